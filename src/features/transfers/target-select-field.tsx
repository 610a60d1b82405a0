import type { ReactNode } from 'react';
import { FormField } from '../../components/form-field';
import { SelectInput } from '../../components/inputs/select-input';
import type { TransferFormState } from './use-transfer-form';

export interface TargetSelectFieldProps {
  state: TransferFormState;
  name: string;
  label: ReactNode;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** One required choice of a send-money form (bank, wallet, easy-address type): a `FormField` by its contract name. */
export function TargetSelectField({ state, name, ...rest }: TargetSelectFieldProps) {
  return (
    <FormField of={state.form} name={name} fallback="" required>
      {(input) => <SelectInput {...input} {...rest} name={name} testId={`transfer-${name}`} />}
    </FormField>
  );
}

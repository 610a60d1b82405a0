import type { ReactNode } from 'react';
import { FormField } from '../../components/form-field';
import { TextInput } from '../../components/text-input';
import type { TransferFormState } from './use-transfer-form';

export interface TargetTextFieldProps {
  state: TransferFormState;
  name: string;
  label: ReactNode;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  /** Keeps only what may be typed (e.g. digits). */
  filter?: (text: string) => string;
  helper?: ReactNode;
  /** Every target field is required unless said otherwise. */
  required?: boolean;
}

/** One text field of a send-money form: a `FormField` of the form by its contract name. */
export function TargetTextField({ state, name, label, filter, required = true, ...rest }: TargetTextFieldProps) {
  return (
    <FormField of={state.form} name={name} fallback="" required={required}>
      {(input) => (
        <TextInput
          {...rest}
          {...input}
          onChange={(value) => input.onChange(filter ? filter(value) : value)}
          label={label}
          autoComplete="off"
          testId={`transfer-${name}`}
        />
      )}
    </FormField>
  );
}

export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

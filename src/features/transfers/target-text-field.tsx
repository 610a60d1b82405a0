import type { ReactNode } from 'react';
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
}

/** One text field of a send-money form, bound to the form's value, blur and error by its contract name. */
export function TargetTextField({ state, name, label, maxLength, inputMode, filter, helper }: TargetTextFieldProps) {
  return (
    <TextInput
      label={label}
      value={state.values[name] ?? ''}
      onChange={(value) => state.set(name, filter ? filter(value) : value)}
      onBlur={() => state.blur(name)}
      error={state.errors[name]}
      maxLength={maxLength}
      inputMode={inputMode}
      autoComplete="off"
      helper={helper}
      testId={`transfer-${name}`}
    />
  );
}

export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

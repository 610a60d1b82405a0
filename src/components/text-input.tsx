import { Input, InputGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InputFrame } from './inputs/input-frame';

export interface TextInputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** An issue key from the contract's schemas, shown as its localized text. */
  error?: string;
  type?: 'text' | 'password';
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
  testId?: string;
  /** E.g. a show/hide toggle inside the input. */
  end?: ReactNode;
  helper?: ReactNode;
  describedBy?: string;
  required?: boolean;
}

/** A labelled input with its error (controlled) in the shared input frame. `testId` names the field's wrapper. */
export function TextInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  testId,
  end,
  helper,
  describedBy,
  required,
  ...rest
}: TextInputProps) {
  const input = (
    <Input
      {...rest}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      aria-describedby={describedBy}
    />
  );
  return (
    <InputFrame label={label} error={error} helper={helper} testId={testId} required={required}>
      {end ? <InputGroup endElement={end}>{input}</InputGroup> : input}
    </InputFrame>
  );
}

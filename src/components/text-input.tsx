import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { issueMessage } from '../lib/issue-messages';

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
}

/** A labelled input with its error (controlled). `testId` names the field's wrapper; the input is inside it. */
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
  ...rest
}: TextInputProps) {
  const { i18n } = useLingui();
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
    <Field.Root invalid={Boolean(error)} data-testid={testId}>
      <Field.Label>{label}</Field.Label>
      {end ? <InputGroup endElement={end}>{input}</InputGroup> : input}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error ? i18n._(issueMessage(error)) : null}</Field.ErrorText>
    </Field.Root>
  );
}

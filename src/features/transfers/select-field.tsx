import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { issueMessage } from '../../lib/issue-messages';

export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  placeholder?: string;
  helper?: ReactNode;
  name?: string;
  testId?: string;
}

/** A labelled native select (keyboard and screen-reader friendly on every device) with its localized error. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  onBlur,
  error,
  placeholder,
  helper,
  name,
  testId,
}: SelectFieldProps) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} data-testid={testId}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error ? i18n._(issueMessage(error)) : null}</Field.ErrorText>
    </Field.Root>
  );
}

import { Text, Textarea } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { InputFrame } from '../../components/inputs/input-frame';

export interface TextAreaInputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  maxLength: number;
  testId?: string;
  required?: boolean;
}

/** A labelled multi-line input with a live character counter (announced politely). */
export function TextAreaInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  maxLength,
  testId,
  required,
}: TextAreaInputProps) {
  const used = value.length;
  return (
    <InputFrame
      label={label}
      error={error}
      testId={testId}
      required={required}
      helper={
        <Text as="span" aria-live="polite" data-testid={testId ? `${testId}-counter` : undefined}>
          <Trans id="contact.counter">
            {used} / {maxLength} characters
          </Trans>
        </Text>
      }
    >
      <Textarea
        value={value}
        rows={6}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </InputFrame>
  );
}

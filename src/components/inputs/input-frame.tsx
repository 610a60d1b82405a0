import { Field } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { issueMessage } from '../../lib/issue-messages';

export interface InputFrameProps {
  label: ReactNode;
  /** An issue key from the contract's schemas, shown as its localized text. */
  error?: string;
  helper?: ReactNode;
  testId?: string;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The Chakra Field every shared input sits in: label, helper and the localized error, wired for screen readers. */
export function InputFrame({ label, error, helper, testId, required, disabled, children }: InputFrameProps) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} data-testid={testId}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error ? i18n._(issueMessage(error)) : null}</Field.ErrorText>
    </Field.Root>
  );
}

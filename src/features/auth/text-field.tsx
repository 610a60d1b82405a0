import { Field, Input } from '@chakra-ui/react';
import type { FieldElementProps, FieldStore } from '@modular-forms/react';
import { useLingui } from '@lingui/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { LoginForm } from '../../contract/auth';
import { issueMessage } from '../../lib/issue-messages';

export interface TextFieldProps<TName extends keyof LoginForm> {
  field: FieldStore<LoginForm, TName>;
  props: FieldElementProps<LoginForm, TName>;
  label: ReactNode;
  type?: 'text' | 'password';
  inputMode?: 'numeric' | 'text';
  autoComplete: string;
  maxLength?: number;
}

/**
 * One login field. It reads the form's signals itself and calls useSignals(), or
 * modular-forms' error and value would not re-render on React 19 (stack-notes pitfall 1).
 */
export function TextField<TName extends keyof LoginForm>({
  field,
  props,
  label,
  type = 'text',
  ...rest
}: TextFieldProps<TName>) {
  useSignals();
  const { i18n } = useLingui();
  const error = field.error.value;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input {...props} {...rest} type={type} value={field.value.value ?? ''} />
      <Field.ErrorText>{error ? i18n._(issueMessage(error)) : null}</Field.ErrorText>
    </Field.Root>
  );
}

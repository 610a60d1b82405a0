import { Field, Input, InputGroup } from '@chakra-ui/react';
import type { FieldElement } from '@modular-forms/react';
import { useLingui } from '@lingui/react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ChangeEventHandler, FocusEventHandler, ReactNode, RefCallback } from 'react';
import { issueMessage } from '../../lib/issue-messages';

/** What a modular-forms `Field` hands its render prop, for a string field of any form. */
export interface StringFieldStore {
  value: ReadonlySignal<string | undefined>;
  /** An issue key from the contract's schemas ('' when none). */
  error: ReadonlySignal<string>;
}
export interface StringFieldProps {
  name: string;
  ref: RefCallback<FieldElement>;
  onChange: ChangeEventHandler<FieldElement>;
  onBlur: FocusEventHandler<FieldElement>;
}

export interface TextFieldProps {
  field: StringFieldStore;
  props: StringFieldProps;
  label: ReactNode;
  type?: 'text' | 'password';
  inputMode?: 'numeric' | 'text';
  autoComplete: string;
  maxLength?: number;
  /** Names the field's wrapper; the input is inside it. */
  testId?: string;
  /** E.g. a show/hide toggle inside the input. */
  end?: ReactNode;
  describedBy?: string;
}

/**
 * One text or password field of a modular-forms form. It reads the form's signals itself and
 * calls useSignals(), or the error and value would not re-render on React 19 (stack-notes pitfall 1).
 */
export function TextField({ field, props, label, type = 'text', testId, end, describedBy, ...rest }: TextFieldProps) {
  useSignals();
  const { i18n } = useLingui();
  const error = field.error.value;
  const describe = describedBy ? { 'aria-describedby': describedBy } : {};
  const input = <Input {...props} {...rest} {...describe} type={type} value={field.value.value ?? ''} />;
  return (
    <Field.Root invalid={Boolean(error)} data-testid={testId}>
      <Field.Label>{label}</Field.Label>
      {end ? <InputGroup endElement={end}>{input}</InputGroup> : input}
      <Field.ErrorText>{error ? i18n._(issueMessage(error)) : null}</Field.ErrorText>
    </Field.Root>
  );
}

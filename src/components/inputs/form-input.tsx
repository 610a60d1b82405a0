import type { FieldElement } from '@modular-forms/react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FocusEvent, ReactElement } from 'react';

/** What a modular-forms `Field` hands its render prop (value and error signals, blur handler). */
export interface FormFieldStore<T> {
  value: ReadonlySignal<T | undefined>;
  error: ReadonlySignal<string>;
}

/** What every shared input takes from the adapter. */
export interface FieldInput<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
}

export interface FormInputProps<T> {
  field: FormFieldStore<T>;
  props: { onBlur: (event: FocusEvent<FieldElement>) => void };
  /** The form's setter for this field, e.g. `(v) => setValue(form, 'amount', v)`. */
  setValue: (value: T) => void;
  fallback: T;
  required?: boolean;
  /** Renders the shared input with value, onChange, onBlur, error and required filled in. */
  children: (input: FieldInput<T>) => ReactElement;
}

/**
 * The adapter from a modular-forms field to any shared input (AmountInput, PhoneInput, ...): it
 * reads the signals itself with useSignals() (stack-notes pitfall 1) and validates on blur.
 */
export function FormInput<T>({ field, props, setValue, fallback, required, children }: FormInputProps<T>) {
  useSignals();
  const error = field.error.value || undefined;
  return children({
    value: field.value.value ?? fallback,
    onChange: setValue,
    onBlur: () => props.onBlur({ currentTarget: null } as unknown as FocusEvent<FieldElement>),
    error,
    required,
  });
}

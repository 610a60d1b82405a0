import {
  Field,
  setValue,
  type FieldPath,
  type FieldProps,
  type FieldPathValue,
  type FieldValues,
  type FormStore,
} from '@modular-forms/react';
import type { ReactElement } from 'react';
import { FormInput, type FieldInput } from './inputs/form-input';

export interface FormFieldProps<V extends FieldValues, N extends FieldPath<V>> {
  of: FormStore<V, undefined>;
  name: N;
  /** The input's value while the field has none. */
  fallback: FieldPathValue<V, N>;
  /** Marks the field required: a visible marker (explained by the form's legend) and aria-required. */
  required?: boolean;
  /** Renders any shared input (TextInput, AmountInput, SelectInput, ...) with what the adapter fills in. */
  children: (input: FieldInput<FieldPathValue<V, N>>) => ReactElement;
}

/**
 * The one field adapter of the form kit: a modular-forms field bound to a shared input. Validated on
 * blur and revalidated on change (the form's options); the error is an issue key the input localizes.
 */
export function FormField<V extends FieldValues, N extends FieldPath<V>>({
  of,
  name,
  fallback,
  required,
  children,
}: FormFieldProps<V, N>) {
  // `type` only tells modular-forms how to read a DOM element's value; the adapter sets values itself.
  const bound = { of, name } as FieldProps<V, undefined, N>;
  return (
    <Field {...bound}>
      {(field, props) => (
        <FormInput
          field={field}
          props={props}
          setValue={(value) => setValue(of, name, value)}
          fallback={fallback}
          required={required}
        >
          {children}
        </FormInput>
      )}
    </Field>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { setValue, type FormStore, type FieldElement } from '@modular-forms/react';
import type { ReadonlySignal } from '@preact/signals-react';
import type { FocusEvent, ReactElement } from 'react';
import { FormInput } from '../../components/inputs/form-input';
import { SelectInput } from '../../components/inputs/select-input';
import { TextInput } from '../../components/text-input';
import type { RegisteredFormValues } from './registered-form-rules';

type Name = keyof RegisteredFormValues;

const LABELS: Partial<Record<Name, MessageDescriptor>> = {
  name: msg({ id: 'registered.field.name', message: 'Name for this registered transaction' }),
  iban: msg({ id: 'registered.field.iban', message: 'IBAN' }),
  receiverName: msg({ id: 'registered.field.receiverName', message: "Recipient's name and surname" }),
  accountNumber: msg({ id: 'registered.field.accountNumber', message: 'Account number' }),
  type: msg({ id: 'registered.field.type', message: 'Easy address type' }),
  value: msg({ id: 'registered.field.value', message: 'Easy address' }),
  cardNumber: msg({ id: 'registered.field.cardNumber', message: 'Card number (16 digits)' }),
  walletCode: msg({ id: 'registered.field.walletCode', message: 'Wallet (e.g. PAPARA)' }),
  walletNumber: msg({ id: 'registered.field.walletNumber', message: 'Wallet account number' }),
  description: msg({ id: 'registered.field.description', message: 'Description (optional)' }),
};

const NUMERIC: readonly Name[] = ['cardNumber', 'walletNumber'];

type FieldRender = (
  field: { value: ReadonlySignal<string | undefined>; error: ReadonlySignal<string> },
  props: { onBlur: (event: FocusEvent<FieldElement>) => void },
) => ReactElement;

/** A text field of the form, labelled from the table above; `options` makes it a select. */
export const renderField =
  (
    form: FormStore<RegisteredFormValues, undefined>,
    name: Name,
    extra: { options?: { value: string; label: string }[]; label?: string; placeholder?: string } = {},
  ): FieldRender =>
  (field, props) => (
    <FormInput field={field} props={props} setValue={(value) => setValue(form, name, value)} fallback="">
      {(input) => <RegisteredField name={name} input={input} {...extra} />}
    </FormInput>
  );

function RegisteredField({
  name,
  input,
  options,
  label,
  placeholder,
}: {
  name: Name;
  input: { value: string; onChange: (value: string) => void; onBlur: () => void; error?: string };
  options?: { value: string; label: string }[];
  label?: string;
  placeholder?: string;
}) {
  const { i18n } = useLingui();
  const text = label ?? (LABELS[name] ? i18n._(LABELS[name]) : name);
  if (options)
    return (
      <SelectInput
        {...input}
        label={text}
        options={options}
        placeholder={placeholder}
        name={name}
        testId={`registered-${name}`}
      />
    );
  return (
    <TextInput
      {...input}
      label={text}
      inputMode={NUMERIC.includes(name) ? 'numeric' : 'text'}
      autoComplete="off"
      testId={`registered-${name}`}
    />
  );
}

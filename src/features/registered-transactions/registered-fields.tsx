import { Grid } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormStore } from '@modular-forms/react';
import { FormField } from '../../components/form-field';
import { AmountInput } from '../../components/inputs/amount-input';
import type { FieldInput } from '../../components/inputs/form-input';
import { SelectInput } from '../../components/inputs/select-input';
import { TextInput } from '../../components/text-input';
import type { Account } from '../../contract/accounts';
import { EASY_ADDRESS_TYPES } from '../../contract/easy-addresses';
import { EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';
import { targetFields, type RegisteredFormValues, type SavableMode } from './registered-form-rules';

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

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid values
const COLUMNS = { base: '1fr', md: 'repeat(2, 1fr)' };

type Form = FormStore<RegisteredFormValues, undefined>;

/**
 * The fields of a mode on the form kit's adapter: the name, the own source account (between accounts),
 * the contract's target fields (all required), then the optional usual amount and description.
 */
export function RegisteredFields({ of, mode, accounts }: { of: Form; mode: SavableMode; accounts: Account[] }) {
  const { t, i18n } = useLingui();
  const between = mode === 'AccountsBetween';
  const choose = t({ id: 'registered.chooseAccount', message: 'Choose an account' });
  const accountOptions = accounts.map((a) => ({ value: a.accountNumber, label: `${a.name} (${a.accountNumber})` }));
  const typeOptions = EASY_ADDRESS_TYPES.map((value) => ({ value, label: i18n._(EASY_ADDRESS_TYPE_TEXT[value]) }));
  const ownAccount = (label: string) => ({ options: accountOptions, placeholder: choose, label });
  return (
    <>
      <RegisteredField of={of} name="name" required />
      {between ? (
        <RegisteredField
          of={of}
          name="sourceAccountNumber"
          required
          {...ownAccount(t({ id: 'registered.field.from', message: 'From account' }))}
        />
      ) : null}
      {targetFields(mode).map((name) => (
        <RegisteredField
          key={name}
          of={of}
          name={name}
          required
          {...(name === 'type'
            ? { options: typeOptions }
            : between && name === 'accountNumber'
              ? ownAccount(t({ id: 'registered.field.to', message: 'To account' }))
              : {})}
        />
      ))}
      <Grid templateColumns={COLUMNS} gap="4">
        <FormField of={of} name="amount" fallback="">
          {(input) => (
            <AmountInput
              {...input}
              label={<Trans id="registered.field.amount">Usual amount (optional)</Trans>}
              testId="registered-amount"
            />
          )}
        </FormField>
        <RegisteredField of={of} name="description" />
      </Grid>
    </>
  );
}

interface RegisteredFieldProps {
  of: Form;
  name: Name;
  /** Makes the field a select. */
  options?: { value: string; label: string }[];
  label?: string;
  placeholder?: string;
  required?: boolean;
}

/** A text field of the form on the form kit's adapter, labelled from the table above; `options` makes it a select. */
function RegisteredField({ of, name, required, ...extra }: RegisteredFieldProps) {
  return (
    <FormField of={of} name={name} fallback="" required={required}>
      {(input) => <RegisteredInput name={name} input={input} {...extra} />}
    </FormField>
  );
}

function RegisteredInput({
  name,
  input,
  options,
  label,
  placeholder,
}: {
  name: Name;
  input: FieldInput<string>;
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

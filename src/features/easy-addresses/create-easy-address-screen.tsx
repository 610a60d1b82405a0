import { Trans, useLingui } from '@lingui/react/macro';
import { reset, useForm, valiForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { accountKeys, accountsQueryOptions } from '../../api/accounts';
import { createEasyAddress, easyAddressKeys } from '../../api/easy-addresses';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { SelectInput } from '../../components/inputs/select-input';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import type { Account } from '../../contract/accounts';
import { EASY_ADDRESS_TYPES, type EasyAddressType } from '../../contract/easy-addresses';
import { useDecisionAction } from '../../lib/use-decision-action';
import { EasyAddressValueInput } from './easy-address-value-input';
import { EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';
import {
  easyAddressFormSchema,
  easyAddressValue,
  phoneToField,
  type EasyAddressFormValues,
} from './easy-address-form-rules';

/** The form's values for a type: the first TRY account, and an empty value (a phone starts at Türkiye). */
const startValues = (type: EasyAddressType, accounts: Account[]): EasyAddressFormValues => ({
  accountNumber: accounts[0]?.accountNumber ?? '',
  value: type === EASY_ADDRESS_TYPES[0] ? phoneToField({ countryCode: 'TR', nationalNumber: '' }) : '',
});

/** /dashboard/create-easy-address: a type, the value (its input adapts to the type) and an own TRY account. */
export function CreateEasyAddressScreen() {
  const navigate = useNavigate();
  const accounts = useQuery(accountsQueryOptions(false));
  const title = <SegmentTitle segment="create-easy-address" />;
  const onBack = () => void navigate({ to: '/dashboard/easy-addresses' });
  if (!accounts.isError && accounts.data)
    return (
      <EasyAddressForm
        title={title}
        onBack={onBack}
        accounts={accounts.data.accounts.filter((a) => !a.isClosed && a.currency === 'TRY')}
      />
    );
  return (
    <PageFrame title={title} onBack={onBack} testId="create-easy-address">
      <QueryState query={accounts} testId="easy-accounts">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}

interface EasyAddressFormProps {
  title: ReactNode;
  onBack: () => void;
  accounts: Account[];
}

/** The form kit with the type first: a new type starts the form again (its value, checks and input). */
function EasyAddressForm({ title, onBack, accounts }: EasyAddressFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [type, setType] = useState<EasyAddressType>(EASY_ADDRESS_TYPES[0]);
  // The store is made once; its checks follow the chosen type.
  const checked = useRef(type);
  const [form] = useForm<EasyAddressFormValues>({
    initialValues: startValues(type, accounts),
    validate: (values) => valiForm(easyAddressFormSchema(checked.current))(values),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const choose = (next: EasyAddressType) => {
    checked.current = next;
    setType(next);
    reset(form, { initialValues: startValues(next, accounts) });
  };
  const submit = (values: EasyAddressFormValues) => {
    const body = { type, value: easyAddressValue(type, values.value), accountNumber: values.accountNumber };
    return action.submit(body, {
      call: (key) => createEasyAddress(body, key),
      onDone: () => {
        void queryClient.invalidateQueries({ queryKey: easyAddressKeys.all });
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        showSnackbar(t({ id: 'easyAddress.created', message: 'The easy address is saved.' }));
        void navigate({ to: '/dashboard/easy-addresses' });
      },
    });
  };
  const types = EASY_ADDRESS_TYPES.map((value) => ({ value, label: i18n._(EASY_ADDRESS_TYPE_TEXT[value]) }));
  const options = accounts.map((a) => ({ value: a.accountNumber, label: `${a.name} (${a.accountNumber})` }));
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={title}
      onBack={onBack}
      testId="create-easy-address"
      formTestId="easy-address-form"
      submitLabel={<Trans id="easyAddress.save">Save the easy address</Trans>}
      submitTestId="easy-save"
      action={action}
      needsOnline
    >
      <SelectInput
        label={<Trans id="easyAddress.type">Easy address type</Trans>}
        value={type}
        options={types}
        onChange={(value) => choose(value as EasyAddressType)}
        name="type"
        testId="easy-type"
        required
      />
      <FormField of={form} name="value" fallback="" required>
        {(input) => <EasyAddressValueInput type={type} {...input} />}
      </FormField>
      <FormField of={form} name="accountNumber" fallback="" required>
        {(input) => (
          <SelectInput
            {...input}
            label={<Trans id="easyAddress.account">Account it points to</Trans>}
            helper={<Trans id="easyAddress.accountHelp">Only TRY accounts; at most 5 easy addresses each.</Trans>}
            options={options}
            name="accountNumber"
            testId="easy-account"
          />
        )}
      </FormField>
    </FormScreen>
  );
}

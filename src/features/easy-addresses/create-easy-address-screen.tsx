import { Button, Flex, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { accountKeys, accountsQueryOptions } from '../../api/accounts';
import { createEasyAddress, easyAddressKeys } from '../../api/easy-addresses';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { FormMessage } from '../../components/form-message';
import { FormField } from '../../components/form-field';
import { SelectInput } from '../../components/inputs/select-input';
import { PageFrame } from '../../components/page-frame';
import { showSnackbar } from '../../components/snackbar';
import type { Account } from '../../contract/accounts';
import { EASY_ADDRESS_TYPES, type EasyAddressType } from '../../contract/easy-addresses';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useActionFlow } from '../../lib/use-action-flow';
import { useDecisionKey } from '../../lib/use-decision-key';
import { EasyAddressValueInput } from './easy-address-value-input';
import { EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';
import {
  easyAddressFormSchema,
  easyAddressValue,
  phoneToField,
  type EasyAddressFormValues,
} from './easy-address-form-rules';

/** /dashboard/create-easy-address: a type, the value (its input adapts to the type) and an own TRY account. */
export function CreateEasyAddressScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [type, setType] = useState<EasyAddressType>(EASY_ADDRESS_TYPES[0]);
  const accounts = useQuery(accountsQueryOptions(false));
  const types = EASY_ADDRESS_TYPES.map((value) => ({ value, label: i18n._(EASY_ADDRESS_TYPE_TEXT[value]) }));
  return (
    <PageFrame
      title={<Trans id="easyAddress.createTitle">Add an easy address</Trans>}
      onBack={() => void navigate({ to: '/dashboard/easy-addresses' })}
      testId="create-easy-address"
    >
      <Stack gap="4" maxW="xl">
        <SelectInput
          label={<Trans id="easyAddress.type">Easy address type</Trans>}
          value={type}
          options={types}
          onChange={(value) => setType(value as EasyAddressType)}
          name="type"
          testId="easy-type"
        />
        {accounts.isError ? (
          <FormMessage>{errorText(accounts.error) ?? i18n._(GENERIC_ERROR)}</FormMessage>
        ) : accounts.data ? (
          <EasyAddressForm
            key={type}
            type={type}
            accounts={accounts.data.accounts.filter((a) => !a.isClosed && a.currency === 'TRY')}
          />
        ) : (
          <Flex justify="center" padding="6">
            <Spinner color="brand.solid" />
          </Flex>
        )}
      </Stack>
    </PageFrame>
  );
}

function EasyAddressForm({ type, accounts }: { type: EasyAddressType; accounts: Account[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = useActionFlow();
  const decision = useDecisionKey();
  const [form, { Form }] = useForm<EasyAddressFormValues>({
    initialValues: {
      accountNumber: accounts[0]?.accountNumber ?? '',
      value: type === EASY_ADDRESS_TYPES[0] ? phoneToField({ countryCode: 'TR', nationalNumber: '' }) : '',
    },
    validate: valiForm(easyAddressFormSchema(type)),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = (values: EasyAddressFormValues) => {
    const body = { type, value: easyAddressValue(type, values.value), accountNumber: values.accountNumber };
    const key = decision.keyFor(body);
    return flow.run({
      values: body,
      call: () => createEasyAddress(body, key),
      onTransactionSigning: () => undefined,
      onRefused: decision.settle,
      onSuccess: () => {
        decision.settle();
        void queryClient.invalidateQueries({ queryKey: easyAddressKeys.all });
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        showSnackbar(t({ id: 'easyAddress.created', message: 'The easy address is saved.' }));
        void navigate({ to: '/dashboard/easy-addresses' });
      },
    });
  };
  const options = accounts.map((a) => ({ value: a.accountNumber, label: `${a.name} (${a.accountNumber})` }));
  return (
    <Form shouldActive={false} onSubmit={submit} data-testid="easy-address-form">
      <Stack gap="4">
        <FormField of={form} name="value" fallback="">
          {(input) => <EasyAddressValueInput type={type} {...input} />}
        </FormField>
        <FormField of={form} name="accountNumber" fallback="">
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
        <Button type="submit" alignSelf="start" loading={flow.busy} data-testid="easy-save">
          <Trans id="easyAddress.save">Save the easy address</Trans>
        </Button>
      </Stack>
      <ActionFlowDialogs state={flow.dialogs} />
    </Form>
  );
}

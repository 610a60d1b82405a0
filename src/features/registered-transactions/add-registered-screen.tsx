import { Button, Flex, Grid, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import {
  registeredTransactionKeys,
  registeredTransactionsQueryOptions,
  saveRegisteredTransaction,
  updateRegisteredTransaction,
} from '../../api/registered-transactions';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { AmountInput } from '../../components/inputs/amount-input';
import { FormField } from '../../components/form-field';
import { SelectInput } from '../../components/inputs/select-input';
import { PageFrame } from '../../components/page-frame';
import { showSnackbar } from '../../components/snackbar';
import type { Account } from '../../contract/accounts';
import { EASY_ADDRESS_TYPES } from '../../contract/easy-addresses';
import type { RegisteredTransaction } from '../../contract/registered-transactions';
import { EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';
import { useActionFlow } from '../../lib/use-action-flow';
import { useDecisionKey } from '../../lib/use-decision-key';
import {
  initialValues,
  RECIPIENT_MODES,
  registeredFormSchema,
  requestOf,
  targetFields,
  type RegisteredFormValues,
  type SavableMode,
} from './registered-form-rules';
import { renderField } from './registered-fields';
import { modeText } from './target-text';

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid values
const COLUMNS = { base: '1fr', md: 'repeat(2, 1fr)' };

export interface AddRegisteredScreenProps {
  /** A recipient (IBAN, account number, easy address, card, wallet) or a pair of own accounts. */
  variant: 'recipient' | 'between';
  /** Edit this registered transaction instead of adding one. */
  editId?: string;
}

/** /dashboard/add-registered-transaction[/between-accounts]: add or edit a saved recipient or account pair. */
export function AddRegisteredScreen({ variant, editId }: AddRegisteredScreenProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const accounts = useQuery(accountsQueryOptions(false));
  const list = useQuery({ ...registeredTransactionsQueryOptions(), enabled: editId !== undefined });
  const editing = editId ? list.data?.recordedTransactions.find((r) => r.id === editId) : undefined;
  const [picked, setPicked] = useState<SavableMode>('IBAN');
  const mode: SavableMode =
    variant === 'between' ? 'AccountsBetween' : ((editing?.target.mode as SavableMode) ?? picked);
  const ready = accounts.data && (!editId || list.data);
  const modes = RECIPIENT_MODES.map((value) => ({ value, label: modeText(i18n, value) }));
  return (
    <PageFrame
      title={
        editId ? (
          <Trans id="registered.editTitle">Edit the registered transaction</Trans>
        ) : variant === 'between' ? (
          <Trans id="registered.addBetweenTitle">Save a transfer between my accounts</Trans>
        ) : (
          <Trans id="registered.addTitle">Save a recipient</Trans>
        )
      }
      onBack={() => void navigate({ to: '/dashboard/registered-transactions' })}
      testId="add-registered"
    >
      <Stack gap="4" maxW="2xl">
        {variant === 'recipient' && !editId ? (
          <SelectInput
            label={<Trans id="registered.modePicker">Send to</Trans>}
            value={picked}
            options={modes}
            onChange={(value) => setPicked(value as SavableMode)}
            name="mode"
            testId="registered-mode"
          />
        ) : null}
        {ready ? (
          <RegisteredForm
            key={`${mode}-${editing?.id ?? 'new'}`}
            mode={mode}
            accounts={accounts.data!.accounts.filter((a) => !a.isClosed)}
            editing={editing}
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

function RegisteredForm({
  mode,
  accounts,
  editing,
}: {
  mode: SavableMode;
  accounts: Account[];
  editing?: RegisteredTransaction;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = useActionFlow();
  const decision = useDecisionKey();
  const [form, { Form, Field }] = useForm<RegisteredFormValues>({
    initialValues: initialValues(editing),
    validate: valiForm(registeredFormSchema(mode)),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const accountOptions = accounts.map((a) => ({ value: a.accountNumber, label: `${a.name} (${a.accountNumber})` }));
  const typeOptions = EASY_ADDRESS_TYPES.map((value) => ({ value, label: i18n._(EASY_ADDRESS_TYPE_TEXT[value]) }));
  const submit = (values: RegisteredFormValues) => {
    const request = requestOf(mode, values);
    const body = editing ? { ...request, id: editing.id } : request;
    const key = decision.keyFor(body);
    return flow.run({
      values: body,
      call: () =>
        editing && 'target' in request
          ? updateRegisteredTransaction({ ...request, id: editing.id }, key)
          : saveRegisteredTransaction(request, key),
      onTransactionSigning: () => undefined,
      onRefused: decision.settle,
      onSuccess: () => {
        decision.settle();
        void queryClient.invalidateQueries({ queryKey: registeredTransactionKeys.all });
        showSnackbar(t({ id: 'registered.saved', message: 'The registered transaction is saved.' }));
        void navigate({ to: '/dashboard/registered-transactions' });
      },
    });
  };
  const between = mode === 'AccountsBetween';
  const choose = t({ id: 'registered.chooseAccount', message: 'Choose an account' });
  return (
    <Form shouldActive={false} onSubmit={submit} data-testid="registered-form">
      <Stack gap="4">
        <Field name="name">{renderField(form, 'name')}</Field>
        {between ? (
          <Field name="sourceAccountNumber">
            {renderField(form, 'sourceAccountNumber', {
              options: accountOptions,
              placeholder: choose,
              label: t({ id: 'registered.field.from', message: 'From account' }),
            })}
          </Field>
        ) : null}
        {targetFields(mode).map((name) => (
          <Field key={name} name={name}>
            {renderField(
              form,
              name,
              name === 'type'
                ? { options: typeOptions }
                : between && name === 'accountNumber'
                  ? {
                      options: accountOptions,
                      placeholder: choose,
                      label: t({ id: 'registered.field.to', message: 'To account' }),
                    }
                  : {},
            )}
          </Field>
        ))}
        <Grid templateColumns={COLUMNS} gap="4">
          <FormField of={form} name="amount" fallback="">
            {(input) => (
              <AmountInput
                {...input}
                label={<Trans id="registered.field.amount">Usual amount (optional)</Trans>}
                testId="registered-amount"
              />
            )}
          </FormField>
          <Field name="description">{renderField(form, 'description')}</Field>
        </Grid>
        <Button type="submit" alignSelf="start" loading={flow.busy} data-testid="registered-save">
          {editing ? <Trans id="registered.update">Save the changes</Trans> : <Trans id="registered.save">Save</Trans>}
        </Button>
      </Stack>
      <ActionFlowDialogs state={flow.dialogs} />
    </Form>
  );
}

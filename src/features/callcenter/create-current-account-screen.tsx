import { Button, Flex, HStack, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm, valiForm } from '@modular-forms/react';
import { useState } from 'react';
import * as v from 'valibot';
import { invalidateAccountData } from '../../api/account-cache';
import { accountProductsQueryOptions, createAccount } from '../../api/account-management';
import { accountsQueryOptions } from '../../api/accounts';
import { callCenterKeys } from '../../api/callcenter';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { FormMessage } from '../../components/form-message';
import { SelectInput } from '../../components/inputs/select-input';
import { PageFrame } from '../../components/page-frame';
import { RequiredLegend } from '../../components/required-legend';
import { SegmentTitle } from '../../components/segment-title';
import { TextInput } from '../../components/text-input';
import {
  CreateAccountSchema,
  OPENABLE_KINDS,
  type AccountDetail,
  type CreateAccountRequest,
} from '../../contract/account-management';
import type { Account } from '../../contract/accounts';
import type { Currency } from '../../contract/money';
import { IssueKey } from '../../contract/message-codes';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useDecisionAction } from '../../lib/use-decision-action';

const OpenCurrentSchema = v.object({
  currency: v.pipe(v.string(), v.nonEmpty(IssueKey.Required)),
  /** The account whose branch keeps the new one (nothing is taken from it: a current account opens at 0). */
  branchAccountNumber: CreateAccountSchema.entries.sourceAccountNumber,
  alias: v.pipe(v.string(), v.trim(), v.maxLength(40, IssueKey.TooLong)),
});
type OpenCurrentValues = v.InferInput<typeof OpenCurrentSchema>;

/**
 * CallCenter /dashboard/create-current-account: the branch build's account opening (the same
 * `/Deposit/CreateAccount` and its rules) for the verified caller, limited to a private current account
 * opened at 0 in the currency the caller asks for, kept at the branch of one of their accounts.
 */
export function CreateCurrentAccountScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const products = useQuery(accountProductsQueryOptions());
  const accounts = useQuery(accountsQueryOptions(false));
  const failed = products.error ?? accounts.error;
  return (
    <PageFrame
      title={<SegmentTitle segment="create-current-account" />}
      onBack={() => void navigate({ to: '/dashboard' })}
      testId="cc-create-current-account"
    >
      {failed ? (
        <FormMessage>{errorText(failed) ?? i18n._(GENERIC_ERROR)}</FormMessage>
      ) : products.data && accounts.data ? (
        <OpenCurrentFlow
          currencies={products.data.currencies}
          accounts={accounts.data.accounts.filter((a) => !a.isClosed && a.kind !== 'Gold')}
        />
      ) : (
        <Flex justify="center" padding="8">
          <Spinner size="lg" color="brand.solid" />
        </Flex>
      )}
    </PageFrame>
  );
}

function OpenCurrentFlow({ currencies, accounts }: { currencies: readonly Currency[]; accounts: readonly Account[] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [pending, setPending] = useState<CreateAccountRequest>();
  const [created, setCreated] = useState<AccountDetail>();
  const [form, { Form }] = useForm<OpenCurrentValues>({
    initialValues: { currency: 'TRY', branchAccountNumber: '', alias: '' },
    validate: valiForm(OpenCurrentSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const review = (values: OpenCurrentValues) => {
    const request: CreateAccountRequest = {
      kind: OPENABLE_KINDS[0],
      currency: values.currency as Currency,
      sourceAccountNumber: values.branchAccountNumber,
      amount: '0',
      ...(values.alias.trim() ? { alias: values.alias.trim() } : {}),
    };
    action.keyFor(request);
    setPending(request);
  };
  const confirm = () => {
    const request = pending!;
    setPending(undefined);
    void action.submit(request, {
      call: (key) => createAccount(request, key),
      successMessage: t({ id: 'cc.openAccount.done', message: 'The current account is open.' }),
      onDone: (data) => {
        void invalidateAccountData(queryClient);
        void queryClient.invalidateQueries({ queryKey: callCenterKeys.processHistory() });
        if (data) setCreated(data.account);
      },
    });
  };
  const branchOf = (number: string) => accounts.find((a) => a.accountNumber === number)?.branchName ?? '';

  if (created) {
    const { name, accountNumber } = created;
    return (
      <Stack gap="4" data-testid="cc-open-done">
        <FormMessage status="success">
          <Trans id="cc.openAccount.doneText">
            {name} ({accountNumber}) is open for the customer.
          </Trans>
        </FormMessage>
        <HStack gap="3" wrap="wrap">
          <Button asChild data-testid="cc-open-detail">
            <Link to="/dashboard/my-accounts/detail" search={{ accountNumber }}>
              <Trans id="cc.openAccount.toDetail">Go to the account</Trans>
            </Link>
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <RequiredLegend />
      <Form shouldActive={false} onSubmit={review} data-testid="cc-open-form">
        <Stack gap="4">
          <FormField of={form} name="currency" fallback="" required>
            {(input) => (
              <SelectInput
                {...input}
                options={currencies.map((c) => ({ value: c, label: c === 'TRY' ? 'TL' : c }))}
                label={<Trans id="cc.openAccount.currency">Currency</Trans>}
                name="currency"
                testId="cc-open-currency"
              />
            )}
          </FormField>
          <FormField of={form} name="branchAccountNumber" fallback="" required>
            {(input) => (
              <SelectInput
                {...input}
                options={accounts.map((a) => ({
                  value: a.accountNumber,
                  label: `${a.branchName} · ${a.name} (${a.accountNumber})`,
                }))}
                label={<Trans id="cc.openAccount.branch">Branch (of the customer's account)</Trans>}
                placeholder={t({ id: 'cc.openAccount.branchPlaceholder', message: 'Choose a branch' })}
                name="branchAccountNumber"
                testId="cc-open-branch"
              />
            )}
          </FormField>
          <FormField of={form} name="alias" fallback="">
            {(input) => (
              <TextInput
                {...input}
                label={<Trans id="createAccount.alias">Account name (optional)</Trans>}
                maxLength={40}
                autoComplete="off"
                testId="cc-open-alias"
              />
            )}
          </FormField>
          <FormActions
            submitLabel={<Trans id="cc.openAccount.continue">Continue</Trans>}
            submitTestId="cc-open-continue"
            busy={action.busy}
            needsOnline
          />
        </Stack>
      </Form>
      <ConfirmDialog
        open={pending !== undefined}
        title={<Trans id="cc.openAccount.confirmTitle">Open this current account for the customer?</Trans>}
        body={
          pending ? (
            <DetailList>
              <DetailRow label={<Trans id="cc.openAccount.currency">Currency</Trans>}>
                {pending.currency === 'TRY' ? 'TL' : pending.currency}
              </DetailRow>
              <DetailRow label={<Trans id="cc.openAccount.branchShown">Branch</Trans>}>
                {branchOf(pending.sourceAccountNumber)}
              </DetailRow>
            </DetailList>
          ) : null
        }
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
      <ActionFlowDialogs state={action.dialogs} />
    </Stack>
  );
}

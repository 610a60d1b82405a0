import { Badge, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import { dueInstallmentsQueryOptions, isPayoffBody } from '../../api/financing';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { FormField } from '../../components/form-field';
import { FormMessage } from '../../components/form-message';
import { ContinueFormScreen } from '../../components/continue-form-screen';
import { AccountSelect } from '../../components/inputs/account-select';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import type { Account } from '../../contract/accounts';
import { dayText } from '../../contract/date-text';
import type { DueInstallment } from '../../contract/financing';
import { formatMoneyText } from '../../contract/money-text';
import { IssueKey } from '../../contract/message-codes';
import { useLanguage } from '../../lib/use-language';
import { FINANCING_ORIGIN, financingDecision } from './financing-decision';
import { INSTALLMENT_STATE_LABELS, INSTALLMENT_STATE_PALETTE } from './financing-labels';
import { payableAccounts } from './financing-payment-screen';
import { InstallmentLabel } from './installment-label';
import { covers, payableTotal, toggleInstallment } from './financing-rules';

/**
 * /dashboard/financing-installment-payment (Payments): every overdue installment and each financing's
 * next one; tick the ones to pay (in order within a financing), choose the account, approve with a code.
 */
export function InstallmentPaymentScreen() {
  const due = useQuery(dueInstallmentsQueryOptions());
  const accounts = useQuery(accountsQueryOptions(false));
  const title = <SegmentTitle segment="financing-installment-payment" />;
  if (due.data && accounts.data)
    return <DueForm installments={due.data.installments} accounts={payableAccounts(accounts.data.accounts)} />;
  return (
    <PageFrame title={title} testId="installment-payment">
      <QueryState query={due} testId="installment-payment">
        {() => (
          <QueryState query={accounts} testId="installment-payment-accounts">
            {() => null}
          </QueryState>
        )}
      </QueryState>
    </PageFrame>
  );
}

function DueForm({ installments, accounts }: { installments: DueInstallment[]; accounts: Account[] }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const pending = financingDecision.pending();
  const kept = pending?.origin === FINANCING_ORIGIN.due && !isPayoffBody(pending.request) ? pending.request : undefined;
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(kept?.installmentIds ?? installments.filter((i) => i.state === 'Overdue').map((i) => i.id)),
  );
  const picked = (set: ReadonlySet<string>) => installments.filter((i) => set.has(i.id));
  const balanceOf = (number: string) => accounts.find((a) => a.accountNumber === number)?.availableBalance;
  const [form] = useForm<{ sourceAccountNumber: string }>({
    initialValues: { sourceAccountNumber: kept?.sourceAccountNumber ?? accounts[0]?.accountNumber ?? '' },
    validate: (values) => (values.sourceAccountNumber ? {} : { sourceAccountNumber: IssueKey.Required }),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  // The choice's own problem: none chosen, or more than the account holds (shown under the list).
  const [problem, setProblem] = useState<'none' | 'balance'>();
  const title = <SegmentTitle segment="financing-installment-payment" />;
  if (installments.length === 0)
    return (
      <PageFrame title={title} testId="installment-payment">
        <Text data-testid="installment-payment-empty">
          <Trans id="financing.due.empty">You have no installment to pay.</Trans>
        </Text>
      </PageFrame>
    );
  const submit = (values: { sourceAccountNumber: string }) => {
    const items = picked(chosen);
    if (items.length === 0) return setProblem('none');
    if (!covers(balanceOf(values.sourceAccountNumber), payableTotal(items))) return setProblem('balance');
    const account = accounts.find((a) => a.accountNumber === values.sourceAccountNumber);
    financingDecision.propose(
      FINANCING_ORIGIN.due,
      { installmentIds: items.map((i) => i.id), sourceAccountNumber: values.sourceAccountNumber },
      {
        items,
        payoff: null,
        amount: payableTotal(items),
        accountName: account ? `${account.name} (${account.accountNumber})` : '',
      },
    );
    void navigate({ to: '/dashboard/financing-installment-payment/approve' });
  };
  const total = payableTotal(installments.filter((i) => chosen.has(i.id)));
  return (
    <ContinueFormScreen of={form} onSubmit={submit} title={title} testId="installment-payment">
      <Stack gap="2" as="fieldset">
        <Text as="legend" fontWeight="semibold" marginBottom="2">
          <Trans id="financing.due.legend">Installments to pay (in order within each financing)</Trans>
        </Text>
        <Stack as="ul" gap="2" listStyleType="none" data-testid="installment-payment-list">
          {installments.map((i) => (
            <Flex as="li" key={i.id} borderWidth="1px" borderRadius="l2" padding="3" gap="3" align="center" wrap="wrap">
              <Checkbox.Root
                checked={chosen.has(i.id)}
                onCheckedChange={(e) => {
                  setProblem(undefined);
                  setChosen(toggleInstallment(installments, chosen, i.id, e.checked === true));
                }}
                data-testid={`due-${i.financingId}-${i.no}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <InstallmentLabel name={i.financingName} no={i.no} />
                </Checkbox.Label>
              </Checkbox.Root>
              <Text color="fg.muted" fontSize="sm">
                {i.asset} · {dayText(i.dueDate, language)}
              </Text>
              <Badge colorPalette={INSTALLMENT_STATE_PALETTE[i.state]}>
                {i18n._(INSTALLMENT_STATE_LABELS[i.state])}
              </Badge>
              <Text marginStart="auto" fontWeight="semibold">
                {formatMoneyText(i.payable, 'TRY', language, { fixed: true })}
              </Text>
            </Flex>
          ))}
        </Stack>
      </Stack>
      {problem ? (
        <FormMessage status="error" testId="installment-payment-problem">
          {problem === 'none'
            ? t({ id: 'financing.due.none', message: 'Choose at least one installment.' })
            : t({ id: 'financing.due.balance', message: 'The account’s available balance does not cover the total.' })}
        </FormMessage>
      ) : null}
      <DetailList testId="installment-payment-summary">
        <DetailRow label={<Trans id="financing.total">Total</Trans>} testId="installment-payment-total">
          <Money amount={total} />
        </DetailRow>
      </DetailList>
      <FormField of={form} name="sourceAccountNumber" fallback="" required>
        {(input) => <AccountSelect {...input} accounts={accounts} testId="installment-payment-account" />}
      </FormField>
    </ContinueFormScreen>
  );
}

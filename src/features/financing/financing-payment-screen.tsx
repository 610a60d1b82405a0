import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getValue, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { financingPayoffQueryOptions, financingQueryOptions, isPayoffBody } from '../../api/financing';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { FormField } from '../../components/form-field';
import { ContinueFormScreen } from '../../components/continue-form-screen';
import { AccountSelect } from '../../components/inputs/account-select';
import { SelectInput } from '../../components/inputs/select-input';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import type { Account } from '../../contract/accounts';
import type { FinancingDetail, FinancingPayoff } from '../../contract/financing';
import { IssueKey } from '../../contract/message-codes';
import { FINANCING_ORIGIN, financingDecision } from './financing-decision';
import { PayoffRows } from './financing-payment-rows';
import { covers, nextInstallments, payableTotal } from './financing-rules';
import { InstallmentNo } from './installment-label';

const OPTIONS = ['next', 'several', 'payoff'] as const;
type Option = (typeof OPTIONS)[number];
type Values = {
  option: Option;
  count: string;
  sourceAccountNumber: string;
};

export const payableAccounts = (accounts: readonly Account[]) =>
  accounts.filter((a) => !a.isClosed && a.currency === 'TRY' && a.kind === 'Current');

/**
 * /dashboard/my-financings/detail/payment?id= (and /dashboard/financing-transactions/payment?id=): pay
 * the next installment, the next few, or the whole financing off early, from a TRY account.
 */
export function FinancingPaymentScreen({ id }: { id?: string }) {
  if (!id) return <Navigate to="/dashboard/my-financings" replace />;
  return <PaymentBody id={id} />;
}

function PaymentBody({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useQuery(financingQueryOptions(id));
  const payoff = useQuery(financingPayoffQueryOptions(id));
  const accounts = useQuery(accountsQueryOptions(false));
  const title = <SegmentTitle segment="payment" />;
  const onBack = () => void navigate({ to: '/dashboard/my-financings/detail', search: { id } });
  if (detail.data && accounts.data && payoff.data)
    return (
      <PaymentForm
        financing={detail.data}
        quote={payoff.data}
        accounts={payableAccounts(accounts.data.accounts)}
        onBack={onBack}
      />
    );
  return (
    <PageFrame title={title} onBack={onBack} testId="financing-payment">
      <QueryState query={detail} testId="financing-payment">
        {() => (
          <QueryState query={accounts} testId="financing-payment-accounts">
            {() => (
              <QueryState query={payoff} testId="financing-payment-payoff">
                {() => null}
              </QueryState>
            )}
          </QueryState>
        )}
      </QueryState>
    </PageFrame>
  );
}

interface FormProps {
  financing: FinancingDetail;
  quote: FinancingPayoff;
  accounts: Account[];
  onBack: () => void;
}

function PaymentForm({ financing, quote, accounts, onBack }: FormProps) {
  // The option and the count drive the rows shown: read their signals here.
  useSignals();
  const { t } = useLingui();
  const navigate = useNavigate();
  const pending = financingDecision.pending();
  const kept = pending?.origin === FINANCING_ORIGIN.detail ? pending.request : undefined;
  const unpaid = nextInstallments(financing.installments, financing.installments.length);
  const balanceOf = (number: string) => accounts.find((a) => a.accountNumber === number)?.availableBalance;
  const amountOf = (values: Partial<Values>) =>
    values.option === 'payoff'
      ? quote.total
      : payableTotal(nextInstallments(unpaid, values.option === 'several' ? Number(values.count || '2') : 1));
  const [form] = useForm<Values>({
    initialValues: {
      option: kept && isPayoffBody(kept) ? 'payoff' : 'next',
      count: '2',
      sourceAccountNumber: kept?.sourceAccountNumber ?? accounts[0]?.accountNumber ?? '',
    },
    validate: (values) => {
      const issues: Partial<Record<keyof Values, string>> = {};
      if (!values.sourceAccountNumber) issues.sourceAccountNumber = IssueKey.Required;
      else if (!covers(balanceOf(values.sourceAccountNumber), amountOf(values)))
        issues.sourceAccountNumber = IssueKey.AmountOverBalance;
      return issues;
    },
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const option = getValue(form, 'option') ?? 'next';
  const count = option === 'several' ? Number(getValue(form, 'count') || '2') : 1;
  const chosen = nextInstallments(unpaid, count);
  const submit = (values: Values) => {
    const account = accounts.find((a) => a.accountNumber === values.sourceAccountNumber);
    const accountName = account ? `${account.name} (${account.accountNumber})` : '';
    if (values.option === 'payoff')
      financingDecision.propose(
        FINANCING_ORIGIN.detail,
        { financingId: financing.id, sourceAccountNumber: values.sourceAccountNumber },
        { items: [], payoff: { ...quote, financingName: financing.name }, amount: quote.total, accountName },
      );
    else
      financingDecision.propose(
        FINANCING_ORIGIN.detail,
        { installmentIds: chosen.map((i) => i.id), sourceAccountNumber: values.sourceAccountNumber },
        {
          items: chosen.map((i) => ({
            financingName: financing.name,
            no: i.no,
            dueDate: i.dueDate,
            amount: i.amount,
            lateCharge: i.lateCharge,
            payable: i.payable,
          })),
          payoff: null,
          amount: payableTotal(chosen),
          accountName,
        },
      );
    void navigate({ to: '/dashboard/my-financings/detail/payment/approve', search: { id: financing.id } });
  };
  const optionLabel: Record<Option, string> = {
    next: t({ id: 'financing.option.next', message: 'The next installment' }),
    several: t({ id: 'financing.option.several', message: 'Several installments' }),
    payoff: t({ id: 'financing.option.payoff', message: 'Pay the financing off early' }),
  };
  return (
    <ContinueFormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="payment" />}
      onBack={onBack}
      testId="financing-payment"
    >
      <Text color="fg.muted" data-testid="financing-payment-name">
        {financing.name} · {financing.asset}
      </Text>
      <FormField of={form} name="option" fallback="next" required>
        {(input) => (
          <SelectInput
            {...input}
            onChange={(value) => input.onChange(value as Option)}
            label={<Trans id="financing.option">What to pay</Trans>}
            options={OPTIONS.filter((o) => o !== 'several' || unpaid.length > 1).map((value) => ({
              value,
              label: optionLabel[value],
            }))}
            testId="financing-payment-option"
          />
        )}
      </FormField>
      {option === 'several' ? (
        <FormField of={form} name="count" fallback="2" required>
          {(input) => (
            <SelectInput
              {...input}
              label={<Trans id="financing.count">How many installments</Trans>}
              options={unpaid.slice(1).map((_, index) => ({ value: String(index + 2), label: String(index + 2) }))}
              testId="financing-payment-count"
            />
          )}
        </FormField>
      ) : null}
      <Stack gap="3">
        {option === 'payoff' ? (
          <PayoffRows payoff={quote} />
        ) : (
          <DetailList testId="financing-payment-installments">
            {chosen.map((i) => (
              <DetailRow key={i.id} label={<InstallmentNo no={i.no} />} testId={`financing-payment-item-${i.no}`}>
                <Money amount={i.payable} />
              </DetailRow>
            ))}
            <DetailRow label={<Trans id="financing.total">Total</Trans>} testId="financing-payment-total">
              <Money amount={payableTotal(chosen)} />
            </DetailRow>
          </DetailList>
        )}
      </Stack>
      <FormField of={form} name="sourceAccountNumber" fallback="" required>
        {(input) => <AccountSelect {...input} accounts={accounts} testId="financing-payment-account" />}
      </FormField>
    </ContinueFormScreen>
  );
}

import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { setValue, useForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import { fetchPaymentCard, queryCardDebtEnvelope } from '../../api/card-debt';
import { savedPaymentQueryOptions } from '../../api/saved-payments';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { AccountSelect } from '../../components/inputs/account-select';
import { AmountInput } from '../../components/inputs/amount-input';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { TextInput } from '../../components/text-input';
import type { Account } from '../../contract/accounts';
import type { CardDebtInfo } from '../../contract/card-debt';
import { useActionFlow } from '../../lib/use-action-flow';
import { CardDebtInfoRows } from './card-debt-details';
import { CARD_DEBT_ORIGIN, cardDebtDecision } from './card-debt-decision';
import { cardDebtIssues, type CardDebtFormValues } from './card-debt-rules';

export interface CardDebtPrefill {
  saved?: string;
  payment?: string;
}

/** /dashboard/pay-another-card-debt: any credit card's debt, this bank's or another's, from a TRY account. */
export function PayCardDebtScreen({ search }: { search: CardDebtPrefill }) {
  const navigate = useNavigate();
  const accounts = useQuery(accountsQueryOptions(false));
  const title = <SegmentTitle segment="pay-another-card-debt" />;
  const onBack = () => void navigate({ to: '/dashboard' });
  if (!accounts.isError && accounts.data)
    return (
      <PayCardDebtForm
        title={title}
        onBack={onBack}
        search={search}
        accounts={accounts.data.accounts.filter((a) => !a.isClosed && a.currency === 'TRY')}
      />
    );
  return (
    <PageFrame title={title} onBack={onBack} testId="pay-card-debt">
      <QueryState query={accounts} testId="card-debt-accounts">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}

interface FormProps {
  title: ReactNode;
  onBack: () => void;
  search: CardDebtPrefill;
  accounts: Account[];
}

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 16);

function PayCardDebtForm({ title, onBack, search, accounts }: FormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = useActionFlow();
  // Back from the summary (Edit): the request and the card as they were.
  const pending = cardDebtDecision.pending();
  const kept = pending?.origin === CARD_DEBT_ORIGIN ? pending : undefined;
  const initial = kept ? { cardNumber: kept.request.cardNumber, info: kept.plan.info } : undefined;
  const [queried, setQueriedState] = useState<{ cardNumber: string; info: CardDebtInfo } | undefined>(initial);
  // The form's checks read the queried card (its debt) when they run, outside render.
  const queriedRef = useRef(initial);
  const setQueried = (next: typeof initial) => {
    queriedRef.current = next;
    setQueriedState(next);
  };
  const balanceOf = (number: string) => accounts.find((a) => a.accountNumber === number)?.availableBalance;
  const [form] = useForm<CardDebtFormValues>({
    initialValues: {
      cardNumber: kept?.request.cardNumber ?? '',
      amount: kept?.request.amount ?? '',
      sourceAccountNumber: kept?.request.sourceAccountNumber ?? accounts[0]?.accountNumber ?? '',
    },
    validate: (values) => cardDebtIssues(values, queriedRef.current?.info, balanceOf),
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const runQuery = (cardNumber: string) =>
    flow.run({
      values: { cardNumber },
      call: () => queryCardDebtEnvelope(cardNumber),
      onSuccess: (info) => {
        if (!info) return;
        setQueried({ cardNumber, info });
        setValue(form, 'amount', info.isOwnBank ? (info.statementDebt ?? '') : '', { shouldValidate: false });
      },
    });

  // ?saved= / ?payment=: the card comes from the bank (never a number in the address), then Query runs.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || kept || (!search.saved && !search.payment)) return;
    prefilled.current = true;
    const load = search.saved
      ? queryClient.fetchQuery(savedPaymentQueryOptions(search.saved)).then((d) => d.cardNumber)
      : fetchPaymentCard(search.payment!).then((d) => d.cardNumber);
    void load
      .then((cardNumber) => {
        if (!cardNumber) return;
        setValue(form, 'cardNumber', cardNumber);
        void runQuery(cardNumber);
      })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address it opened with
  }, []);

  const info = queried?.info;
  const submit = (values: CardDebtFormValues) => {
    if (!queried || queried.cardNumber !== values.cardNumber) return runQuery(values.cardNumber);
    const account = accounts.find((a) => a.accountNumber === values.sourceAccountNumber);
    cardDebtDecision.propose(
      CARD_DEBT_ORIGIN,
      {
        cardNumber: values.cardNumber,
        amount: values.amount,
        sourceAccountNumber: values.sourceAccountNumber,
        acceptNextWindow: true,
      },
      { info: queried.info, accountName: account ? `${account.name} (${account.accountNumber})` : '' },
    );
    void navigate({ to: '/dashboard/pay-another-card-debt/summary' });
  };
  const preset = (amount: string | null) => amount && setValue(form, 'amount', amount);

  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={title}
      onBack={onBack}
      testId="pay-card-debt"
      formTestId="card-debt-form"
      submitLabel={info ? <Trans id="cardDebt.continue">Continue</Trans> : <Trans id="cardDebt.query">Query</Trans>}
      submitTestId="card-debt-submit"
      action={flow}
      needsOnline
    >
      <FormField of={form} name="cardNumber" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            onChange={(value) => {
              const next = digitsOnly(value);
              input.onChange(next);
              if (queried && queried.cardNumber !== next) setQueried(undefined);
            }}
            label={<Trans id="cardDebt.cardNumber">Card number</Trans>}
            helper={<Trans id="cardDebt.cardNumberHelp">The 16 digits on the front of the card.</Trans>}
            inputMode="numeric"
            maxLength={16}
            autoComplete="off"
            testId="card-debt-card-number"
          />
        )}
      </FormField>
      {info ? (
        <>
          <CardDebtInfoRows info={info} />
          {info.isOwnBank ? (
            <HStack gap="2" wrap="wrap" aria-label={t({ id: 'cardDebt.quick', message: 'Quick amounts' })} role="group">
              <Button
                size="sm"
                variant="outline"
                onClick={() => preset(info.statementDebt)}
                data-testid="card-debt-pick-statement"
              >
                <Trans id="cardDebt.pickStatement">Statement debt</Trans>
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => preset(info.minimumPayment)}
                data-testid="card-debt-pick-minimum"
              >
                <Trans id="cardDebt.pickMinimum">Minimum payment</Trans>
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => preset(info.currentDebt)}
                data-testid="card-debt-pick-current"
              >
                <Trans id="cardDebt.pickCurrent">Current debt</Trans>
              </Button>
            </HStack>
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="card-debt-interbank-note">
              <Trans id="cardDebt.interbankNote">
                The payment goes to the other bank; it reaches the card when that bank receives it.
              </Trans>
            </Text>
          )}
          <FormField of={form} name="amount" fallback="" required>
            {(input) => <AmountInput {...input} name="amount" testId="card-debt-amount" />}
          </FormField>
          <FormField of={form} name="sourceAccountNumber" fallback="" required>
            {(input) => <AccountSelect {...input} accounts={accounts} testId="card-debt-account" />}
          </FormField>
        </>
      ) : null}
    </FormScreen>
  );
}

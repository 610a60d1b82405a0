import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getValue, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import { cardsQueryOptions } from '../../api/cards';
import { FormField } from '../../components/form-field';
import { ContinueFormScreen } from '../../components/continue-form-screen';
import { AccountSelect } from '../../components/inputs/account-select';
import { AmountInput } from '../../components/inputs/amount-input';
import { SelectInput } from '../../components/inputs/select-input';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import type { Account } from '../../contract/accounts';
import { OWN_CARD_DEBT_OPTIONS } from '../../contract/card-debt';
import type { CardSummary } from '../../contract/cards';
import { formatMoneyText } from '../../contract/money-text';
import { useLanguage } from '../../lib/use-language';
import { OwnCardDebtRows } from './own-card-debt-rows';
import { OWN_CARD_DEBT_ORIGIN, ownCardDebtDecision } from './own-card-debt-decision';
import {
  DEFAULT_OPTION,
  amountOf,
  ownCardDebtIssues,
  payableCards,
  type OwnCardDebtFormValues,
} from './own-card-debt-rules';

/** /dashboard/debt_payment (?cardId=): pay one of my credit cards' debt from a TRY account. */
export function PayOwnCardScreen({ cardId }: { cardId?: string }) {
  const navigate = useNavigate();
  const accounts = useQuery(accountsQueryOptions(false));
  const cards = useQuery(cardsQueryOptions());
  const title = <SegmentTitle segment="debt_payment" />;
  const onBack = () => void navigate({ to: '/dashboard/credit-cards' });
  if (accounts.data && cards.data)
    return (
      <PayOwnCardForm
        title={title}
        onBack={onBack}
        cardId={cardId}
        cards={payableCards(cards.data.cards)}
        accounts={accounts.data.accounts.filter((a) => !a.isClosed && a.currency === 'TRY')}
      />
    );
  return (
    <PageFrame title={title} onBack={onBack} testId="debt-payment">
      <QueryState query={accounts} testId="debt-payment-accounts">
        {() => (
          <QueryState query={cards} testId="debt-payment-cards">
            {() => null}
          </QueryState>
        )}
      </QueryState>
    </PageFrame>
  );
}

interface FormProps {
  title: ReactNode;
  onBack: () => void;
  cardId?: string;
  cards: CardSummary[];
  accounts: Account[];
}

function PayOwnCardForm({ title, onBack, cardId, cards, accounts }: FormProps) {
  // The selected card and option drive the rows and fields shown: read their signals here.
  useSignals();
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  // Back from the summary (Edit): the request as it was.
  const pending = ownCardDebtDecision.pending();
  const kept = pending?.origin === OWN_CARD_DEBT_ORIGIN ? pending.request : undefined;
  const first = cards.find((card) => card.id === cardId) ?? cards[0];
  const cardOf = (id: string | undefined) => cards.find((card) => card.id === id);
  const balanceOf = (number: string) => accounts.find((a) => a.accountNumber === number)?.availableBalance;
  const [form] = useForm<OwnCardDebtFormValues>({
    initialValues: {
      cardId: kept?.cardId ?? first?.id ?? '',
      option: kept?.option ?? DEFAULT_OPTION,
      amount: kept?.amount ?? '',
      sourceAccountNumber: kept?.sourceAccountNumber ?? accounts[0]?.accountNumber ?? '',
    },
    validate: (values) => ownCardDebtIssues(values, cardOf(values.cardId), balanceOf),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  if (cards.length === 0)
    return (
      <PageFrame title={title} onBack={onBack} testId="debt-payment">
        <Text data-testid="debt-payment-empty">
          <Trans id="debtPayment.noCards">You have no credit card to pay.</Trans>
        </Text>
      </PageFrame>
    );
  const selected = cardOf(getValue(form, 'cardId'));
  const money = (amount: string | null) => (amount === null ? '' : formatMoneyText(amount, 'TRY', language));
  const submit = (values: OwnCardDebtFormValues) => {
    const card = cardOf(values.cardId)!;
    const account = accounts.find((a) => a.accountNumber === values.sourceAccountNumber);
    ownCardDebtDecision.propose(
      OWN_CARD_DEBT_ORIGIN,
      {
        cardId: card.id,
        option: values.option,
        ...(values.option === 'Other' ? { amount: values.amount } : {}),
        sourceAccountNumber: values.sourceAccountNumber,
      },
      {
        card,
        amount: amountOf(values, card),
        accountName: account ? `${account.name} (${account.accountNumber})` : '',
      },
    );
    void navigate({ to: '/dashboard/debt_payment/summary' });
  };
  return (
    <ContinueFormScreen of={form} onSubmit={submit} title={title} onBack={onBack} testId="debt-payment">
      <FormField of={form} name="cardId" fallback="" required>
        {(input) => (
          <SelectInput
            {...input}
            label={<Trans id="debtPayment.card">Credit card</Trans>}
            options={cards.map((card) => ({
              value: card.id,
              label: `${card.nickname ?? card.productName} · ${card.maskedNumber}`,
            }))}
            testId="debt-payment-card"
          />
        )}
      </FormField>
      {selected ? <OwnCardDebtRows card={selected} /> : null}
      <FormField of={form} name="option" fallback={DEFAULT_OPTION} required>
        {(input) => {
          const card = selected;
          return (
            <SelectInput
              {...input}
              onChange={(value) => input.onChange(value as OwnCardDebtFormValues['option'])}
              label={<Trans id="debtPayment.option">How much</Trans>}
              options={OWN_CARD_DEBT_OPTIONS.map((value) => ({
                value,
                label:
                  value === 'Other'
                    ? t({ id: 'debtPayment.option.other', message: 'Another amount' })
                    : value === 'PeriodDebt'
                      ? `${t({ id: 'debtPayment.option.period', message: 'Period debt' })} · ${money(card?.periodDebt ?? null)}`
                      : `${t({ id: 'debtPayment.option.minimum', message: 'Minimum payment' })} · ${money(card?.minimumPayment ?? null)}`,
              }))}
              testId="debt-payment-option"
            />
          );
        }}
      </FormField>
      {getValue(form, 'option') === 'Other' ? (
        <FormField of={form} name="amount" fallback="" required>
          {(input) => (
            <AmountInput
              {...input}
              name="amount"
              label={<Trans id="debtPayment.amount">Amount</Trans>}
              testId="debt-payment-amount"
            />
          )}
        </FormField>
      ) : null}
      <FormField of={form} name="sourceAccountNumber" fallback="" required>
        {(input) => <AccountSelect {...input} accounts={accounts} testId="debt-payment-account" />}
      </FormField>
    </ContinueFormScreen>
  );
}

import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getValue, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { invalidateAccountData } from '../../api/account-cache';
import { accountsQueryOptions } from '../../api/accounts';
import {
  fetchMarketQuote,
  marketKeys,
  marketOverviewQueryOptions,
  marketTrade,
  marketTradeQueryOptions,
} from '../../api/market';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { Countdown } from '../../components/countdown';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { AccountSelect } from '../../components/inputs/account-select';
import { AmountInput } from '../../components/inputs/amount-input';
import { SelectInput } from '../../components/inputs/select-input';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import type { Account } from '../../contract/accounts';
import {
  MARKET_INSTRUMENTS,
  MARKET_SIDES,
  type MarketInstrument,
  type MarketOverview,
  type MarketQuote,
  type MarketSide,
  type MarketTradeSearch,
} from '../../contract/market';
import { IssueKey } from '../../contract/message-codes';
import { MINOR_DIGITS } from '../../contract/money';
import { currencyUnit } from '../../contract/money-text';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { useActionFlow } from '../../lib/use-action-flow';
import { useDecisionAction } from '../../lib/use-decision-action';
import { isWaitingOperation } from '../../lib/waiting-operation';
import { INSTRUMENT_NAMES } from './market-labels';
import { TradeDone } from './market-trade-done';
import { MarketTradeWaiting } from './market-trade-waiting';
import { InstrumentRow, TradeFigures } from './trade-figures';

type TradeFormValues = {
  side: MarketSide;
  instrument: MarketInstrument;
  tryAccountNumber: string;
  amount: string;
};

/** An amount in the instrument's units: at most its minor digits (2 for money, 4 for grams of metal). */
const amountPattern = (instrument: MarketInstrument | undefined) =>
  new RegExp(`^\\d{1,15}(?:\\.\\d{1,${MINOR_DIGITS[instrument ?? 'USD']}})?$`);

/** The form's own checks: an amount above zero (in the instrument's units), a TRY account. */
export const tradeIssues = (values: Partial<TradeFormValues>): Partial<Record<keyof TradeFormValues, string>> => {
  const issues: Partial<Record<keyof TradeFormValues, string>> = {};
  if (!values.amount) issues.amount = IssueKey.Required;
  else if (!amountPattern(values.instrument).test(values.amount)) issues.amount = IssueKey.Invalid;
  else if (Number(values.amount) <= 0) issues.amount = IssueKey.AmountNotPositive;
  if (!values.tryAccountNumber) issues.tryAccountNumber = IssueKey.Required;
  return issues;
};

/**
 * /dashboard/currency-and-precious-metals/buy (?instrument=&side=): buy or sell an amount of an
 * instrument (in its units, grams for metals) against a TRY account: the form, then the bank's quote
 * with its countdown (confirm or ask again), then the trade with its receipt, or (a corporate maker's
 * trade that needs approvals, 995) the waiting state.
 */
export function MarketTradeScreen({ instrument, side, trade }: MarketTradeSearch) {
  const navigate = useNavigate();
  const accounts = useQuery(accountsQueryOptions(false));
  const overview = useQuery(marketOverviewQueryOptions());
  const title = <SegmentTitle segment="buy" />;
  const onBack = () => void navigate({ to: '/dashboard/currency-and-precious-metals' });
  if (trade) return <TradeDoneById tradeId={trade} title={title} onBack={onBack} />;
  if (accounts.data && overview.data)
    return (
      <TradeFlow
        title={title}
        onBack={onBack}
        instrument={instrument ?? 'USD'}
        side={side ?? MARKET_SIDES[0]}
        overview={overview.data}
        accounts={accounts.data.accounts.filter((a) => !a.isClosed && a.currency === 'TRY' && a.kind === 'Current')}
      />
    );
  return (
    <PageFrame title={title} onBack={onBack} testId="market-trade">
      <QueryState query={accounts} testId="market-trade-accounts">
        {() => (
          <QueryState query={overview} testId="market-trade-overview">
            {() => null}
          </QueryState>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** The done trade the address names (`?trade=`): read from the cache the trade filled, or the server. */
function TradeDoneById({ tradeId, title, onBack }: { tradeId: string; title: ReactNode; onBack: () => void }) {
  const navigate = useNavigate();
  const trade = useQuery(marketTradeQueryOptions(tradeId));
  if (trade.data)
    return (
      <TradeDone
        trade={trade.data}
        title={title}
        onBack={onBack}
        onAgain={() =>
          void navigate({
            to: '/dashboard/currency-and-precious-metals/buy',
            search: { instrument: trade.data.instrument, side: trade.data.side },
          })
        }
      />
    );
  return (
    <PageFrame title={title} onBack={onBack} testId="market-done">
      <QueryState query={trade} testId="market-done-trade">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}

interface FlowProps {
  title: ReactNode;
  onBack: () => void;
  instrument: MarketInstrument;
  side: MarketSide;
  overview: MarketOverview;
  accounts: Account[];
}

function TradeFlow({ title, onBack, instrument, side, overview, accounts }: FlowProps) {
  // The chosen instrument names the amount's unit: read its signal here.
  useSignals();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const quoteFlow = useActionFlow();
  const decision = useDecisionAction();
  const [quoted, setQuoted] = useState<{ quote: MarketQuote; values: TradeFormValues; seconds: number } | undefined>();
  const [expired, setExpired] = useState(false);
  const [waiting, setWaiting] = useState<WaitingOperation>();
  const navigate = useNavigate();
  const [form] = useForm<TradeFormValues>({
    initialValues: { side, instrument, tryAccountNumber: accounts[0]?.accountNumber ?? '', amount: '' },
    validate: tradeIssues,
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const askQuote = (values: TradeFormValues) =>
    quoteFlow.run({
      values,
      call: () => fetchMarketQuote({ instrument: values.instrument, side: values.side, amount: values.amount }),
      suppressSnackbar: true,
      onSuccess: (quote) => {
        if (!quote) return;
        setExpired(false);
        // The countdown runs from what is left of the quote's validity when it arrives.
        const seconds = Math.max(0, Math.round((Date.parse(quote.expiresAt) - Date.now()) / 1000));
        setQuoted({ quote, values, seconds });
      },
    });

  const confirm = () => {
    if (!quoted) return;
    const { quote, values } = quoted;
    void decision.submit(
      {
        quoteId: quote.quoteId,
        instrument: quote.instrument,
        side: quote.side,
        amount: quote.amount,
        tryAccountNumber: values.tryAccountNumber,
      },
      {
        call: (key, sent) => marketTrade(sent, key),
        suppressSnackbar: true,
        onDone: (data) => {
          void invalidateAccountData(queryClient);
          void queryClient.invalidateQueries({ queryKey: marketKeys.overview() });
          if (!data) return;
          if (isWaitingOperation(data)) {
            setWaiting(data);
            return;
          }
          // The done trade gets its own address (?trade=): a reload or a shared tab shows it again.
          queryClient.setQueryData(marketKeys.trade(data.tradeId), data);
          void navigate({
            to: '/dashboard/currency-and-precious-metals/buy',
            search: { instrument: data.instrument, side: data.side, trade: data.tradeId },
            replace: true,
          });
        },
      },
    );
  };

  if (waiting)
    return (
      <MarketTradeWaiting
        operation={waiting}
        onAgain={() => {
          setWaiting(undefined);
          setQuoted(undefined);
        }}
      />
    );
  if (quoted) {
    const { quote } = quoted;
    return (
      <PageFrame
        title={title}
        onBack={() => setQuoted(undefined)}
        testId="market-quote"
        actions={
          <>
            <Button variant="outline" onClick={() => setQuoted(undefined)} data-testid="market-quote-edit">
              <Trans id="market.quote.edit">Edit</Trans>
            </Button>
            <Button
              variant="outline"
              onClick={() => void askQuote(quoted.values)}
              loading={quoteFlow.busy}
              data-testid="market-quote-again"
            >
              <Trans id="market.quote.again">New price</Trans>
            </Button>
            <Button onClick={confirm} loading={decision.busy} disabled={expired} data-testid="market-quote-confirm">
              {quote.side === 'Buy' ? (
                <Trans id="market.quote.confirmBuy">Confirm purchase</Trans>
              ) : (
                <Trans id="market.quote.confirmSell">Confirm sale</Trans>
              )}
            </Button>
          </>
        }
      >
        <Stack gap="4" maxWidth="2xl">
          <DetailList testId="market-quote-details">
            <InstrumentRow instrument={quote.instrument} />
            <DetailRow label={<Trans id="market.quote.side">Transaction</Trans>}>
              {quote.side === 'Buy' ? (
                <Trans id="market.side.buy">Buy</Trans>
              ) : (
                <Trans id="market.side.sell">Sell</Trans>
              )}
            </DetailRow>
            <TradeFigures figures={quote} testIdPrefix="market-quote" />
            <DetailRow
              label={
                quote.side === 'Buy' ? (
                  <Trans id="market.quote.totalPay">You pay</Trans>
                ) : (
                  <Trans id="market.quote.totalReceive">You receive</Trans>
                )
              }
            >
              <Money amount={quote.totalAmount} testId="market-quote-total" />
            </DetailRow>
          </DetailList>
          {expired ? (
            <Alert.Root status="warning" data-testid="market-quote-expired">
              <Alert.Indicator />
              <Alert.Description>
                <Trans id="market.quote.expired">The price has expired. Ask for a new price.</Trans>
              </Alert.Description>
            </Alert.Root>
          ) : (
            <Text data-testid="market-quote-validity">
              <Trans id="market.quote.validFor">This price holds for</Trans>{' '}
              <Countdown
                key={quote.quoteId}
                seconds={quoted.seconds}
                onComplete={() => setExpired(true)}
                testId="market-quote-countdown"
              />
            </Text>
          )}
        </Stack>
        <ActionFlowDialogs state={quoteFlow.dialogs} />
        <ActionFlowDialogs state={decision.dialogs} />
      </PageFrame>
    );
  }

  const closedName = (name: string) =>
    t({ id: 'market.trade.instrumentClosed', message: `${name} (outside trading hours)` });
  const closed = (code: MarketInstrument) => !overview.instruments.find((i) => i.instrument === code)?.isOpen;
  return (
    <FormScreen
      of={form}
      onSubmit={askQuote}
      title={title}
      onBack={onBack}
      testId="market-trade"
      formTestId="market-trade-form"
      submitLabel={<Trans id="market.trade.getPrice">Get price</Trans>}
      submitTestId="market-trade-submit"
      action={quoteFlow}
      needsOnline
    >
      <FormField of={form} name="side" fallback={side} required>
        {(input) => (
          <SelectInput
            {...input}
            onChange={(value) => input.onChange(value as MarketSide)}
            label={<Trans id="market.trade.side">Transaction</Trans>}
            options={MARKET_SIDES.map((value) => ({
              value,
              label:
                value === 'Buy'
                  ? t({ id: 'market.side.buy', message: 'Buy' })
                  : t({ id: 'market.side.sell', message: 'Sell' }),
            }))}
            testId="market-trade-side"
          />
        )}
      </FormField>
      <FormField of={form} name="instrument" fallback={instrument} required>
        {(input) => (
          <SelectInput
            {...input}
            onChange={(value) => input.onChange(value as MarketInstrument)}
            label={<Trans id="market.trade.instrument">Currency or metal</Trans>}
            options={MARKET_INSTRUMENTS.map((value) => ({
              value,
              label: closed(value) ? closedName(i18n._(INSTRUMENT_NAMES[value])) : i18n._(INSTRUMENT_NAMES[value]),
            }))}
            testId="market-trade-instrument"
          />
        )}
      </FormField>
      <FormField of={form} name="amount" fallback="" required>
        {(input) => (
          <AmountInput
            {...input}
            name="amount"
            currencyLabel={currencyUnit(getValue(form, 'instrument') ?? instrument)}
            digits={MINOR_DIGITS[getValue(form, 'instrument') ?? instrument]}
            label={<Trans id="market.trade.amount">Amount (in the currency, or grams of metal)</Trans>}
            testId="market-trade-amount"
          />
        )}
      </FormField>
      <FormField of={form} name="tryAccountNumber" fallback="" required>
        {(input) => (
          <AccountSelect
            {...input}
            accounts={accounts}
            label={<Trans id="market.trade.account">TL account</Trans>}
            testId="market-trade-account"
          />
        )}
      </FormField>
    </FormScreen>
  );
}

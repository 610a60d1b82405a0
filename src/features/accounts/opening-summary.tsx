import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import type { AccountProducts, CreateAccountRequest } from '../../contract/account-management';
import type { Account } from '../../contract/accounts';
import { formatPercentText, formatRateText } from '../../contract/money-text';
import type { ExchangeQuote } from '../../contract/transfers';
import { useLanguage } from '../../lib/use-language';

export interface OpeningSummaryProps {
  request: CreateAccountRequest;
  products: AccountProducts;
  source: Account | undefined;
  quote?: ExchangeQuote;
}

/** What the confirm popup shows before an account is opened: product, pool ratio, source, amount and the quote. */
export function OpeningSummary({ request, products, source, quote }: OpeningSummaryProps) {
  const { t } = useLingui();
  const pool = products.participation.pools.find((p) => p.code === request.poolCode);
  const participation = request.kind === 'Participation';
  const months = request.termMonths;
  const language = useLanguage();
  const spread = quote ? formatPercentText(quote.spreadPercent, language, { maxFraction: 4 }) : '';
  const item = (label: string, value: ReactNode, testId?: string) => (
    <DetailRow label={label} testId={testId}>
      {value}
    </DetailRow>
  );
  return (
    <Stack gap="3" data-testid="opening-summary">
      <DetailList>
        {item(
          t({ id: 'createAccount.kind', message: 'Account type' }),
          participation
            ? t({ id: 'createAccount.kind.participation', message: 'Participation account' })
            : t({ id: 'createAccount.kind.current', message: 'Private current account (no return)' }),
        )}
        {item(t({ id: 'createAccount.currency', message: 'Currency' }), request.currency)}
        {participation && request.termMonths
          ? item(
              t({ id: 'createAccount.term', message: 'Term' }),
              t({ id: 'createAccount.termOption', message: `${months} months` }),
            )
          : null}
        {pool
          ? item(
              t({ id: 'createAccount.pool', message: 'Profit-sharing pool' }),
              `${pool.name} (${pool.profitShareRatio}/${100 - pool.profitShareRatio})`,
              'summary-pool',
            )
          : null}
        {item(
          t({ id: 'createAccount.source', message: 'Pay from' }),
          source ? `${source.name} (${source.accountNumber})` : request.sourceAccountNumber,
        )}
        {item(
          t({ id: 'createAccount.amount', message: 'Opening amount' }),
          <Money amount={request.amount} currency={request.currency} />,
          'summary-amount',
        )}
        {quote
          ? item(
              t({ id: 'createAccount.debited', message: 'Taken from your account' }),
              <Money amount={quote.sourceAmount} currency={quote.sourceCurrency} />,
              'summary-debited',
            )
          : null}
        {quote
          ? item(
              t({ id: 'createAccount.rate', message: 'Exchange rate' }),
              formatRateText(quote.rate, language),
              'summary-rate',
            )
          : null}
      </DetailList>
      {quote ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans id="createAccount.quoteNote">
            The rate includes the bank's spread of {spread} and holds for a short time; if it runs out, continue again
            for a new one.
          </Trans>
        </Text>
      ) : null}
      {participation ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans id="createAccount.maturityNote">
            The profit share is not promised: it is known at maturity, from the pool's results.
          </Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

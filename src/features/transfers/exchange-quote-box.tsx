import { Alert, Box, Spinner } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { fetchExchangeQuote, transferKeys } from '../../api/transfers';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import type { ExchangeQuote } from '../../contract/transfers';
import { errorText } from '../../lib/api-error';
import { formatPercentText, formatRateText } from '../../contract/money-text';
import { useLanguage } from '../../lib/use-language';

export interface QuoteInput {
  sourceAccountNumber: string;
  targetAccountNumber: string;
  amount: string;
}

/** Milliseconds until a quote expires (never below 1 s, so an old clock does not loop). */
export const msUntilExpiry = (quote: ExchangeQuote, now = Date.now()): number =>
  Math.max(Date.parse(quote.expiresAt) - now, 1000);

/** A live quote for a cross-currency virement, asked again whenever it expires. */
export const useExchangeQuote = (input: QuoteInput | undefined) => {
  return useQuery({
    queryKey: [...transferKeys.all, 'quote', input],
    queryFn: () => fetchExchangeQuote(input as QuoteInput),
    enabled: Boolean(input),
    refetchInterval: (query) => (query.state.data ? msUntilExpiry(query.state.data) : false),
    staleTime: 0,
    gcTime: 0,
  });
};

/** Shows the applied rate, the mid rate with the bank's spread, and what arrives (label/value rows of the kit). */
export function ExchangeQuoteBox({ query }: { query: ReturnType<typeof useExchangeQuote> }) {
  const { t } = useLingui();
  const language = useLanguage();
  if (query.isPending && query.fetchStatus === 'idle') return null;
  if (query.isPending)
    return (
      <Spinner
        size="sm"
        color="brand.solid"
        aria-label={t({ id: 'transfer.quote.loading', message: 'Getting the exchange rate' })}
      />
    );
  if (query.isError)
    return (
      <Alert.Root status="error" data-testid="exchange-quote-error">
        <Alert.Indicator />
        <Alert.Description>
          {errorText(query.error) ??
            t({ id: 'transfer.quote.error', message: 'No exchange rate could be given. Try again.' })}
        </Alert.Description>
      </Alert.Root>
    );
  const quote = query.data;
  return (
    <Box data-testid="exchange-quote" aria-live="polite">
      <DetailList>
        <DetailRow label={<Trans id="transfer.quote.rate">Exchange rate</Trans>} testId="exchange-quote-rate">
          1 {quote.targetCurrency} = {formatRateText(quote.rate, language)} {quote.sourceCurrency}
        </DetailRow>
        <DetailRow label={<Trans id="transfer.quote.spread">Mid rate and spread</Trans>} testId="exchange-quote-spread">
          {formatRateText(quote.midRate, language)} · {formatPercentText(quote.spreadPercent, language)}
        </DetailRow>
        <DetailRow label={<Trans id="transfer.quote.receives">Arrives</Trans>}>
          <Money amount={quote.targetAmount} currency={quote.targetCurrency} testId="exchange-quote-target" />
        </DetailRow>
      </DetailList>
    </Box>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { currencyUnit } from '../../contract/money-text';
import type { MarketInstrument, MarketSide } from '../../contract/market';
import { INSTRUMENT_NAMES } from './market-labels';
import { PriceText } from './price-text';

export interface TradeFigureValues {
  instrument: MarketInstrument;
  side: MarketSide;
  amount: string;
  rate: string;
  tryAmount: string;
  taxAmount: string;
}

/** The instrument's row of a quote or a trade. */
export function InstrumentRow({ instrument }: { instrument: MarketInstrument }) {
  const { i18n } = useLingui();
  return (
    <DetailRow label={<Trans id="market.quote.instrument">Instrument</Trans>}>
      {i18n._(INSTRUMENT_NAMES[instrument])}
    </DetailRow>
  );
}

/**
 * The money rows of a quote or a trade: the amount in the instrument's units, the price, the TL
 * amount and, on a purchase, the BSMV; `testIdPrefix` names them (`market-quote`, `market-done`).
 */
export function TradeFigures({ figures, testIdPrefix }: { figures: TradeFigureValues; testIdPrefix: string }) {
  return (
    <>
      <DetailRow label={<Trans id="market.quote.amount">Amount</Trans>}>
        <Money amount={figures.amount} currency={figures.instrument} testId={`${testIdPrefix}-amount`} />
      </DetailRow>
      <DetailRow label={<Trans id="market.quote.rate">Price</Trans>}>
        <span data-testid={`${testIdPrefix}-rate`}>
          <PriceText rate={figures.rate} unit={currencyUnit(figures.instrument)} />
        </span>
      </DetailRow>
      <DetailRow label={<Trans id="market.quote.tryAmount">TL amount</Trans>}>
        <Money amount={figures.tryAmount} testId={`${testIdPrefix}-try`} />
      </DetailRow>
      {figures.side === 'Buy' ? (
        <DetailRow label={<Trans id="market.quote.tax">BSMV (foreign exchange tax)</Trans>}>
          <Money amount={figures.taxAmount} testId={`${testIdPrefix}-tax`} />
        </DetailRow>
      ) : null}
    </>
  );
}

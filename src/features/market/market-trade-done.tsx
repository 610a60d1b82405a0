import { Alert, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { receiptPdf } from '../../api/last-transactions';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { PageFrame } from '../../components/page-frame';
import { PdfButton } from '../../components/pdf-button';
import type { MarketTrade } from '../../contract/market';
import { InstrumentRow, TradeFigures } from './trade-figures';

/** The trade done: what was bought or sold at which price, the accounts, the receipt (dekont). */
export function TradeDone({
  trade,
  title,
  onBack,
  onAgain,
}: {
  trade: MarketTrade;
  title: ReactNode;
  onBack: () => void;
  onAgain: () => void;
}) {
  const { t } = useLingui();
  return (
    <PageFrame
      title={title}
      onBack={onBack}
      testId="market-done"
      actions={
        <>
          <PdfButton
            load={() => receiptPdf(trade.journalId)}
            title={t({ id: 'market.done.receiptTitle', message: 'Receipt' })}
            testId="market-done-receipt"
          >
            <Trans id="market.done.receipt">Receipt (dekont)</Trans>
          </PdfButton>
          <Button variant="outline" onClick={onAgain} data-testid="market-done-again">
            <Trans id="market.done.again">New transaction</Trans>
          </Button>
          <Button onClick={onBack} data-testid="market-done-list">
            <Trans id="market.done.list">Back to prices</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="4" maxWidth="2xl">
        <Alert.Root status="success" data-testid="market-done-message">
          <Alert.Indicator />
          <Alert.Description>
            {trade.side === 'Buy' ? (
              <Trans id="market.done.bought">The purchase is done.</Trans>
            ) : (
              <Trans id="market.done.sold">The sale is done.</Trans>
            )}
          </Alert.Description>
        </Alert.Root>
        <DetailList testId="market-done-details">
          <InstrumentRow instrument={trade.instrument} />
          <TradeFigures figures={trade} testIdPrefix="market-done" />
          <DetailRow label={<Trans id="market.done.tryAccount">TL account</Trans>}>{trade.tryAccountNumber}</DetailRow>
          <DetailRow label={<Trans id="market.done.instrumentAccount">Currency or metal account</Trans>}>
            <span data-testid="market-done-instrument-account">
              {trade.instrumentAccountNumber}
              {trade.accountOpened ? (
                <>
                  {' '}
                  <Trans id="market.done.opened">(opened with this transaction)</Trans>
                </>
              ) : null}
            </span>
          </DetailRow>
        </DetailList>
      </Stack>
    </PageFrame>
  );
}

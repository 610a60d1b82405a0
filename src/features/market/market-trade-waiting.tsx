import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { WaitingOperationScreen } from '../../components/waiting-operation-screen';
import type { WaitingOperation } from '../../contract/waiting-operation';

/**
 * A corporate maker's trade stored to wait for approvals (issue 17, 995): the waiting state instead of
 * the receipt, and that the bank trades at its price of the moment the approvals are complete (the
 * quote has expired by then). It lives in memory: a reload goes back to the form.
 */
export function MarketTradeWaiting({ operation, onAgain }: { operation: WaitingOperation; onAgain: () => void }) {
  return (
    <WaitingOperationScreen
      operation={operation}
      testId="market-waiting"
      note={
        <Trans id="market.waiting.price">
          The quote was indicative: the trade is made at the bank’s price when the last approval is given, within
          trading hours.
        </Trans>
      }
      actions={
        <>
          <Button variant="outline" onClick={onAgain} data-testid="market-done-again">
            <Trans id="market.done.again">New transaction</Trans>
          </Button>
          <Button asChild>
            <Link to="/dashboard/currency-and-precious-metals" data-testid="market-done-list">
              <Trans id="market.done.list">Back to prices</Trans>
            </Link>
          </Button>
        </>
      }
    />
  );
}

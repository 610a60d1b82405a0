import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { WaitingOperationScreen } from '../../components/waiting-operation-screen';
import type { WaitingOperation } from '../../contract/waiting-operation';

/**
 * A corporate maker's card debt payment stored to wait for approvals (issue 17, 995): the waiting
 * state instead of the receipt, with the success screen's ways on (another card, or one's credit
 * cards, and home). It lives in memory: a reload goes back to the form.
 */
export function CardDebtWaiting({ operation, own }: { operation: WaitingOperation; own: boolean }) {
  return (
    <WaitingOperationScreen operation={operation} testId="card-debt-waiting" actions={<CardDebtWays own={own} />} />
  );
}

/** The ways on after a card debt payment, paid or waiting: one's credit cards (own card) or another card, and home. */
export function CardDebtWays({ own }: { own: boolean }) {
  return (
    <>
      {own ? (
        <Button asChild variant="outline">
          <Link to="/dashboard/credit-cards" data-testid="card-debt-cards">
            <Trans id="cardDebt.myCreditCards">My credit cards</Trans>
          </Link>
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to="/dashboard/pay-another-card-debt" data-testid="card-debt-new">
            <Trans id="cardDebt.new">Pay another card</Trans>
          </Link>
        </Button>
      )}
      <Button asChild>
        <Link to="/dashboard" data-testid="card-debt-home">
          <Trans id="cardDebt.home">Home</Trans>
        </Link>
      </Button>
    </>
  );
}

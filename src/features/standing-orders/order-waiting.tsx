import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { WaitingOperationScreen } from '../../components/waiting-operation-screen';
import type { WaitingOperation } from '../../contract/waiting-operation';

/**
 * A corporate maker's new standing order stored to wait for approvals (issue 17, 995): the waiting
 * state instead of "the standing order is set up"; the order is made when the approvals are given.
 * It lives in memory: a reload goes back to the form.
 */
export function OrderWaiting({ operation }: { operation: WaitingOperation }) {
  return (
    <WaitingOperationScreen
      operation={operation}
      testId="order-waiting"
      note={
        <Trans id="standingOrders.waitingNote">
          The standing order is set up when the approvals are given, if they come before its first payment date.
        </Trans>
      }
      actions={
        <Button asChild variant="outline">
          <Link to="/dashboard/my-orders">
            <Trans id="standingOrders.toList">My standing orders</Trans>
          </Link>
        </Button>
      }
    />
  );
}

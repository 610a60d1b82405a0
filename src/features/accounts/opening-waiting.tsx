import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { WaitingOperationScreen } from '../../components/waiting-operation-screen';
import type { WaitingOperation } from '../../contract/waiting-operation';

/**
 * A corporate maker's account opening stored to wait for approvals (issue 17, 995): the waiting state
 * instead of "the account is open"; the account opens when the approvals are given. It lives in
 * memory: a reload goes back to the form.
 */
export function OpeningWaiting({ operation }: { operation: WaitingOperation }) {
  return (
    <WaitingOperationScreen
      operation={operation}
      testId="create-waiting"
      actions={
        <Button asChild variant="outline">
          <Link to="/dashboard/my-accounts">
            <Trans id="createAccount.toList">My accounts</Trans>
          </Link>
        </Button>
      }
    />
  );
}

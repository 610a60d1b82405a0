import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { invalidateAccountData } from '../../api/account-cache';
import { executeTransfer, transferKeys } from '../../api/transfers';
import { SegmentTitle } from '../../components/segment-title';
import { SummaryConfirmScreen } from '../../components/summary-confirm-screen';
import type { TransferForm } from '../../contract/transfer-routes';
import type { ExecuteTransferRequest } from '../../contract/transfers';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { WaitingOperationScreen } from '../../components/waiting-operation-screen';
import { TransferDetails } from './transfer-details';
import { asTransferForm, isReceipt, isTransferOutcome, transferDecision } from './transfer-decision';

/**
 * /dashboard/transaction-summary: the previewed transfer and Confirm, on the summary-confirm kit (one
 * Idempotency-Key per decision, kept in the decision store). Without a transfer in memory (a reload)
 * it goes back to the form. A corporate maker's transfer that needs approvals is stored to wait (995):
 * the page then shows the waiting state instead of going to the receipt.
 */
export function TransactionSummaryScreen({ from }: { from?: TransferForm }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<{ operation: WaitingOperation; origin: TransferForm }>();
  if (waiting)
    return (
      <WaitingOperationScreen
        operation={waiting.operation}
        testId="transfer-waiting"
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/dashboard/${waiting.origin}`} data-testid="success-new-transfer">
                <Trans id="transfer.success.new">New transfer</Trans>
              </Link>
            </Button>
            <Button asChild>
              <Link to="/dashboard" data-testid="success-home">
                <Trans id="transfer.success.home">Home</Trans>
              </Link>
            </Button>
          </>
        }
      />
    );
  return (
    <SummaryConfirmScreen
      decision={transferDecision}
      title={<SegmentTitle segment="transaction-summary" />}
      whenMissing={<Navigate to={`/dashboard/${from ?? 'to-iban'}`} replace />}
      details={(summary) => <TransferDetails summary={summary} />}
      execute={(request, key) => executeTransfer(request as ExecuteTransferRequest, key)}
      isOutcome={isTransferOutcome}
      onBack={(origin) => void navigate({ to: `/dashboard/${asTransferForm(origin)}` })}
      onDone={(outcome, pending) => {
        if (!isReceipt(outcome)) {
          setWaiting({ operation: outcome, origin: asTransferForm(pending.origin) });
          return;
        }
        queryClient.setQueryData(transferKeys.detail(outcome.transferId), outcome);
        void queryClient.invalidateQueries({ queryKey: transferKeys.list(50) });
        void invalidateAccountData(queryClient);
        void navigate({
          to: '/dashboard/success-page',
          search: { id: outcome.transferId, from: asTransferForm(pending.origin) },
        });
      }}
    />
  );
}

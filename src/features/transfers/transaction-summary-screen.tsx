import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { invalidateAccountData } from '../../api/account-cache';
import { executeTransfer, transferKeys } from '../../api/transfers';
import { SegmentTitle } from '../../components/segment-title';
import { SummaryConfirmScreen } from '../../components/summary-confirm-screen';
import type { TransferForm } from '../../contract/transfer-routes';
import type { ExecuteTransferRequest } from '../../contract/transfers';
import { TransferDetails } from './transfer-details';
import { asTransferForm, isReceipt, transferDecision } from './transfer-decision';

/**
 * /dashboard/transaction-summary: the previewed transfer and Confirm, on the summary-confirm kit (one
 * Idempotency-Key per decision, kept in the decision store). Without a transfer in memory (a reload)
 * it goes back to the form.
 */
export function TransactionSummaryScreen({ from }: { from?: TransferForm }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <SummaryConfirmScreen
      decision={transferDecision}
      title={<SegmentTitle segment="transaction-summary" />}
      whenMissing={<Navigate to={`/dashboard/${from ?? 'to-iban'}`} replace />}
      details={(summary) => <TransferDetails summary={summary} />}
      execute={(request, key) => executeTransfer(request as ExecuteTransferRequest, key)}
      isOutcome={isReceipt}
      onBack={(origin) => void navigate({ to: `/dashboard/${asTransferForm(origin)}` })}
      onDone={(receipt, pending) => {
        queryClient.setQueryData(transferKeys.detail(receipt.transferId), receipt);
        void queryClient.invalidateQueries({ queryKey: transferKeys.list(50) });
        void invalidateAccountData(queryClient);
        void navigate({
          to: '/dashboard/success-page',
          search: { id: receipt.transferId, from: asTransferForm(pending.origin) },
        });
      }}
    />
  );
}

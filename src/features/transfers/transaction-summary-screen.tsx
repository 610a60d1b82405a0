import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { invalidateAccountData } from '../../api/account-cache';
import { executeTransfer, transferKeys } from '../../api/transfers';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { OfflineDisabledReason } from '../../components/offline-disabled-reason';
import { PageFrame } from '../../components/page-frame';
import type { TransferForm } from '../../contract/transfer-routes';
import type { ExecuteTransferRequest, TransferReceipt, TransferRequest } from '../../contract/transfers';
import { useUpdateBlocker } from '../../lib/app-update';
import { useActionFlow } from '../../lib/use-action-flow';
import { useOnline } from '../../lib/use-online';
import { transferFlow, type PendingTransfer } from './transfer-flow-store';
import { TransferDetails } from './transfer-details';

const isReceipt = (data: unknown): data is TransferReceipt =>
  typeof data === 'object' && data !== null && 'transferId' in data && 'status' in data;

/**
 * /dashboard/transaction-summary: the previewed transfer and Confirm. One Idempotency-Key is made
 * when this step opens and sent with every retry and with the code re-post. Without a transfer in
 * memory (a reload) it goes back to the form.
 */
export function TransactionSummaryScreen({ from }: { from?: TransferForm }) {
  const [pending] = useState(() => transferFlow.pending());
  if (!pending) return <Navigate to={`/dashboard/${from ?? 'to-iban'}`} replace />;
  return <SummaryConfirm pending={pending} />;
}

function SummaryConfirm({ pending }: { pending: PendingTransfer }) {
  useUpdateBlocker();
  const online = useOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = useActionFlow();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const back = () => void navigate({ to: `/dashboard/${pending.form}` });

  const done = (data: unknown) => {
    if (!isReceipt(data)) return;
    transferFlow.setReceipt(data);
    transferFlow.setPending(undefined);
    transferFlow.clearDraft(pending.form);
    queryClient.setQueryData(transferKeys.detail(data.transferId), data);
    void queryClient.invalidateQueries({ queryKey: transferKeys.list(50) });
    void invalidateAccountData(queryClient);
    void navigate({ to: '/dashboard/success-page', search: { id: data.transferId, from: pending.form } });
  };
  const confirm = () =>
    void flow.run<TransferRequest, unknown>({
      values: pending.request,
      call: (values) => executeTransfer(values as ExecuteTransferRequest, idempotencyKey),
      onSuccess: done,
      onTransactionSigning: done,
      suppressSnackbar: true,
    });

  return (
    <PageFrame
      title={<Trans id="transfer.summary.title">Check and confirm</Trans>}
      onBack={back}
      testId="transaction-summary"
      actions={
        <Stack gap="2" align="flex-end">
          <Stack direction="row" gap="3">
            <Button variant="outline" onClick={back} data-testid="summary-edit">
              <Trans id="transfer.summary.edit">Edit</Trans>
            </Button>
            <Button onClick={confirm} loading={flow.busy} disabled={!online} data-testid="summary-confirm">
              <Trans id="transfer.summary.confirm">Confirm</Trans>
            </Button>
          </Stack>
          <OfflineDisabledReason />
        </Stack>
      }
    >
      <TransferDetails summary={pending.summary} />
      <ActionFlowDialogs state={flow.dialogs} />
    </PageFrame>
  );
}

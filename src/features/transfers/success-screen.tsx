import { Button, Flex } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { transferQueryOptions } from '../../api/transfers';
import { DecisionSuccessScreen } from '../../components/decision-success-screen';
import { DetailRow } from '../../components/detail-row';
import type { TransferForm } from '../../contract/transfer-routes';
import type { TransferStatus } from '../../contract/transfers';
import { ReceiptButton } from './receipt-button';
import { SaveRegisteredForm } from './save-registered-form';
import { TransferDetails } from './transfer-details';
import { isReceipt, transferDecision } from './transfer-decision';
import { TRANSFER_STATUS_LABEL } from './transfer-labels';
import { SegmentTitle } from '../../components/segment-title';

const STATUS_COLOUR: Record<TransferStatus, string> = {
  Completed: 'green',
  Pending: 'blue',
  Scheduled: 'purple',
  Held: 'orange',
  Cancelled: 'gray',
  Returned: 'red',
};

/** /dashboard/success-page: the receipt of the transfer just made (read again by id after a reload). */
export function SuccessScreen({ id, from }: { id?: string; from?: TransferForm }) {
  if (!id) return <Navigate to="/dashboard" replace />;
  return <SuccessBody id={id} from={from} />;
}

function SuccessBody({ id, from }: { id: string; from?: TransferForm }) {
  const { i18n } = useLingui();
  const kept = transferDecision.outcome();
  const receipt = useQuery({
    ...transferQueryOptions(id),
    initialData: kept && isReceipt(kept) && kept.transferId === id ? kept : undefined,
    // The receipt Execute answered is fresh; asked again after a reload (or later, for a status change).
    staleTime: 10_000,
  });
  return (
    <DecisionSuccessScreen
      query={receipt}
      testId="success-page"
      title={<SegmentTitle segment="success-page" />}
      status={(r) => ({
        value: r.status,
        label: i18n._(TRANSFER_STATUS_LABEL[r.status]),
        palette: STATUS_COLOUR[r.status],
      })}
      details={(r) => (
        <TransferDetails summary={r}>
          <DetailRow label={<Trans id="transfer.success.reference">Reference</Trans>} testId="success-reference">
            {r.reference}
          </DetailRow>
        </TransferDetails>
      )}
      extras={(r) => (
        <>
          <Flex gap="3" wrap="wrap">
            <ReceiptButton transferId={r.transferId} />
          </Flex>
          {r.targetMode !== 'SecurePayment' ? <SaveRegisteredForm transferId={r.transferId} /> : null}
        </>
      )}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={`/dashboard/${from ?? 'to-iban'}`} data-testid="success-new-transfer">
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
}

import type { ReactNode } from 'react';
import { Alert, Badge, Button, DataList, Flex, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { transferQueryOptions } from '../../api/transfers';
import { PageFrame } from '../../components/page-frame';
import type { TransferForm } from '../../contract/transfer-routes';
import type { TransferReceipt, TransferStatus } from '../../contract/transfers';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { ReceiptButton } from './receipt-button';
import { SaveRecordedForm } from './save-recorded-form';
import { TransferDetails } from './transfer-details';
import { transferFlow } from './transfer-flow-store';
import { TRANSFER_STATUS_LABEL } from './transfer-labels';

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
  const kept = transferFlow.receipt();
  const receipt = useQuery({
    ...transferQueryOptions(id),
    initialData: kept?.transferId === id ? kept : undefined,
    // The receipt Execute answered is fresh; asked again after a reload (or later, for a status change).
    staleTime: 10_000,
  });
  const links = (
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
  );
  if (receipt.data) return <Receipt receipt={receipt.data} links={links} />;
  if (receipt.isPending) return <Spinner size="lg" color="brand.solid" />;
  return (
    <PageFrame actions={links}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{errorText(receipt.error) ?? i18n._(GENERIC_ERROR)}</Alert.Description>
      </Alert.Root>
    </PageFrame>
  );
}

function Receipt({ receipt, links }: { receipt: TransferReceipt; links: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <PageFrame title={<Trans id="transfer.success.title">Transfer sent</Trans>} testId="success-page" actions={links}>
      <Stack gap="6" maxWidth="3xl">
        <Flex gap="3" align="center" wrap="wrap">
          <Badge
            size="lg"
            colorPalette={STATUS_COLOUR[receipt.status]}
            data-testid="success-status"
            data-status={receipt.status}
          >
            {i18n._(TRANSFER_STATUS_LABEL[receipt.status])}
          </Badge>
        </Flex>
        <TransferDetails summary={receipt}>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans id="transfer.success.reference">Reference</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid="success-reference">{receipt.reference}</DataList.ItemValue>
          </DataList.Item>
        </TransferDetails>
        <Flex gap="3" wrap="wrap">
          <ReceiptButton transferId={receipt.transferId} />
        </Flex>
        {receipt.targetMode !== 'SecurePayment' ? <SaveRecordedForm transferId={receipt.transferId} /> : null}
      </Stack>
    </PageFrame>
  );
}

import { Button, Flex } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { billPaymentQueryOptions } from '../../api/bills';
import { receiptPdf } from '../../api/last-transactions';
import { DecisionSuccessScreen } from '../../components/decision-success-screen';
import { DetailRow } from '../../components/detail-row';
import { PdfButton } from '../../components/pdf-button';
import { SegmentTitle } from '../../components/segment-title';
import { formatDateTime } from '../../contract/date-text';
import { BILL_STATUSES, STANDING_ORDER_KINDS } from '../../contract/payments';
import { useLanguage } from '../../lib/use-language';
import { BillDetails } from './bill-details';
import { billDecision, isBillReceipt } from './bill-decision';
import { SaveSubscription } from './save-subscription-dialog';

const [, PAID] = BILL_STATUSES;
const [, BILL_ORDER] = STANDING_ORDER_KINDS;

/** /dashboard/bill-payment/success: the receipt of the bills just paid (read again by id after a reload). */
export function BillSuccessScreen({ id }: { id?: string }) {
  if (!id) return <Navigate to="/dashboard/bill-payment" replace />;
  return <SuccessBody id={id} />;
}

function SuccessBody({ id }: { id: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const kept = billDecision.outcome();
  const receipt = useQuery({
    ...billPaymentQueryOptions(id),
    initialData: kept && isBillReceipt(kept) && kept.paymentId === id ? kept : undefined,
    staleTime: 60_000,
  });
  return (
    <DecisionSuccessScreen
      query={receipt}
      testId="bill-success"
      title={<SegmentTitle segment="success" />}
      status={() => ({ value: PAID, label: t({ id: 'bills.success.paid', message: 'Paid' }), palette: 'green' })}
      details={(r) => (
        <BillDetails
          billerName={r.billerName}
          subscriberNo={r.subscriberNo}
          maskedSubscriberName={r.maskedSubscriberName}
          bills={r.bills}
          total={r.amount}
          source={r.sourceAccountNumber}
        >
          <DetailRow label={<Trans id="bills.success.reference">Reference</Trans>} testId="bill-reference">
            {r.reference}
          </DetailRow>
          <DetailRow label={<Trans id="bills.success.date">Date</Trans>}>
            {formatDateTime(r.createdAt, language)}
          </DetailRow>
        </BillDetails>
      )}
      extras={(r) => (
        <Flex gap="3" wrap="wrap" align="center">
          <PdfButton
            load={() => receiptPdf(r.journalId)}
            title={t({ id: 'bills.receipt.title', message: 'Receipt' })}
            testId="bill-receipt-open"
          >
            <Trans id="bills.receipt.open">Receipt (dekont)</Trans>
          </PdfButton>
          <SaveSubscription billerCode={r.billerCode} subscriberNo={r.subscriberNo} suggestion={r.billerName} />
          <Button asChild variant="outline">
            <Link
              to="/dashboard/my-orders/create"
              search={{ kind: BILL_ORDER, biller: r.billerCode, subscriber: r.subscriberNo }}
              data-testid="bill-order-link"
            >
              <Trans id="bills.success.order">Set an automatic payment order</Trans>
            </Link>
          </Button>
        </Flex>
      )}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to="/dashboard/bill-payment" data-testid="bill-success-new">
              <Trans id="bills.success.new">Pay another bill</Trans>
            </Link>
          </Button>
          <Button asChild>
            <Link to="/dashboard" data-testid="bill-success-home">
              <Trans id="transfer.success.home">Home</Trans>
            </Link>
          </Button>
        </>
      }
    />
  );
}

import { Button, Flex } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { financingPaymentQueryOptions } from '../../api/financing';
import { receiptPdf } from '../../api/last-transactions';
import { DecisionSuccessScreen } from '../../components/decision-success-screen';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { PdfButton } from '../../components/pdf-button';
import { SegmentTitle } from '../../components/segment-title';
import { formatDateTime } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';
import type { FinancingPaymentPlace } from './financing-approve-screen';
import { financingDecision } from './financing-decision';
import { PayoffRows } from './financing-payment-rows';
import { InstallmentLabel } from './installment-label';

/** A financing payment's receipt (read again by id after a reload), its PDF, and the way back. */
export function FinancingSuccessScreen({ id, place }: { id?: string; place: FinancingPaymentPlace }) {
  if (!id)
    return (
      <Navigate
        to={place === 'detail' ? '/dashboard/my-financings' : '/dashboard/financing-installment-payment'}
        replace
      />
    );
  return <SuccessBody id={id} place={place} />;
}

function SuccessBody({ id, place }: { id: string; place: FinancingPaymentPlace }) {
  const { t } = useLingui();
  const language = useLanguage();
  const kept = financingDecision.outcome();
  const receipt = useQuery({
    ...financingPaymentQueryOptions(id),
    initialData: kept?.paymentId === id ? kept : undefined,
  });
  const financingId = receipt.data?.payoff?.financingId ?? receipt.data?.items[0]?.financingId;
  return (
    <DecisionSuccessScreen
      query={receipt}
      testId="financing-success"
      title={<SegmentTitle segment="success" />}
      status={(r) => ({
        value: r.kind,
        label:
          r.kind === 'Payoff'
            ? t({ id: 'financing.success.paidOff', message: 'Financing paid off' })
            : t({ id: 'financing.success.paid', message: 'Installments paid' }),
        palette: 'green',
      })}
      details={(r) => (
        <DetailList testId="financing-receipt">
          {r.items.map((i) => (
            <DetailRow
              key={`${i.financingId}-${i.installmentNo}`}
              label={<InstallmentLabel name={i.financingName} no={i.installmentNo} />}
              testId={`financing-receipt-item-${i.installmentNo}`}
            >
              <Money amount={i.amount} />
              {i.lateCharge !== '0.00' ? (
                <>
                  {' + '}
                  <Money amount={i.lateCharge} /> <Trans id="financing.receipt.late">late charge</Trans>
                </>
              ) : null}
            </DetailRow>
          ))}
          <DetailRow label={<Trans id="financing.amountPaid">Amount paid</Trans>} testId="financing-success-amount">
            <Money amount={r.amount} />
          </DetailRow>
          <DetailRow label={<Trans id="financing.fromAccount">From account</Trans>}>{r.sourceAccountNumber}</DetailRow>
          <DetailRow label={<Trans id="financing.reference">Reference</Trans>}>{r.reference}</DetailRow>
          <DetailRow label={<Trans id="financing.date">Date</Trans>}>{formatDateTime(r.createdAt, language)}</DetailRow>
        </DetailList>
      )}
      extras={(r) => (
        <Flex direction="column" gap="4">
          {r.payoff ? <PayoffRows payoff={r.payoff} /> : null}
          <Flex gap="3" wrap="wrap">
            <PdfButton
              load={() => receiptPdf(r.journalId)}
              title={t({ id: 'financing.receipt.title', message: 'Receipt' })}
              testId="financing-receipt-open"
            >
              <Trans id="financing.receipt.open">Receipt (dekont)</Trans>
            </PdfButton>
          </Flex>
        </Flex>
      )}
      actions={
        <>
          {financingId && place === 'detail' ? (
            <Button asChild variant="outline">
              <Link
                to="/dashboard/my-financings/detail"
                search={{ id: financingId }}
                data-testid="financing-success-plan"
              >
                <Trans id="financing.success.toPlan">Payment plan</Trans>
              </Link>
            </Button>
          ) : null}
          <Button asChild>
            <Link to="/dashboard/my-financings" data-testid="financing-success-list">
              <Trans id="financing.success.toList">My financings</Trans>
            </Link>
          </Button>
        </>
      }
    />
  );
}

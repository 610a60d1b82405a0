import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { invalidateAccountData } from '../../api/account-cache';
import { financingKeys, payFinancing } from '../../api/financing';
import { ApproveStepScreen } from '../../components/approve-step-screen';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { SegmentTitle } from '../../components/segment-title';
import { isFinancingReceipt } from '../../contract/financing';
import { financingDecision } from './financing-decision';
import { InstallmentRows, PayoffRows } from './financing-payment-rows';

/** Which page started the payment: a financing's payment page, or the payments area's list. */
export type FinancingPaymentPlace = 'detail' | 'due';

const FORM = {
  detail: '/dashboard/my-financings/detail/payment',
  due: '/dashboard/financing-installment-payment',
} as const;
const SUCCESS = {
  detail: '/dashboard/my-financings/detail/payment/success',
  due: '/dashboard/financing-installment-payment/success',
} as const;

/**
 * The "+approve" step of a financing payment: the installments or the payoff, the total and the
 * account; Approve, the SMS code, then the success page. A reload goes back to the form.
 */
export function FinancingApproveScreen({ place, id }: { place: FinancingPaymentPlace; id?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = () =>
    place === 'detail' ? void navigate({ to: FORM.detail, search: { id } }) : void navigate({ to: FORM.due });
  return (
    <ApproveStepScreen
      decision={financingDecision}
      title={<SegmentTitle segment="approve" />}
      whenMissing={
        place === 'detail' ? <Navigate to={FORM.detail} search={{ id }} replace /> : <Navigate to={FORM.due} replace />
      }
      details={(plan) => (
        <Stack gap="4">
          {plan.payoff ? <PayoffRows payoff={plan.payoff} /> : <InstallmentRows items={plan.items} />}
          <DetailList testId="financing-approve-summary">
            <DetailRow label={<Trans id="financing.total">Total</Trans>} testId="financing-approve-amount">
              <Money amount={plan.amount} />
            </DetailRow>
            <DetailRow label={<Trans id="financing.fromAccount">From account</Trans>}>{plan.accountName}</DetailRow>
          </DetailList>
        </Stack>
      )}
      execute={(request, key) => payFinancing(request, key)}
      isOutcome={isFinancingReceipt}
      onBack={form}
      onDone={(receipt) => {
        queryClient.setQueryData(financingKeys.payment(receipt.paymentId), receipt);
        void invalidateAccountData(queryClient);
        void queryClient.invalidateQueries({ queryKey: financingKeys.all });
        void navigate({ to: SUCCESS[place], search: { id: receipt.paymentId } });
      }}
    />
  );
}

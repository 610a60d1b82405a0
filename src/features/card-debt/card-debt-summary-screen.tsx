import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { invalidateAccountData } from '../../api/account-cache';
import { cardDebtKeys, payCardDebt } from '../../api/card-debt';
import { savedPaymentKeys } from '../../api/saved-payments';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { SegmentTitle } from '../../components/segment-title';
import { SummaryConfirmScreen } from '../../components/summary-confirm-screen';
import { parseAmount } from '../../contract/money';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { CardDebtInfoRows } from './card-debt-details';
import { cardDebtDecision, isCardDebtOutcome, isCardDebtReceipt } from './card-debt-decision';
import { CardDebtWaiting } from './card-debt-waiting';

/**
 * /dashboard/pay-another-card-debt/summary: the card, the amount and the account, then Confirm and the
 * code (the summary-confirm kit, one Idempotency-Key per decision). A reload goes back to the form.
 * A corporate maker's payment that needs approvals waits (995): the waiting state instead of the receipt.
 */
export function CardDebtSummaryScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<WaitingOperation>();
  if (waiting) return <CardDebtWaiting operation={waiting} own={false} />;
  return (
    <SummaryConfirmScreen
      decision={cardDebtDecision}
      title={<SegmentTitle segment="summary" />}
      testId="card-debt-summary"
      whenMissing={<Navigate to="/dashboard/pay-another-card-debt" replace />}
      details={(plan, request) => {
        const info = plan.info;
        const overFast =
          !info.isOwnBank &&
          info.fastLimit !== null &&
          parseAmount(request.amount, 'TRY')! > parseAmount(info.fastLimit, 'TRY')!;
        return (
          <CardDebtInfoRows info={info}>
            <DetailRow label={<Trans id="cardDebt.amount">Amount</Trans>} testId="card-debt-summary-amount">
              <Money amount={request.amount} />
            </DetailRow>
            <DetailRow label={<Trans id="cardDebt.fromAccount">From account</Trans>} testId="card-debt-summary-account">
              {plan.accountName}
            </DetailRow>
            {overFast && info.eftOpen === false ? (
              <DetailRow label={<Trans id="cardDebt.when">When</Trans>} testId="card-debt-summary-window">
                <Trans id="cardDebt.nextWindow">By EFT in the next EFT window (EFT hours are closed now).</Trans>
              </DetailRow>
            ) : null}
          </CardDebtInfoRows>
        );
      }}
      execute={(request, key) => payCardDebt(request, key)}
      isOutcome={isCardDebtOutcome}
      onBack={() => void navigate({ to: '/dashboard/pay-another-card-debt' })}
      onDone={(receipt) => {
        if (!isCardDebtReceipt(receipt)) {
          setWaiting(receipt);
          return;
        }
        queryClient.setQueryData(cardDebtKeys.payment(receipt.paymentId), receipt);
        void invalidateAccountData(queryClient);
        void queryClient.invalidateQueries({ queryKey: savedPaymentKeys.all });
        void navigate({ to: '/dashboard/pay-another-card-debt/success', search: { id: receipt.paymentId } });
      }}
    />
  );
}

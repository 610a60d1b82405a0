import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { invalidateAccountData } from '../../api/account-cache';
import { cardDebtKeys, payOwnCardDebt } from '../../api/card-debt';
import { cardKeys } from '../../api/cards';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { SegmentTitle } from '../../components/segment-title';
import { SummaryConfirmScreen } from '../../components/summary-confirm-screen';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { isCardDebtOutcome, isCardDebtReceipt } from './card-debt-decision';
import { CardDebtWaiting } from './card-debt-waiting';
import { OwnCardDebtRows } from './own-card-debt-rows';
import { ownCardDebtDecision } from './own-card-debt-decision';

/**
 * /dashboard/debt_payment/summary: my card, the amount and the account, then Confirm and the code
 * (the summary-confirm kit, one Idempotency-Key per decision). A reload goes back to the form.
 * A corporate maker's payment that needs approvals waits (995): the waiting state instead of the receipt.
 */
export function OwnCardDebtSummaryScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<WaitingOperation>();
  if (waiting) return <CardDebtWaiting operation={waiting} own />;
  return (
    <SummaryConfirmScreen
      decision={ownCardDebtDecision}
      title={<SegmentTitle segment="summary" />}
      testId="debt-payment-summary"
      whenMissing={<Navigate to="/dashboard/debt_payment" replace />}
      details={(plan) => (
        <OwnCardDebtRows card={plan.card}>
          <DetailRow label={<Trans id="cardDebt.amount">Amount</Trans>} testId="debt-payment-summary-amount">
            <Money amount={plan.amount} />
          </DetailRow>
          <DetailRow
            label={<Trans id="cardDebt.fromAccount">From account</Trans>}
            testId="debt-payment-summary-account"
          >
            {plan.accountName}
          </DetailRow>
        </OwnCardDebtRows>
      )}
      execute={(request, key) => payOwnCardDebt(request, key)}
      isOutcome={isCardDebtOutcome}
      onBack={() =>
        void navigate({
          to: '/dashboard/debt_payment',
          search: { cardId: ownCardDebtDecision.pending()?.request.cardId },
        })
      }
      onDone={(receipt) => {
        if (!isCardDebtReceipt(receipt)) {
          setWaiting(receipt);
          return;
        }
        queryClient.setQueryData(cardDebtKeys.payment(receipt.paymentId), receipt);
        void invalidateAccountData(queryClient);
        void queryClient.invalidateQueries({ queryKey: cardKeys.all });
        void navigate({ to: '/dashboard/debt_payment/debt-payment-success', search: { id: receipt.paymentId } });
      }}
    />
  );
}

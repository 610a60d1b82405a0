import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { invalidateAccountData } from '../../api/account-cache';
import { billKeys, payBills } from '../../api/bills';
import { SummaryConfirmScreen } from '../../components/summary-confirm-screen';
import type { BillCategorySearch } from '../../contract/bills';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { WaitingOperationScreen } from '../../components/waiting-operation-screen';
import { BillDetails } from './bill-details';
import { billDecision, isBillOutcome, isBillReceipt } from './bill-decision';

/**
 * /dashboard/bill-payment/summary: the chosen bills and the account, Edit and Confirm (the code
 * dialog follows; one Idempotency-Key per decision). Without a decision in memory (a reload) it goes
 * back to the form, prefilled from the search. A corporate maker's payment that needs approvals is
 * stored to wait (995): the page then shows the waiting state instead of the receipt.
 */
export function BillSummaryScreen({ search }: { search: BillCategorySearch }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = search.category
    ? { to: '/dashboard/bill-payment/category' as const, search }
    : { to: '/dashboard/bill-payment' as const };
  const [waiting, setWaiting] = useState<WaitingOperation>();
  if (waiting)
    return (
      <WaitingOperationScreen
        operation={waiting}
        testId="bill-waiting"
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
  return (
    <SummaryConfirmScreen
      decision={billDecision}
      whenMissing={<Navigate {...back} replace />}
      details={(plan, request) => (
        <BillDetails
          billerName={plan.billerName}
          subscriberLabel={plan.subscriberLabel}
          subscriberNo={request.subscriberNo}
          maskedSubscriberName={plan.maskedSubscriberName}
          bills={plan.bills}
          total={plan.total}
          source={`${plan.source.name} (${plan.source.accountNumber})`}
        />
      )}
      execute={(request, key) => payBills(request, key)}
      isOutcome={isBillOutcome}
      onBack={() => void navigate(back)}
      onDone={(receipt) => {
        if (!isBillReceipt(receipt)) {
          setWaiting(receipt);
          return;
        }
        queryClient.setQueryData(billKeys.payment(receipt.paymentId), receipt);
        void queryClient.invalidateQueries({ queryKey: billKeys.all });
        void invalidateAccountData(queryClient);
        void navigate({ to: '/dashboard/bill-payment/success', search: { id: receipt.paymentId } });
      }}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { invalidateAccountData } from '../../api/account-cache';
import { billKeys, payBills } from '../../api/bills';
import { SummaryConfirmScreen } from '../../components/summary-confirm-screen';
import type { BillCategorySearch } from '../../contract/bills';
import { BillDetails } from './bill-details';
import { billDecision, isBillReceipt } from './bill-decision';

/**
 * /dashboard/bill-payment/summary: the chosen bills and the account, Edit and Confirm (the code
 * dialog follows; one Idempotency-Key per decision). Without a decision in memory (a reload) it goes
 * back to the form, prefilled from the search.
 */
export function BillSummaryScreen({ search }: { search: BillCategorySearch }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = search.category
    ? { to: '/dashboard/bill-payment/category' as const, search }
    : { to: '/dashboard/bill-payment' as const };
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
      isOutcome={isBillReceipt}
      onBack={() => void navigate(back)}
      onDone={(receipt) => {
        queryClient.setQueryData(billKeys.payment(receipt.paymentId), receipt);
        void queryClient.invalidateQueries({ queryKey: billKeys.all });
        void invalidateAccountData(queryClient);
        void navigate({ to: '/dashboard/bill-payment/success', search: { id: receipt.paymentId } });
      }}
    />
  );
}

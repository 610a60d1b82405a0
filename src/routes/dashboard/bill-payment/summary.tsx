import { createFileRoute } from '@tanstack/react-router';
import { BillCategorySearchSchema } from '../../../contract/bills';
import { BillSummaryScreen } from '../../../features/bills/bill-summary-screen';

/** The summary-confirm step of a bill payment; the payment itself is kept in memory. */
export const Route = createFileRoute('/dashboard/bill-payment/summary')({
  validateSearch: BillCategorySearchSchema,
  component: function BillSummaryRoute() {
    return <BillSummaryScreen search={Route.useSearch()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { TransferSummarySearchSchema } from '../../contract/transfer-routes';
import { TransactionSummaryScreen } from '../../features/transfers/transaction-summary-screen';

/** The summary-confirm route of the page action flow; the transfer itself is kept in memory. */
export const Route = createFileRoute('/dashboard/transaction-summary')({
  validateSearch: TransferSummarySearchSchema,
  component: function TransactionSummaryRoute() {
    return <TransactionSummaryScreen from={Route.useSearch().from} />;
  },
});

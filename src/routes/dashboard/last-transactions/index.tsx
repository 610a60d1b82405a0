import { createFileRoute } from '@tanstack/react-router';
import { LastTransactionsSearchSchema } from '../../../contract/last-transactions';
import { LastTransactionsScreen } from '../../../features/last-transactions/last-transactions-screen';

export const Route = createFileRoute('/dashboard/last-transactions/')({
  validateSearch: LastTransactionsSearchSchema,
  component: function LastTransactionsRoute() {
    return <LastTransactionsScreen search={Route.useSearch()} />;
  },
});

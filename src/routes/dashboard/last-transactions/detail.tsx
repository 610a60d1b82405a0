import { createFileRoute } from '@tanstack/react-router';
import { lastTransactionQueryOptions } from '../../../api/last-transactions';
import { LastTransactionDetailSearchSchema } from '../../../contract/last-transactions';
import { LastTransactionDetailScreen } from '../../../features/last-transactions/last-transaction-detail-screen';

export const Route = createFileRoute('/dashboard/last-transactions/detail')({
  validateSearch: LastTransactionDetailSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Warm the cache without throwing: the screen shows loading and error states itself.
  loader: ({ context, deps }) =>
    void (deps.id && context.queryClient.prefetchQuery(lastTransactionQueryOptions(deps.id))),
  component: function LastTransactionDetailRoute() {
    return <LastTransactionDetailScreen id={Route.useSearch().id} />;
  },
});

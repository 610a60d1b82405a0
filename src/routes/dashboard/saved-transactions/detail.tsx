import { createFileRoute } from '@tanstack/react-router';
import { savedPaymentQueryOptions } from '../../../api/saved-payments';
import { SavedPaymentSearchSchema } from '../../../contract/saved-payments';
import { SavedPaymentDetailScreen } from '../../../features/saved-payments/saved-payment-detail-screen';

export const Route = createFileRoute('/dashboard/saved-transactions/detail')({
  validateSearch: SavedPaymentSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => void (deps.id && context.queryClient.prefetchQuery(savedPaymentQueryOptions(deps.id))),
  component: function SavedPaymentDetailRoute() {
    return <SavedPaymentDetailScreen id={Route.useSearch().id} />;
  },
});

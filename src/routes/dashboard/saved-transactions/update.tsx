import { createFileRoute } from '@tanstack/react-router';
import { savedPaymentQueryOptions } from '../../../api/saved-payments';
import { SavedPaymentSearchSchema } from '../../../contract/saved-payments';
import { UpdateSavedPaymentScreen } from '../../../features/saved-payments/update-saved-payment-screen';

export const Route = createFileRoute('/dashboard/saved-transactions/update')({
  validateSearch: SavedPaymentSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => void (deps.id && context.queryClient.prefetchQuery(savedPaymentQueryOptions(deps.id))),
  component: function UpdateSavedPaymentRoute() {
    return <UpdateSavedPaymentScreen id={Route.useSearch().id} />;
  },
});

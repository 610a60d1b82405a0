import { createFileRoute } from '@tanstack/react-router';
import { savedPaymentsQueryOptions } from '../../../api/saved-payments';
import { SavedPaymentsScreen } from '../../../features/saved-payments/saved-payments-screen';

export const Route = createFileRoute('/dashboard/saved-transactions/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(savedPaymentsQueryOptions()),
  component: SavedPaymentsScreen,
});

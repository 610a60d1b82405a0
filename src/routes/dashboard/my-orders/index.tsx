import { createFileRoute } from '@tanstack/react-router';
import { standingOrdersQueryOptions } from '../../../api/standing-orders';
import { StandingOrdersScreen } from '../../../features/standing-orders/standing-orders-screen';

export const Route = createFileRoute('/dashboard/my-orders/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(standingOrdersQueryOptions()),
  component: StandingOrdersScreen,
});

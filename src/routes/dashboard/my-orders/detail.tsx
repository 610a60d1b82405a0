import { createFileRoute } from '@tanstack/react-router';
import { standingOrderQueryOptions } from '../../../api/standing-orders';
import { StandingOrderSearchSchema } from '../../../contract/standing-orders';
import { StandingOrderDetailScreen } from '../../../features/standing-orders/standing-order-detail-screen';

export const Route = createFileRoute('/dashboard/my-orders/detail')({
  validateSearch: StandingOrderSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    void (deps.id && context.queryClient.prefetchQuery(standingOrderQueryOptions(deps.id))),
  component: function StandingOrderDetailRoute() {
    return <StandingOrderDetailScreen id={Route.useSearch().id} />;
  },
});

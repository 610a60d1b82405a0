import { createFileRoute } from '@tanstack/react-router';
import { standingOrderQueryOptions } from '../../../api/standing-orders';
import { StandingOrderSearchSchema } from '../../../contract/standing-orders';
import { UpdateOrderScreen } from '../../../features/standing-orders/update-order-screen';

export const Route = createFileRoute('/dashboard/my-orders/update')({
  validateSearch: StandingOrderSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    void (deps.id && context.queryClient.prefetchQuery(standingOrderQueryOptions(deps.id))),
  component: function UpdateOrderRoute() {
    return <UpdateOrderScreen id={Route.useSearch().id} />;
  },
});

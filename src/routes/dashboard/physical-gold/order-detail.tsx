import { createFileRoute, Navigate } from '@tanstack/react-router';
import { goldOrderQueryOptions } from '../../../api/physical-gold';
import { GoldOrderSearchSchema } from '../../../contract/physical-gold';
import { GoldOrderDetailScreen } from '../../../features/physical-gold/gold-order-detail-screen';

export const Route = createFileRoute('/dashboard/physical-gold/order-detail')({
  validateSearch: GoldOrderSearchSchema,
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    void (deps.orderId && context.queryClient.prefetchQuery(goldOrderQueryOptions(deps.orderId))),
  component: function GoldOrderDetailRoute() {
    const { orderId } = Route.useSearch();
    if (!orderId) return <Navigate to="/dashboard/physical-gold/my-orders" />;
    return <GoldOrderDetailScreen orderId={orderId} />;
  },
});

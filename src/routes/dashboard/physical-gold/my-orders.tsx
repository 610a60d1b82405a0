import { createFileRoute } from '@tanstack/react-router';
import { goldOrdersQueryOptions } from '../../../api/physical-gold';
import { GoldOrdersScreen } from '../../../features/physical-gold/gold-orders-screen';

export const Route = createFileRoute('/dashboard/physical-gold/my-orders')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(goldOrdersQueryOptions()),
  component: GoldOrdersScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../api/accounts';
import { CreateOrderSearchSchema } from '../../../contract/standing-orders';
import { CreateOrderScreen } from '../../../features/standing-orders/create-order-screen';

export const Route = createFileRoute('/dashboard/my-orders/create')({
  validateSearch: CreateOrderSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function CreateOrderRoute() {
    return <CreateOrderScreen search={Route.useSearch()} />;
  },
});

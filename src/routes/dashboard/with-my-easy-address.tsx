import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { TransferFormSearchSchema } from '../../contract/transfer-routes';
import { EasyAddressScreen } from '../../features/transfers/easy-address-screen';

export const Route = createFileRoute('/dashboard/with-my-easy-address')({
  validateSearch: TransferFormSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function WithMyEasyAddressRoute() {
    return <EasyAddressScreen search={Route.useSearch()} />;
  },
});

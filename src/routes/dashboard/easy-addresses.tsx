import { createFileRoute } from '@tanstack/react-router';
import { easyAddressesQueryOptions } from '../../api/easy-addresses';
import { EasyAddressesScreen } from '../../features/easy-addresses/easy-addresses-screen';

export const Route = createFileRoute('/dashboard/easy-addresses')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(easyAddressesQueryOptions()),
  component: EasyAddressesScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { CreateEasyAddressScreen } from '../../features/easy-addresses/create-easy-address-screen';

export const Route = createFileRoute('/dashboard/create-easy-address')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: CreateEasyAddressScreen,
});

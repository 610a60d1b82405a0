import { createFileRoute } from '@tanstack/react-router';
import { accountProductsQueryOptions } from '../../api/account-management';
import { accountsQueryOptions } from '../../api/accounts';
import { CreateCurrentAccountScreen } from '../../features/callcenter/create-current-account-screen';

export const Route = createFileRoute('/dashboard/create-current-account')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountsQueryOptions(false));
    void context.queryClient.prefetchQuery(accountProductsQueryOptions());
  },
  component: CreateCurrentAccountScreen,
});

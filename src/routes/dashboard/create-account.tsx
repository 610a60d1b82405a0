import { createFileRoute } from '@tanstack/react-router';
import { accountProductsQueryOptions } from '../../api/account-management';
import { accountsQueryOptions } from '../../api/accounts';
import { CreateAccountScreen } from '../../features/accounts/create-account-screen';

export const Route = createFileRoute('/dashboard/create-account')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountProductsQueryOptions());
    void context.queryClient.prefetchQuery(accountsQueryOptions(false));
  },
  component: CreateAccountScreen,
});

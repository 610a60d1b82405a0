import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../api/accounts';
import { MyAccountsScreen } from '../../../features/accounts/my-accounts-screen';

export const Route = createFileRoute('/dashboard/my-accounts/')({
  // Warm the cache without throwing: the screen shows loading and error states itself.
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: MyAccountsScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { accountDetailQueryOptions } from '../../../api/account-management';
import { AccountDetailSearchSchema } from '../../../contract/account-management';
import { AccountDetailScreen } from '../../../features/accounts/account-detail-screen';

export const Route = createFileRoute('/dashboard/my-accounts/detail')({
  validateSearch: AccountDetailSearchSchema,
  loaderDeps: ({ search }) => ({ accountNumber: search.accountNumber }),
  // Warm the cache without throwing: the screen shows loading and error states itself.
  loader: ({ context, deps }) =>
    void (deps.accountNumber && context.queryClient.prefetchQuery(accountDetailQueryOptions(deps.accountNumber))),
  component: function AccountDetailRoute() {
    return <AccountDetailScreen accountNumber={Route.useSearch().accountNumber} />;
  },
});

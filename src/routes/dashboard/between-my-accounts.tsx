import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { TransferFormSearchSchema } from '../../contract/transfer-routes';
import { BetweenAccountsScreen } from '../../features/transfers/between-accounts-screen';

export const Route = createFileRoute('/dashboard/between-my-accounts')({
  validateSearch: TransferFormSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function BetweenMyAccountsRoute() {
    return <BetweenAccountsScreen search={Route.useSearch()} />;
  },
});

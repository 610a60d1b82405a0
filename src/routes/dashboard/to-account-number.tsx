import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { TransferFormSearchSchema } from '../../contract/transfer-routes';
import { ToAccountNumberScreen } from '../../features/transfers/to-account-number-screen';

export const Route = createFileRoute('/dashboard/to-account-number')({
  validateSearch: TransferFormSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function ToAccountNumberRoute() {
    return <ToAccountNumberScreen search={Route.useSearch()} />;
  },
});

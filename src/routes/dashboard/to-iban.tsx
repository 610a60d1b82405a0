import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { TransferFormSearchSchema } from '../../contract/transfer-routes';
import { ToIbanScreen } from '../../features/transfers/to-iban-screen';

export const Route = createFileRoute('/dashboard/to-iban')({
  validateSearch: TransferFormSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function ToIbanRoute() {
    return <ToIbanScreen search={Route.useSearch()} />;
  },
});

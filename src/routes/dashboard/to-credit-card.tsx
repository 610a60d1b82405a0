import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { TransferFormSearchSchema } from '../../contract/transfer-routes';
import { ToCreditCardScreen } from '../../features/transfers/to-credit-card-screen';

export const Route = createFileRoute('/dashboard/to-credit-card')({
  validateSearch: TransferFormSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function ToCreditCardRoute() {
    return <ToCreditCardScreen search={Route.useSearch()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { TransferFormSearchSchema } from '../../contract/transfer-routes';
import { SecurePaymentScreen } from '../../features/transfers/secure-payment-screen';

export const Route = createFileRoute('/dashboard/secure-payment-transaction')({
  validateSearch: TransferFormSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function SecurePaymentTransactionRoute() {
    return <SecurePaymentScreen search={Route.useSearch()} />;
  },
});

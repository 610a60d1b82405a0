import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { TransferFormSearchSchema } from '../../contract/transfer-routes';
import { PaymentWalletScreen } from '../../features/transfers/payment-wallet-screen';

export const Route = createFileRoute('/dashboard/payment-wallet')({
  validateSearch: TransferFormSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function PaymentWalletRoute() {
    return <PaymentWalletScreen search={Route.useSearch()} />;
  },
});

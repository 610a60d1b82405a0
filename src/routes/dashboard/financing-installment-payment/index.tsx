import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../api/accounts';
import { dueInstallmentsQueryOptions } from '../../../api/financing';
import { InstallmentPaymentScreen } from '../../../features/financing/installment-payment-screen';

export const Route = createFileRoute('/dashboard/financing-installment-payment/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountsQueryOptions(false));
    void context.queryClient.prefetchQuery(dueInstallmentsQueryOptions());
  },
  component: InstallmentPaymentScreen,
});

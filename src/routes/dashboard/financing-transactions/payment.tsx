import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../api/accounts';
import { FinancingIdSearchSchema } from '../../../contract/financing';
import { FinancingPaymentScreen } from '../../../features/financing/financing-payment-screen';

/** The spec's financing-transactions/payment path: the same payment page as my-financings/detail/payment. */
export const Route = createFileRoute('/dashboard/financing-transactions/payment')({
  validateSearch: FinancingIdSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function FinancingTransactionsPaymentRoute() {
    return <FinancingPaymentScreen id={Route.useSearch().id} />;
  },
});

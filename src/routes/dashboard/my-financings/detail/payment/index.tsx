import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../../../api/accounts';
import { FinancingIdSearchSchema } from '../../../../../contract/financing';
import { FinancingPaymentScreen } from '../../../../../features/financing/financing-payment-screen';

export const Route = createFileRoute('/dashboard/my-financings/detail/payment/')({
  validateSearch: FinancingIdSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function FinancingPaymentRoute() {
    return <FinancingPaymentScreen id={Route.useSearch().id} />;
  },
});

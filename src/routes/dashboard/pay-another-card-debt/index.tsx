import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../api/accounts';
import { CardDebtSearchSchema } from '../../../contract/card-debt';
import { PayCardDebtScreen } from '../../../features/card-debt/pay-card-debt-screen';

export const Route = createFileRoute('/dashboard/pay-another-card-debt/')({
  validateSearch: CardDebtSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function PayCardDebtRoute() {
    return <PayCardDebtScreen search={Route.useSearch()} />;
  },
});

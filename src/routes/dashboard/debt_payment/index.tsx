import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../api/accounts';
import { cardsQueryOptions } from '../../../api/cards';
import { CardIdSearchSchema } from '../../../contract/card-transactions';
import { PayOwnCardScreen } from '../../../features/card-debt/pay-own-card-screen';

export const Route = createFileRoute('/dashboard/debt_payment/')({
  validateSearch: CardIdSearchSchema,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountsQueryOptions(false));
    void context.queryClient.prefetchQuery(cardsQueryOptions());
  },
  component: function DebtPaymentRoute() {
    return <PayOwnCardScreen cardId={Route.useSearch().cardId} />;
  },
});

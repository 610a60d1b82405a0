import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { CreditCardDetailScreen } from '../../../../features/cards/credit-card-detail-screen';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function CreditCardDetailRoute() {
    return <CreditCardDetailScreen cardId={Route.useSearch().cardId} />;
  },
});

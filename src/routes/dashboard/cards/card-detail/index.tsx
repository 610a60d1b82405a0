import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { CardDetailScreen } from '../../../../features/cards/card-detail-screen';

export const Route = createFileRoute('/dashboard/cards/card-detail/')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function CardDetailRoute() {
    return <CardDetailScreen cardId={Route.useSearch().cardId} area="debit" />;
  },
});

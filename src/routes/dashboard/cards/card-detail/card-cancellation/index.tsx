import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../../api/cards';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { CancellationScreen } from '../../../../../features/cards/management/cancellation-screens';

export const Route = createFileRoute('/dashboard/cards/card-detail/card-cancellation/')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function DebitCardCancellationRoute() {
    return <CancellationScreen area="debit" cardId={Route.useSearch().cardId} />;
  },
});

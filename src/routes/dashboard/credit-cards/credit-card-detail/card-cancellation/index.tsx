import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../../api/cards';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { CancellationScreen } from '../../../../../features/cards/management/cancellation-screens';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/card-cancellation/')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function CreditCardCancellationRoute() {
    return <CancellationScreen area="credit" cardId={Route.useSearch().cardId} />;
  },
});

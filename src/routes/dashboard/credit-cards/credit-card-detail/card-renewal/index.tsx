import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../../api/cards';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { RenewalScreen } from '../../../../../features/cards/management/renewal-screens';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/card-renewal/')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function CreditCardRenewalRoute() {
    return <RenewalScreen area="credit" cardId={Route.useSearch().cardId} />;
  },
});

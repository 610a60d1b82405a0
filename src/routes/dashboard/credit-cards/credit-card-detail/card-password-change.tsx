import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { PinChangeScreen } from '../../../../features/cards/management/pin-change-screen';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/card-password-change')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function CreditCardPasswordChangeRoute() {
    return <PinChangeScreen area="credit" cardId={Route.useSearch().cardId} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { MiscOptionsScreen } from '../../../../features/cards/management/misc-options-screen';

export const Route = createFileRoute('/dashboard/cards/card-detail/card-misc-options')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function DebitCardMiscOptionsRoute() {
    return <MiscOptionsScreen area="debit" cardId={Route.useSearch().cardId} />;
  },
});

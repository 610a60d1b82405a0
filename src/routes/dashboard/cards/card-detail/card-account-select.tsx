import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { AccountSelectScreen } from '../../../../features/cards/management/account-select-screen';

export const Route = createFileRoute('/dashboard/cards/card-detail/card-account-select')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function DebitCardAccountSelectRoute() {
    return <AccountSelectScreen area="debit" cardId={Route.useSearch().cardId} />;
  },
});

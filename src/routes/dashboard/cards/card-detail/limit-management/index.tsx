import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../../api/cards';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { LimitsScreen } from '../../../../../features/cards/management/limits-screens';

export const Route = createFileRoute('/dashboard/cards/card-detail/limit-management/')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function DebitLimitManagementRoute() {
    return <LimitsScreen area="debit" cardId={Route.useSearch().cardId} />;
  },
});

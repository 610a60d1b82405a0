import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { AgentLostStolenScreen } from '../../../../features/cards/agent/agent-lost-stolen-screen';

export const Route = createFileRoute('/dashboard/cards/card-detail/card-lost-stolen-report')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function AgentDebitLostStolenRoute() {
    return <AgentLostStolenScreen area="debit" cardId={Route.useSearch().cardId} />;
  },
});

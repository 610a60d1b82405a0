import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { AgentLostStolenScreen } from '../../../../features/cards/agent/agent-lost-stolen-screen';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/card-lost-stolen-report')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function AgentCreditLostStolenRoute() {
    return <AgentLostStolenScreen area="credit" cardId={Route.useSearch().cardId} />;
  },
});

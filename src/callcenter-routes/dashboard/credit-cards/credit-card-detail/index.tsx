import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { AgentCardDetailScreen } from '../../../../features/cards/agent/agent-card-screens';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function AgentCreditCardDetailRoute() {
    return <AgentCardDetailScreen cardId={Route.useSearch().cardId} area="credit" />;
  },
});

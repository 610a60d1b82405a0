import { createFileRoute } from '@tanstack/react-router';
import { cardsQueryOptions } from '../../../api/cards';
import { AgentCardsScreen } from '../../../features/cards/agent/agent-card-screens';

export const Route = createFileRoute('/dashboard/credit-cards/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(cardsQueryOptions()),
  component: function AgentCreditCardsRoute() {
    return <AgentCardsScreen area="credit" />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { cardApplicationsQueryOptions } from '../../../api/card-applications';
import { AgentApplicationsScreen } from '../../../features/cards/agent/agent-applications-screen';

export const Route = createFileRoute('/dashboard/my_card_applications/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(cardApplicationsQueryOptions()),
  component: AgentApplicationsScreen,
});

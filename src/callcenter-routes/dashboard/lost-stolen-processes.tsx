import { createFileRoute } from '@tanstack/react-router';
import { cardApplicationsQueryOptions } from '../../api/card-applications';
import { cardsQueryOptions } from '../../api/cards';
import { LostStolenProcessesScreen } from '../../features/cards/agent/lost-stolen-processes-screen';

export const Route = createFileRoute('/dashboard/lost-stolen-processes')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(cardsQueryOptions());
    void context.queryClient.prefetchQuery(cardApplicationsQueryOptions());
  },
  component: LostStolenProcessesScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { cardApplicationQueryOptions } from '../../../api/card-applications';
import { ApplicationSearchSchema } from '../../../contract/card-applications';
import { ApplicationDetailScreen } from '../../../features/cards/applications/application-detail-screen';

export const Route = createFileRoute('/dashboard/my_card_applications/detail')({
  validateSearch: ApplicationSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.applicationId }),
  loader: ({ context, deps }) =>
    void (deps.id && context.queryClient.prefetchQuery(cardApplicationQueryOptions(deps.id))),
  component: function AgentApplicationDetailRoute() {
    return <ApplicationDetailScreen applicationId={Route.useSearch().applicationId} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { financingQueryOptions } from '../../../../api/financing';
import { FinancingIdSearchSchema } from '../../../../contract/financing';
import { AgentLoanDetailScreen } from '../../../../features/financing/agent-loans-screens';

export const Route = createFileRoute('/dashboard/my-financings/detail/')({
  validateSearch: FinancingIdSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (deps.id) void context.queryClient.prefetchQuery(financingQueryOptions(deps.id));
  },
  component: function AgentLoanDetailRoute() {
    return <AgentLoanDetailScreen id={Route.useSearch().id} />;
  },
});

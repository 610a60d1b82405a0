import { createFileRoute } from '@tanstack/react-router';
import { financingQueryOptions } from '../../../../api/financing';
import { FinancingIdSearchSchema } from '../../../../contract/financing';
import { FinancingDetailScreen } from '../../../../features/financing/financing-detail-screen';

export const Route = createFileRoute('/dashboard/my-financings/detail/')({
  validateSearch: FinancingIdSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (deps.id) void context.queryClient.prefetchQuery(financingQueryOptions(deps.id));
  },
  component: function FinancingDetailRoute() {
    return <FinancingDetailScreen id={Route.useSearch().id} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { corporateOperationsQueryOptions } from '../../../api/corporate-operations';
import { OPERATION_LIST_SCOPES } from '../../../contract/corporate-operations';
import { CorporateOperationsScreen } from '../../../features/corporate-operations/corporate-operations-screen';

/** `?scope=`: the tab (waiting for my approval, started by me, history); anything else opens the first. */
const SearchSchema = v.object({
  scope: v.fallback(v.optional(v.picklist(OPERATION_LIST_SCOPES)), undefined),
});

export const Route = createFileRoute('/dashboard/corporate-operations/')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ scope: search.scope ?? 'waiting' }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(corporateOperationsQueryOptions(deps.scope)),
  component: function CorporateOperationsRoute() {
    const navigate = Route.useNavigate();
    return (
      <CorporateOperationsScreen
        scope={Route.useSearch().scope ?? 'waiting'}
        onScope={(scope) => void navigate({ search: { scope }, replace: true })}
      />
    );
  },
});

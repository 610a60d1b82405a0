import { createFileRoute, Navigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { corporateOperationQueryOptions } from '../../../api/corporate-operations';
import { UUID_PATTERN } from '../../../contract/id-patterns';
import { OperationDetailScreen } from '../../../features/corporate-operations/operation-detail-screen';

/** `?id=`: the operation's id; anything else falls back to the list. */
const SearchSchema = v.object({
  id: v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN))), undefined),
});

export const Route = createFileRoute('/dashboard/corporate-operations/detail')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (deps.id) void context.queryClient.prefetchQuery(corporateOperationQueryOptions(deps.id));
  },
  component: function OperationDetailRoute() {
    const { id } = Route.useSearch();
    return id ? <OperationDetailScreen operationId={id} /> : <Navigate to="/dashboard/corporate-operations" />;
  },
});

import { createFileRoute, Navigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { consentQueryOptions } from '../../../api/other-banks';
import { UUID_PATTERN } from '../../../contract/id-patterns';
import { ConsentDetailScreen } from '../../../features/other-banks/consent-detail-screen';

/** `?consent=`: the consent's id (the other bank's page sends the customer back here); anything else falls back to the list. */
const SearchSchema = v.object({
  consent: v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN))), undefined),
});

export const Route = createFileRoute('/dashboard/other-bank-access-permissions/detail')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ consent: search.consent }),
  loader: ({ context, deps }) => {
    if (deps.consent) void context.queryClient.prefetchQuery(consentQueryOptions(deps.consent));
  },
  component: function ConsentDetailRoute() {
    const { consent } = Route.useSearch();
    return consent ? (
      <ConsentDetailScreen consentId={consent} />
    ) : (
      <Navigate to="/dashboard/other-bank-access-permissions" />
    );
  },
});

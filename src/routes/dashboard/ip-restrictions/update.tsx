import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ipRestrictionsQueryOptions } from '../../../api/ip-restrictions';
import { IpRestrictionFormScreen } from '../../../features/settings/ip-restriction-form-screen';

const SearchSchema = v.object({ id: v.optional(v.pipe(v.string(), v.maxLength(40))) });

export const Route = createFileRoute('/dashboard/ip-restrictions/update')({
  validateSearch: SearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(ipRestrictionsQueryOptions()),
  component: function UpdateIpRestrictionRoute() {
    return <IpRestrictionFormScreen id={Route.useSearch().id ?? ''} />;
  },
});

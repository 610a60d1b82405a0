import { createFileRoute } from '@tanstack/react-router';
import { ipRestrictionsQueryOptions } from '../../../api/ip-restrictions';
import { IpRestrictionFormScreen } from '../../../features/settings/ip-restriction-form-screen';

export const Route = createFileRoute('/dashboard/ip-restrictions/create')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(ipRestrictionsQueryOptions()),
  component: function CreateIpRestrictionRoute() {
    return <IpRestrictionFormScreen />;
  },
});

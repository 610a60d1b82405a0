import { createFileRoute } from '@tanstack/react-router';
import { ipRestrictionsQueryOptions } from '../../../api/ip-restrictions';
import { IpRestrictionsScreen } from '../../../features/settings/ip-restrictions-screen';

export const Route = createFileRoute('/dashboard/ip-restrictions/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(ipRestrictionsQueryOptions()),
  component: IpRestrictionsScreen,
});

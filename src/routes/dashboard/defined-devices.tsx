import { createFileRoute } from '@tanstack/react-router';
import { devicesQueryOptions } from '../../api/settings';
import { DevicesScreen } from '../../features/settings/devices-screen';

export const Route = createFileRoute('/dashboard/defined-devices')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(devicesQueryOptions()),
  component: DevicesScreen,
});

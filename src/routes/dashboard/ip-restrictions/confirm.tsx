import { createFileRoute } from '@tanstack/react-router';
import { IpConfirmScreen } from '../../../features/settings/ip-confirm-screen';

export const Route = createFileRoute('/dashboard/ip-restrictions/confirm')({
  component: IpConfirmScreen,
});

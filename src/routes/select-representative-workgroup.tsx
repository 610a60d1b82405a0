import { createFileRoute } from '@tanstack/react-router';
import { SelectWorkgroupScreen } from '../features/auth/select-workgroup-screen';
import { requireTwoFactor } from '../lib/route-guards';

export const Route = createFileRoute('/select-representative-workgroup')({
  beforeLoad: ({ context }) => requireTwoFactor(context.auth),
  component: SelectWorkgroupScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { MobileApproveScreen } from '../features/auth/mobile-approve-screen';
import { requireTwoFactor } from '../lib/route-guards';

export const Route = createFileRoute('/mobile-approve')({
  beforeLoad: ({ context }) => requireTwoFactor(context.auth),
  component: MobileApproveScreen,
});

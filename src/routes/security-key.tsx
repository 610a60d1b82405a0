import { createFileRoute } from '@tanstack/react-router';
import { SecurityKeyScreen } from '../features/auth/security-key-screen';
import { requireTwoFactor } from '../lib/route-guards';

export const Route = createFileRoute('/security-key')({
  beforeLoad: ({ context }) => requireTwoFactor(context.auth),
  component: SecurityKeyScreen,
});

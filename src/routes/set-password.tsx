import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordScreen } from '../features/auth/set-password-screen';
import { requireTwoFactor } from '../lib/route-guards';

export const Route = createFileRoute('/set-password')({
  beforeLoad: ({ context }) => requireTwoFactor(context.auth),
  component: SetPasswordScreen,
});

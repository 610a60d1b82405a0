import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../features/auth/forgot-password-screen';
import { leaveSessionOnLoginPage } from '../lib/route-guards';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: ({ context }) => leaveSessionOnLoginPage(context.auth),
  component: ForgotPasswordScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../features/auth/forgot-password-screen';
import { leaveSessionOnLoginPage } from '../lib/route-guards';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: ({ context, preload }) => leaveSessionOnLoginPage(context.auth, preload),
  component: ForgotPasswordScreen,
});

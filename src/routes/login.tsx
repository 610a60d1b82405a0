import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen';
import { leaveSessionOnLoginPage } from '../lib/route-guards';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context, preload }) => leaveSessionOnLoginPage(context.auth, preload),
  component: LoginScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen';
import { leaveSessionOnLoginPage } from '../lib/route-guards';

export const Route = createFileRoute('/login')({
  // Not split: a first visit lands here, and the login card paints from the first chunk instead of
  // waiting for a second round trip (issue 12).
  codeSplitGroupings: [],
  beforeLoad: ({ context, preload }) => leaveSessionOnLoginPage(context.auth, preload),
  component: LoginScreen,
});

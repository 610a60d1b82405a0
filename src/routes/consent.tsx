import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen';
import { rememberConsentReturn } from '../lib/open-banking-return';
import { leaveSessionOnLoginPage } from '../lib/route-guards';

/** A provider's account-information request: the login page; the request's id waits for the dashboard. */
export const Route = createFileRoute('/consent')({
  beforeLoad: ({ context, preload, search }) => {
    leaveSessionOnLoginPage(context.auth, preload);
    if (!preload) rememberConsentReturn('consent', (search as { consent?: unknown }).consent);
  },
  component: LoginScreen,
});

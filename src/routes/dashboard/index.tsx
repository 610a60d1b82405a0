import { createFileRoute, redirect } from '@tanstack/react-router';
import { HomeScreen } from '../../features/dashboard/home-screen';
import { takeConsentReturn } from '../../lib/open-banking-return';

export const Route = createFileRoute('/dashboard/')({
  // Signed in from a provider's /consent or /transfer link: its request first.
  beforeLoad: ({ preload }) => {
    const to = preload ? undefined : takeConsentReturn();
    if (to) throw redirect({ href: to, replace: true });
  },
  component: HomeScreen,
});

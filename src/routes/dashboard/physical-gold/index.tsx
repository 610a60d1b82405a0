import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard/physical-gold/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/physical-gold/buy-physical-gold' });
  },
});

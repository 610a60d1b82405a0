import { createFileRoute, redirect } from '@tanstack/react-router';

/** The admin panel's crumb opens its first page. */
export const Route = createFileRoute('/dashboard/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/admin/user-role-change' });
  },
});

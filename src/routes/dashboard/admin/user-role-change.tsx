import { createFileRoute } from '@tanstack/react-router';
import { companyUsersQueryOptions, roleChangesQueryOptions } from '../../../api/corporate-admin';
import { UserRolesScreen } from '../../../features/corporate-admin/user-roles-screen';

export const Route = createFileRoute('/dashboard/admin/user-role-change')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(companyUsersQueryOptions());
    void context.queryClient.prefetchQuery(roleChangesQueryOptions());
  },
  component: UserRolesScreen,
});

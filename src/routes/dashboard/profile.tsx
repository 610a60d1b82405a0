import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '../../api/settings';
import { ProfileScreen } from '../../features/settings/profile-screen';

export const Route = createFileRoute('/dashboard/profile')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(profileQueryOptions()),
  component: ProfileScreen,
});

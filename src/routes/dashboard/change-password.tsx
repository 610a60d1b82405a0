import { createFileRoute } from '@tanstack/react-router';
import { passwordRulesQueryOptions } from '../../api/auth';
import { ChangePasswordScreen } from '../../features/settings/change-password-screen';

export const Route = createFileRoute('/dashboard/change-password')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(passwordRulesQueryOptions()),
  component: ChangePasswordScreen,
});

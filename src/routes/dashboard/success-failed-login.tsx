import { createFileRoute } from '@tanstack/react-router';
import { LoginHistorySearchSchema } from '../../contract/settings';
import { LoginHistoryScreen } from '../../features/settings/login-history-screen';

export const Route = createFileRoute('/dashboard/success-failed-login')({
  validateSearch: LoginHistorySearchSchema,
  component: function SuccessFailedLoginRoute() {
    return <LoginHistoryScreen search={Route.useSearch()} />;
  },
});

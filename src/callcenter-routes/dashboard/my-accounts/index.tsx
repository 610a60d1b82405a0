import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../api/accounts';
import { AgentAccountsScreen } from '../../../features/accounts/agent-accounts-screens';

export const Route = createFileRoute('/dashboard/my-accounts/')({
  // Warm the cache without throwing: the screen shows loading and error states itself.
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: AgentAccountsScreen,
});

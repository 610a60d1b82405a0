import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { registeredTransactionsQueryOptions } from '../../api/registered-transactions';
import { AgentTransfersScreen } from '../../features/callcenter/transfers/agent-transfers-screen';

export const Route = createFileRoute('/dashboard/transfers')({
  // Warm the cache without throwing: the screen shows loading and error states itself.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountsQueryOptions(false));
    void context.queryClient.prefetchQuery(registeredTransactionsQueryOptions());
  },
  component: AgentTransfersScreen,
});

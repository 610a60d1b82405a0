import { createFileRoute } from '@tanstack/react-router';
import { financingsQueryOptions } from '../../../api/financing';
import { AgentLoansScreen } from '../../../features/financing/agent-loans-screens';

export const Route = createFileRoute('/dashboard/my-financings/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(financingsQueryOptions()),
  component: AgentLoansScreen,
});

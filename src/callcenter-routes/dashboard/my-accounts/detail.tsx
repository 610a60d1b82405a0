import { createFileRoute } from '@tanstack/react-router';
import { accountDetailQueryOptions } from '../../../api/account-management';
import { AccountDetailSearchSchema } from '../../../contract/account-management';
import { AgentAccountDetailScreen } from '../../../features/accounts/agent-accounts-screens';

export const Route = createFileRoute('/dashboard/my-accounts/detail')({
  validateSearch: AccountDetailSearchSchema,
  loaderDeps: ({ search }) => ({ accountNumber: search.accountNumber }),
  loader: ({ context, deps }) =>
    void (deps.accountNumber && context.queryClient.prefetchQuery(accountDetailQueryOptions(deps.accountNumber))),
  component: function AgentAccountDetailRoute() {
    return <AgentAccountDetailScreen accountNumber={Route.useSearch().accountNumber} />;
  },
});

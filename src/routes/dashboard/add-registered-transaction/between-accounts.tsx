import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../api/accounts';
import { RegisteredEditSearchSchema } from '../../../contract/registered-transactions';
import { AddRegisteredScreen } from '../../../features/registered-transactions/add-registered-screen';

export const Route = createFileRoute('/dashboard/add-registered-transaction/between-accounts')({
  validateSearch: RegisteredEditSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: function AddRegisteredBetweenRoute() {
    return <AddRegisteredScreen variant="between" editId={Route.useSearch().edit} />;
  },
});

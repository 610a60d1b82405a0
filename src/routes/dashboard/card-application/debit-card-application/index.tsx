import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../../api/accounts';
import { DebitApplicationScreen } from '../../../../features/cards/applications/debit-application-screen';

export const Route = createFileRoute('/dashboard/card-application/debit-card-application/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountsQueryOptions(false)),
  component: DebitApplicationScreen,
});

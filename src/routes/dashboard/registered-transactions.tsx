import { createFileRoute } from '@tanstack/react-router';
import { registeredTransactionsQueryOptions } from '../../api/registered-transactions';
import { RegisteredTransactionsScreen } from '../../features/registered-transactions/registered-transactions-screen';

export const Route = createFileRoute('/dashboard/registered-transactions')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(registeredTransactionsQueryOptions()),
  component: RegisteredTransactionsScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { financingsQueryOptions } from '../../../api/financing';
import { MyFinancingsScreen } from '../../../features/financing/my-financings-screen';

export const Route = createFileRoute('/dashboard/my-financings/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(financingsQueryOptions()),
  component: MyFinancingsScreen,
});

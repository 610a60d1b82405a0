import { createFileRoute } from '@tanstack/react-router';
import { billCategoriesQueryOptions } from '../../../api/bills';
import { BillCategoriesScreen } from '../../../features/bills/bill-categories-screen';

export const Route = createFileRoute('/dashboard/bill-payment/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(billCategoriesQueryOptions()),
  component: BillCategoriesScreen,
});

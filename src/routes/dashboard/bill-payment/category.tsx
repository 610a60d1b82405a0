import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../api/accounts';
import { billInstitutionsQueryOptions } from '../../../api/bills';
import { BillCategorySearchSchema } from '../../../contract/bills';
import { BillCategoryScreen } from '../../../features/bills/bill-category-screen';

/** A category's institutions and a subscriber's bills; `?category=&biller=&subscriber=` (prefill). */
export const Route = createFileRoute('/dashboard/bill-payment/category')({
  validateSearch: BillCategorySearchSchema,
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(accountsQueryOptions(false));
    if (deps.category) void context.queryClient.prefetchQuery(billInstitutionsQueryOptions(deps.category));
  },
  component: function BillCategoryRoute() {
    return <BillCategoryScreen search={Route.useSearch()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { FinancingIdSearchSchema } from '../../../../../contract/financing';
import { FinancingApproveScreen } from '../../../../../features/financing/financing-approve-screen';

/** The approve step of a financing's payment; the payment itself is kept in memory. */
export const Route = createFileRoute('/dashboard/my-financings/detail/payment/approve')({
  validateSearch: FinancingIdSearchSchema,
  component: function FinancingApproveRoute() {
    return <FinancingApproveScreen place="detail" id={Route.useSearch().id} />;
  },
});

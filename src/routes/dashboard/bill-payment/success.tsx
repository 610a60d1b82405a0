import { createFileRoute } from '@tanstack/react-router';
import { BillSuccessSearchSchema } from '../../../contract/bills';
import { BillSuccessScreen } from '../../../features/bills/bill-success-screen';

export const Route = createFileRoute('/dashboard/bill-payment/success')({
  validateSearch: BillSuccessSearchSchema,
  component: function BillSuccessRoute() {
    return <BillSuccessScreen id={Route.useSearch().id} />;
  },
});

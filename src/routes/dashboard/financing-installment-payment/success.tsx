import { createFileRoute } from '@tanstack/react-router';
import { FinancingIdSearchSchema } from '../../../contract/financing';
import { FinancingSuccessScreen } from '../../../features/financing/financing-success-screen';

/** `?id=<paymentId>`: the receipt, read again by id after a reload. */
export const Route = createFileRoute('/dashboard/financing-installment-payment/success')({
  validateSearch: FinancingIdSearchSchema,
  component: function InstallmentSuccessRoute() {
    return <FinancingSuccessScreen place="due" id={Route.useSearch().id} />;
  },
});

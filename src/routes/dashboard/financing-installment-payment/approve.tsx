import { createFileRoute } from '@tanstack/react-router';
import { FinancingApproveScreen } from '../../../features/financing/financing-approve-screen';

/** The approve step of paying installments from the payments area; the payment itself is kept in memory. */
export const Route = createFileRoute('/dashboard/financing-installment-payment/approve')({
  component: function InstallmentApproveRoute() {
    return <FinancingApproveScreen place="due" />;
  },
});

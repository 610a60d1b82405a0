import { createFileRoute } from '@tanstack/react-router';
import { CardDebtSuccessSearchSchema } from '../../../contract/card-debt';
import { CardDebtSuccessScreen } from '../../../features/card-debt/card-debt-success-screen';

export const Route = createFileRoute('/dashboard/debt_payment/debt-payment-success')({
  validateSearch: CardDebtSuccessSearchSchema,
  component: function DebtPaymentSuccessRoute() {
    return <CardDebtSuccessScreen id={Route.useSearch().id} own />;
  },
});

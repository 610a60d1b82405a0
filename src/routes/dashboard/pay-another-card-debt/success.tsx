import { createFileRoute } from '@tanstack/react-router';
import { CardDebtSuccessSearchSchema } from '../../../contract/card-debt';
import { CardDebtSuccessScreen } from '../../../features/card-debt/card-debt-success-screen';

export const Route = createFileRoute('/dashboard/pay-another-card-debt/success')({
  validateSearch: CardDebtSuccessSearchSchema,
  component: function CardDebtSuccessRoute() {
    return <CardDebtSuccessScreen id={Route.useSearch().id} />;
  },
});

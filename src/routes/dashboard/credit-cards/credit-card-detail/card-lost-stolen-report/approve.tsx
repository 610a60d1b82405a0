import { createFileRoute } from '@tanstack/react-router';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { LostStolenApproveScreen } from '../../../../../features/cards/management/lost-stolen-screens';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/card-lost-stolen-report/approve')({
  validateSearch: CardIdSearchSchema,
  component: function CreditCardLostStolenReportApproveRoute() {
    return <LostStolenApproveScreen area="credit" cardId={Route.useSearch().cardId} />;
  },
});

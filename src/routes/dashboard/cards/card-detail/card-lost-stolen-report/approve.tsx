import { createFileRoute } from '@tanstack/react-router';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { LostStolenApproveScreen } from '../../../../../features/cards/management/lost-stolen-screens';

export const Route = createFileRoute('/dashboard/cards/card-detail/card-lost-stolen-report/approve')({
  validateSearch: CardIdSearchSchema,
  component: function DebitCardLostStolenReportApproveRoute() {
    return <LostStolenApproveScreen area="debit" cardId={Route.useSearch().cardId} />;
  },
});

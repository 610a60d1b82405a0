import { createFileRoute } from '@tanstack/react-router';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { LimitsApproveScreen } from '../../../../../features/cards/management/limits-screens';

export const Route = createFileRoute('/dashboard/cards/card-detail/limit-management/approve')({
  validateSearch: CardIdSearchSchema,
  component: function DebitLimitManagementApproveRoute() {
    return <LimitsApproveScreen area="debit" cardId={Route.useSearch().cardId} />;
  },
});

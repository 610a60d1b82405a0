import { createFileRoute } from '@tanstack/react-router';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { LimitsApproveScreen } from '../../../../../features/cards/management/limits-screens';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/limit-management/approve')({
  validateSearch: CardIdSearchSchema,
  component: function CreditLimitManagementApproveRoute() {
    return <LimitsApproveScreen area="credit" cardId={Route.useSearch().cardId} />;
  },
});

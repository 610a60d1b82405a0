import { createFileRoute } from '@tanstack/react-router';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { CancellationApproveScreen } from '../../../../../features/cards/management/cancellation-screens';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/card-cancellation/approve')({
  validateSearch: CardIdSearchSchema,
  component: function CreditCardCancellationApproveRoute() {
    return <CancellationApproveScreen area="credit" cardId={Route.useSearch().cardId} />;
  },
});

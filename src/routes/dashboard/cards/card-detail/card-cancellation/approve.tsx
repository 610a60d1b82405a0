import { createFileRoute } from '@tanstack/react-router';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { CancellationApproveScreen } from '../../../../../features/cards/management/cancellation-screens';

export const Route = createFileRoute('/dashboard/cards/card-detail/card-cancellation/approve')({
  validateSearch: CardIdSearchSchema,
  component: function DebitCardCancellationApproveRoute() {
    return <CancellationApproveScreen area="debit" cardId={Route.useSearch().cardId} />;
  },
});

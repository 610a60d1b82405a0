import { createFileRoute } from '@tanstack/react-router';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { RenewalApproveScreen } from '../../../../../features/cards/management/renewal-screens';

export const Route = createFileRoute('/dashboard/cards/card-detail/card-renewal/approve')({
  validateSearch: CardIdSearchSchema,
  component: function DebitCardRenewalApproveRoute() {
    return <RenewalApproveScreen area="debit" cardId={Route.useSearch().cardId} />;
  },
});

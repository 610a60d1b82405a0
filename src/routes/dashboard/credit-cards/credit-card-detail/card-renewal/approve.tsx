import { createFileRoute } from '@tanstack/react-router';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { RenewalApproveScreen } from '../../../../../features/cards/management/renewal-screens';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/card-renewal/approve')({
  validateSearch: CardIdSearchSchema,
  component: function CreditCardRenewalApproveRoute() {
    return <RenewalApproveScreen area="credit" cardId={Route.useSearch().cardId} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { VirtualSuccessScreen } from '../../../../features/cards/virtual/virtual-success-screen';

export const Route = createFileRoute('/dashboard/credit-cards/virtual-credit-card/success')({
  validateSearch: CardIdSearchSchema,
  component: function VirtualSuccessRoute() {
    return <VirtualSuccessScreen cardId={Route.useSearch().cardId} />;
  },
});

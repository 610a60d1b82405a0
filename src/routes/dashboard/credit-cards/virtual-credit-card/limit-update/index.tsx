import { createFileRoute } from '@tanstack/react-router';
import { cardsQueryOptions } from '../../../../../api/cards';
import { CardIdSearchSchema } from '../../../../../contract/card-transactions';
import { VirtualLimitUpdateScreen } from '../../../../../features/cards/virtual/limit-update-screen';

export const Route = createFileRoute('/dashboard/credit-cards/virtual-credit-card/limit-update/')({
  validateSearch: CardIdSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(cardsQueryOptions()),
  component: function VirtualLimitUpdateRoute() {
    return <VirtualLimitUpdateScreen cardId={Route.useSearch().cardId} />;
  },
});

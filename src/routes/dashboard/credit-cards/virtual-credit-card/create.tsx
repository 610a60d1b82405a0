import { createFileRoute } from '@tanstack/react-router';
import { cardsQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { CreateVirtualCardScreen } from '../../../../features/cards/virtual/create-virtual-card-screen';

export const Route = createFileRoute('/dashboard/credit-cards/virtual-credit-card/create')({
  validateSearch: CardIdSearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(cardsQueryOptions()),
  component: function CreateVirtualCardRoute() {
    return <CreateVirtualCardScreen cardId={Route.useSearch().cardId} />;
  },
});

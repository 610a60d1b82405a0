import { createFileRoute } from '@tanstack/react-router';
import { cardsQueryOptions } from '../../../api/cards';
import { CreditCardsScreen } from '../../../features/cards/credit-cards-screen';

export const Route = createFileRoute('/dashboard/credit-cards/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(cardsQueryOptions()),
  component: CreditCardsScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { cardsQueryOptions } from '../../../api/cards';
import { MyCardsScreen } from '../../../features/cards/my-cards-screen';

export const Route = createFileRoute('/dashboard/cards/')({
  // Warm the cache without throwing: the screen shows loading and error states itself.
  loader: ({ context }) => void context.queryClient.prefetchQuery(cardsQueryOptions()),
  component: MyCardsScreen,
});

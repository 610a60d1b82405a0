import { createFileRoute } from '@tanstack/react-router';
import { cardsQueryOptions } from '../../../api/cards';
import { DisabledCardsScreen } from '../../../features/cards/disabled-cards-screen';

export const Route = createFileRoute('/dashboard/cards/my_cards_disabled')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(cardsQueryOptions()),
  component: DisabledCardsScreen,
});

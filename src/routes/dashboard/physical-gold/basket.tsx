import { createFileRoute } from '@tanstack/react-router';
import { goldCatalogueQueryOptions } from '../../../api/physical-gold';
import { GoldBasketScreen } from '../../../features/physical-gold/gold-basket-screen';

export const Route = createFileRoute('/dashboard/physical-gold/basket')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(goldCatalogueQueryOptions()),
  component: GoldBasketScreen,
});

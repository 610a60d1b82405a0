import { createFileRoute } from '@tanstack/react-router';
import { goldCatalogueQueryOptions } from '../../../api/physical-gold';
import { GoldCatalogueScreen } from '../../../features/physical-gold/gold-catalogue-screen';

export const Route = createFileRoute('/dashboard/physical-gold/buy-physical-gold')({
  // Warm the cache without throwing: the screen shows loading and error states itself.
  loader: ({ context }) => void context.queryClient.prefetchQuery(goldCatalogueQueryOptions()),
  component: GoldCatalogueScreen,
});

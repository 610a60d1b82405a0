import { createFileRoute } from '@tanstack/react-router';
import { marketOverviewQueryOptions } from '../../../api/market';
import { MarketListScreen } from '../../../features/market/market-list-screen';

export const Route = createFileRoute('/dashboard/currency-and-precious-metals/')({
  // Warm the cache without throwing: the screen shows loading and error states itself.
  loader: ({ context }) => void context.queryClient.prefetchQuery(marketOverviewQueryOptions()),
  component: MarketListScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../../api/accounts';
import { marketOverviewQueryOptions } from '../../../api/market';
import { MarketTradeSearchSchema } from '../../../contract/market';
import { MarketTradeScreen } from '../../../features/market/market-trade-screen';

export const Route = createFileRoute('/dashboard/currency-and-precious-metals/buy')({
  validateSearch: MarketTradeSearchSchema,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(accountsQueryOptions(false));
    void context.queryClient.prefetchQuery(marketOverviewQueryOptions());
  },
  component: function MarketTradeRoute() {
    const search = Route.useSearch();
    return <MarketTradeScreen {...search} />;
  },
});

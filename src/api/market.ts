import { queryOptions } from '@tanstack/react-query';
import {
  MarketOverviewSchema,
  MarketQuoteSchema,
  MarketTradeOutcomeSchema,
  MarketTradeSchema,
  type MarketQuoteRequest,
  type MarketTradeRequest,
} from '../contract/market';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/** Currency and precious metals (issue 15): the list's prices and holdings, a quote, a trade. */
export const marketKeys = {
  all: ['market'] as const,
  overview: () => [...marketKeys.all, 'overview'] as const,
  trade: (id: string) => [...marketKeys.all, 'trade', id] as const,
};

/** The prices move every minute: read again each minute while the page is open. */
export const marketOverviewQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.overview(),
    queryFn: () => serviceRequest('/Market/GetOverview', MarketOverviewSchema),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

/** One of the customer's trades (the buy page's done state, after a reload too). */
export const marketTradeQueryOptions = (tradeId: string) =>
  queryOptions({
    queryKey: marketKeys.trade(tradeId),
    queryFn: () => serviceRequest(`/Market/GetTrade/${encodeURIComponent(tradeId)}`, MarketTradeSchema),
    staleTime: Infinity,
  });

/** A quote as an envelope, for the page action flow (a refusal shows in its error popup). */
export const fetchMarketQuote = (body: MarketQuoteRequest) =>
  serviceEnvelopeRequest('/Market/GetQuote', MarketQuoteSchema, { method: 'POST', body });

/** `POST /Market/Trade`: the trade, or (a corporate maker's trade needing approvals) the waiting operation (995). */
export const marketTrade = (body: MarketTradeRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Market/Trade', MarketTradeOutcomeSchema, { method: 'POST', body, idempotencyKey });

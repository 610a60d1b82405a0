/** The route table's currency and precious metals calls (issue 15); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import {
  MarketOverviewSchema,
  MarketQuoteRequestSchema,
  MarketQuoteSchema,
  MarketTradeRequestSchema,
  MarketTradeOutcomeSchema,
  MarketTradeSchema,
} from './market';

const tag = 'Currency and precious metals';

export const MARKET_ROUTES: readonly ApiRoute[] = [
  call({
    path: '/Market/GetOverview',
    name: 'getMarketOverview',
    tag,
    summary:
      "USD, EUR, GBP and gold, silver, platinum (grams): the bank's buy and sell prices now (TRY per unit, the sandbox feed), the change since the day's opening, the day's prices every 15 minutes, trading hours and the customer's holding.",
    data: MarketOverviewSchema,
  }),
  call({
    path: '/Market/GetQuote',
    name: 'getMarketQuote',
    tag,
    summary:
      'A price for buying or selling an amount of an instrument (in its units, grams for metals), valid `quoteTtlSeconds` and for this customer only, with the BSMV of a purchase. Refused outside trading hours (`market.closed`).',
    body: MarketQuoteRequestSchema,
    data: MarketQuoteSchema,
  }),
  call({
    path: '/Market/Trade',
    name: 'marketTrade',
    tag,
    summary:
      "Buys or sells at a quote between the customer's TRY current account and their account in the instrument (opened by the first trade); no code asked (both accounts are the customer's). Refuses an expired, used or another's quote, a sell beyond the holding and trading outside hours. A corporate maker's trade that needs approvals is stored to wait (995); the approval trades at the bank's price of that moment.",
    body: MarketTradeRequestSchema,
    data: MarketTradeOutcomeSchema,
    actionCodes: [ActionCode.MarketTraded, ActionCode.CorporateOperationWaiting],
    idempotent: true,
  }),
  call({
    path: '/Market/GetTrade/{id}',
    name: 'getMarketTrade',
    tag,
    summary: "One of the customer's trades.",
    params: { id: IdParam },
    data: MarketTradeSchema,
  }),
];

/**
 * Currency and precious metals (issue 15): the instruments the bank quotes against TRY, the sides of a
 * trade (from the customer's view), the day's prices, quotes and trades.
 */
import * as v from 'valibot';
import { ACCOUNT_NUMBER_PATTERN, AMOUNT_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { WaitingOperationSchema } from './waiting-operation';

/** Money in its currency's units; metals in grams. */
export const MARKET_INSTRUMENTS = ['USD', 'EUR', 'GBP', 'XAU', 'XAG', 'XPT'] as const;
export type MarketInstrument = (typeof MARKET_INSTRUMENTS)[number];
export const MarketInstrumentSchema = v.picklist(MARKET_INSTRUMENTS);

/** Buy: the customer buys the instrument with TRY; Sell: the customer sells it for TRY. */
export const MARKET_SIDES = ['Buy', 'Sell'] as const;
export type MarketSide = (typeof MARKET_SIDES)[number];
export const MarketSideSchema = v.picklist(MARKET_SIDES);

export const isMetal = (instrument: MarketInstrument): boolean =>
  instrument === 'XAU' || instrument === 'XAG' || instrument === 'XPT';

const decimal = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(AMOUNT_PATTERN, IssueKey.Invalid));
const accountNumber = v.pipe(
  v.string(),
  v.nonEmpty(IssueKey.Required),
  v.regex(ACCOUNT_NUMBER_PATTERN, IssueKey.Invalid),
);

/** One point of the day's chart: the mid at the start of a bucket (TRY per unit, 4 decimals). */
export const MarketPointSchema = v.object({ at: v.string(), mid: v.string() });

/** An instrument as the list shows it: the bank's prices now, the day's change and chart, the customer's holding. */
export const MarketInstrumentInfoSchema = v.object({
  instrument: MarketInstrumentSchema,
  /** TRY per unit (per gram for metals), 4 decimals: what the bank pays (customer sells) and asks (customer buys). */
  bankBuy: v.string(),
  bankSell: v.string(),
  mid: v.string(),
  /** The mid at the day's opening (00:00 Istanbul) and the change since, in percent (2 decimals, signed). */
  dayOpen: v.string(),
  changePercent: v.string(),
  /** Every 15 minutes since the day's opening, then now. */
  points: v.array(MarketPointSchema),
  /** The customer's instrument account (opened on the first trade) and its balance, or null. */
  accountNumber: v.nullable(v.string()),
  holding: v.nullable(v.string()),
  /** Whether the instrument trades now, and today's (or the next) trading hours, HH:MM Istanbul. */
  isOpen: v.boolean(),
  opensAt: v.string(),
  closesAt: v.string(),
  /** The smallest amount a trade takes, in the instrument's units. */
  minimumAmount: v.string(),
  /** Whether BSMV (kambiyo vergisi) applies to a purchase. */
  taxed: v.boolean(),
});
export type MarketInstrumentInfo = v.InferOutput<typeof MarketInstrumentInfoSchema>;

/** `GET /Market/GetOverview`. */
export const MarketOverviewSchema = v.object({
  asOf: v.string(),
  instruments: v.array(MarketInstrumentInfoSchema),
  quoteTtlSeconds: v.number(),
  /** BSMV rate on purchases, a decimal fraction ("0.002"). */
  taxRate: v.string(),
});
export type MarketOverview = v.InferOutput<typeof MarketOverviewSchema>;

/** `POST /Market/GetQuote`: the amount is in the instrument's units (grams for metals). */
export const MarketQuoteRequestSchema = v.object({
  instrument: v.picklist(MARKET_INSTRUMENTS, IssueKey.Required),
  side: v.picklist(MARKET_SIDES, IssueKey.Required),
  amount: decimal,
});
export type MarketQuoteRequest = v.InferOutput<typeof MarketQuoteRequestSchema>;

export const MarketQuoteSchema = v.object({
  quoteId: v.string(),
  instrument: MarketInstrumentSchema,
  side: MarketSideSchema,
  amount: v.string(),
  /** TRY per unit applied (the bank's sell price on a buy, its buy price on a sell). */
  rate: v.string(),
  /** TRY for the instrument, the tax apart; the tax (zero on a sale); what leaves or arrives in all. */
  tryAmount: v.string(),
  taxAmount: v.string(),
  totalAmount: v.string(),
  expiresAt: v.string(),
});
export type MarketQuote = v.InferOutput<typeof MarketQuoteSchema>;

/** `POST /Market/Trade` (Idempotency-Key): the quote's own instrument, side and amount, and the TRY account. */
export const MarketTradeRequestSchema = v.object({
  quoteId: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.uuid(IssueKey.Invalid)),
  instrument: v.picklist(MARKET_INSTRUMENTS, IssueKey.Required),
  side: v.picklist(MARKET_SIDES, IssueKey.Required),
  amount: decimal,
  tryAccountNumber: accountNumber,
});
export type MarketTradeRequest = v.InferOutput<typeof MarketTradeRequestSchema>;

export const MarketTradeSchema = v.object({
  tradeId: v.string(),
  /** The journal: the receipt (`/Payment/GetReceiptPdf`-style) is printed from it. */
  journalId: v.string(),
  instrument: MarketInstrumentSchema,
  side: MarketSideSchema,
  amount: v.string(),
  rate: v.string(),
  tryAmount: v.string(),
  taxAmount: v.string(),
  totalAmount: v.string(),
  tryAccountNumber: v.string(),
  instrumentAccountNumber: v.string(),
  /** Whether the instrument account was opened by this trade. */
  accountOpened: v.boolean(),
  createdAt: v.string(),
});
export type MarketTrade = v.InferOutput<typeof MarketTradeSchema>;

/** What Trade answers: the trade, or a corporate maker's trade stored to wait for approvals (995, issue 17). */
export const MarketTradeOutcomeSchema = v.union([MarketTradeSchema, WaitingOperationSchema]);

/**
 * `?instrument=&side=` of the buy page, and `trade` (its id) once a trade is done, so the page shows
 * that trade again after a reload; a value that does not fit falls back to undefined.
 */
export const MarketTradeSearchSchema = v.object({
  instrument: v.fallback(v.optional(MarketInstrumentSchema), undefined),
  side: v.fallback(v.optional(MarketSideSchema), undefined),
  trade: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
export type MarketTradeSearch = v.InferOutput<typeof MarketTradeSearchSchema>;

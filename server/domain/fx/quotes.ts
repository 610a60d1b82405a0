/**
 * Exchange quotes for a cross-currency movement (virement, funding a new account): the
 * indicative mid rate of `config.indicativeRates` (TRY per unit, per gram for XAU) plus the
 * bank's spread, stored with an expiry and taken once. All arithmetic is bigint; the bank's
 * side of every rounding (the customer receives floor, pays ceiling).
 * The money moves through the per-currency FX position GL accounts (ledger/recipes.ts fxLegs), and
 * the commit takes the quote once (a quote guard, ledger/commit.ts).
 */
import { eq } from 'drizzle-orm';
import type { ExchangeQuote } from '../../../src/contract/transfers';
import { MINOR_DIGITS, formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import { MessageCode } from '../../../src/contract/message-codes';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { fxQuotes } from '../../db/schema/fx';
import { BusinessError } from '../common/refusal';

const RATE_DIGITS = 6;
const SCALE = 10n ** BigInt(RATE_DIGITS);

/** TRY per unit as a fraction n / 10^4 (TRY itself 1). */
const tryPerUnit = (config: ServerConfig, currency: Currency): bigint =>
  currency === 'TRY' ? 10_000n : parseAmount(config.indicativeRates[currency], 'XAU')!;

const spreadBasisPoints = (config: ServerConfig): bigint => parseAmount(config.transfers.fxSpreadPercent, 'TRY')!;

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;
const pow10 = (currency: Currency) => 10n ** BigInt(MINOR_DIGITS[currency]);

const rateText = (numerator: bigint, denominator: bigint): string => {
  const scaled = (numerator * SCALE * 2n + denominator) / (2n * denominator);
  const text = scaled.toString().padStart(RATE_DIGITS + 1, '0');
  return `${text.slice(0, -RATE_DIGITS)}.${text.slice(-RATE_DIGITS)}`;
};

export interface QuoteRequest {
  sourceCurrency: Currency;
  targetCurrency: Currency;
  /** Minor units of `amountCurrency`, above zero. */
  amount: bigint;
  /** Which side is fixed: the source (what leaves) or the target (what arrives). */
  amountCurrency: Currency;
  customerId?: string | null;
}

export interface PricedQuote {
  sourceMinor: bigint;
  targetMinor: bigint;
  rate: string;
  midRate: string;
  spreadPercent: string;
}

/** Prices a conversion without storing it. */
export const priceQuote = (config: ServerConfig, request: QuoteRequest): PricedQuote => {
  const { sourceCurrency: s, targetCurrency: t } = request;
  const vs = tryPerUnit(config, s);
  const vt = tryPerUnit(config, t);
  const bp = spreadBasisPoints(config);
  // target minor = source minor x vs x 10^dT x 10000 / (10^dS x vt x (10000 + bp))
  const num = vs * pow10(t) * 10_000n;
  const den = pow10(s) * vt * (10_000n + bp);
  const sourceMinor = request.amountCurrency === s ? request.amount : ceilDiv(request.amount * den, num);
  const targetMinor = request.amountCurrency === s ? (request.amount * num) / den : request.amount;
  return {
    sourceMinor,
    targetMinor,
    rate: rateText(vt * (10_000n + bp), vs * 10_000n),
    midRate: rateText(vt, vs),
    spreadPercent: config.transfers.fxSpreadPercent,
  };
};

export const toExchangeQuote = (row: typeof fxQuotes.$inferSelect): ExchangeQuote => ({
  quoteId: row.id,
  sourceCurrency: row.sourceCurrency,
  targetCurrency: row.targetCurrency,
  sourceAmount: formatAmount(row.sourceAmount, row.sourceCurrency),
  targetAmount: formatAmount(row.targetAmount, row.targetCurrency),
  rate: row.rate,
  midRate: row.midRate,
  spreadPercent: row.spreadPercent,
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Stores a quote valid for `config.transfers.fxQuoteTtlSeconds`. Throws BusinessError
 * transfer.amountInvalid when either side would be zero.
 */
export const createQuoteRow = async (db: DbOrTx, config: ServerConfig, now: Date, request: QuoteRequest) => {
  const priced = priceQuote(config, request);
  if (priced.sourceMinor <= 0n || priced.targetMinor <= 0n)
    throw new BusinessError([MessageCode.TransferAmountInvalid]);
  const [row] = await db
    .insert(fxQuotes)
    .values({
      customerId: request.customerId ?? null,
      sourceCurrency: request.sourceCurrency,
      targetCurrency: request.targetCurrency,
      sourceAmount: priced.sourceMinor,
      targetAmount: priced.targetMinor,
      rate: priced.rate,
      midRate: priced.midRate,
      spreadPercent: priced.spreadPercent,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.transfers.fxQuoteTtlSeconds * 1000),
    })
    .returning();
  return row!;
};

export const createQuote = async (
  db: DbOrTx,
  config: ServerConfig,
  now: Date,
  request: QuoteRequest,
): Promise<ExchangeQuote> => toExchangeQuote(await createQuoteRow(db, config, now, request));

export type QuoteRow = typeof fxQuotes.$inferSelect;

/** A stored quote that is still open (not used, not expired), else undefined. */
export const findOpenQuote = async (db: DbOrTx, quoteId: string, now: Date) => {
  const [row] = await db.select().from(fxQuotes).where(eq(fxQuotes.id, quoteId));
  return row && !row.usedAt && row.expiresAt > now ? row : undefined;
};

/**
 * Whether a quote prices this conversion: the customer's own, for this pair, fixing this amount (on
 * the side of `amountCurrency`). Each caller refuses a quote that does not fit with its own code.
 */
export const quoteFits = (
  quote: QuoteRow | null | undefined,
  want: {
    customerId: string;
    source: Currency;
    target: Currency;
    amount: bigint | undefined;
    amountCurrency: Currency;
  },
): quote is QuoteRow =>
  !!quote &&
  quote.customerId === want.customerId &&
  quote.sourceCurrency === want.source &&
  quote.targetCurrency === want.target &&
  (want.amountCurrency === quote.sourceCurrency ? quote.sourceAmount : quote.targetAmount) === want.amount;

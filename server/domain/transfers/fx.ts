/**
 * Exchange quotes for a cross-currency movement (virement, funding a new account): the
 * indicative mid rate of `config.indicativeRates` (TRY per unit, per gram for XAU) plus the
 * bank's spread, stored with an expiry and taken once. All arithmetic is bigint; the bank's
 * side of every rounding (the customer receives floor, pays ceiling).
 * The money moves through the per-currency FX position GL accounts, so each currency of the
 * transfer nets to zero: `fxEntries`.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ExchangeQuote } from '../../../src/contract/transfers';
import { MINOR_DIGITS, formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import { MessageCode } from '../../../src/contract/message-codes';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { accounts, fxQuotes } from '../../db/schema';
import type { EntryInput } from '../ledger';
import { BusinessError } from '../../http/errors';

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
export const createQuote = async (
  db: DbOrTx,
  config: ServerConfig,
  now: Date,
  request: QuoteRequest,
): Promise<ExchangeQuote> => {
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
  return toExchangeQuote(row!);
};

/** A stored quote that is still open (not used, not expired), else undefined. */
export const findOpenQuote = async (db: DbOrTx, quoteId: string, now: Date) => {
  const [row] = await db.select().from(fxQuotes).where(eq(fxQuotes.id, quoteId));
  return row && !row.usedAt && row.expiresAt > now ? row : undefined;
};

/**
 * Uses a quote up inside the caller's transaction; BusinessError transfer.quoteExpired when
 * it is unknown, used or past its expiry (the customer asks for a new one).
 */
export const takeQuote = async (tx: DbOrTx, quoteId: string, now: Date) => {
  const open = await findOpenQuote(tx, quoteId, now);
  if (!open) throw new BusinessError([MessageCode.TransferQuoteExpired]);
  const [row] = await tx
    .update(fxQuotes)
    .set({ usedAt: now })
    .where(and(eq(fxQuotes.id, quoteId), isNull(fxQuotes.usedAt)))
    .returning();
  if (!row) throw new BusinessError([MessageCode.TransferQuoteExpired]);
  return row;
};

/** The FX position GL account of a currency (`GL-FX-<currency>`, seeded). */
export const fxPositionAccountId = async (db: DbOrTx, currency: Currency): Promise<string> => {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.accountNumber, `GL-FX-${currency}`));
  if (!row) throw new Error(`GL-FX-${currency} is missing`);
  return row.id;
};

/**
 * The four entries of a conversion: the source pays `sourceMinor` into its currency's FX
 * position, the target's FX position pays `targetMinor` out. Each currency nets to zero.
 */
export const fxEntries = async (
  db: DbOrTx,
  input: {
    sourceAccountId: string;
    sourceCurrency: Currency;
    sourceMinor: bigint;
    targetAccountId: string;
    targetCurrency: Currency;
    targetMinor: bigint;
    description: string;
    counterpartyName?: string | null;
  },
): Promise<EntryInput[]> => {
  const sourceFx = await fxPositionAccountId(db, input.sourceCurrency);
  const targetFx = await fxPositionAccountId(db, input.targetCurrency);
  const { description } = input;
  return [
    {
      accountId: input.sourceAccountId,
      amount: -input.sourceMinor,
      description,
      counterpartyName: input.counterpartyName,
    },
    { accountId: sourceFx, amount: input.sourceMinor, description },
    { accountId: targetFx, amount: -input.targetMinor, description },
    {
      accountId: input.targetAccountId,
      amount: input.targetMinor,
      description,
      counterpartyName: input.counterpartyName,
    },
  ];
};

/**
 * Validates a transfer request and works out everything it would do, changing nothing
 * (Preview stores an exchange quote, nothing else): source, destination, rail (remittance,
 * virement, FAST, EFT now or in the next window, escrow), fee, limits, balance, exchange.
 */
import { and, eq } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import {
  REMITTANCE_TRANSFER_CODE,
  type ExchangeQuote,
  type TransferKind,
  type TransferRequest,
  type TransferStatus,
  type TransferSummary,
  type TransferType,
} from '../../../src/contract/transfers';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';
import { BusinessError } from '../../http/errors';
import { isEftOpen, nextEftWindow } from './calendar';
import type { AccountRow } from './directory';
import { createQuote, findOpenQuote, toExchangeQuote } from './fx';
import { tryValue, usedToday } from './limits';
import { resolveTarget, type Destination } from './targets';

export interface PlanContext {
  db: DbOrTx;
  config: ServerConfig;
  now: Date;
  customerId: string;
  /** Preview prices a new quote when none is given; Execute needs the one it confirmed. */
  stage: 'preview' | 'execute';
}

export interface Plan {
  summary: TransferSummary;
  source: AccountRow;
  destination: Destination;
  transferType: TransferType;
  kind: TransferKind;
  status: TransferStatus;
  /** What leaves the source, in its currency (before the fee). */
  debitMinor: bigint;
  /** What arrives, in the target's currency (virement across currencies), else debitMinor. */
  creditMinor: bigint;
  feeMinor: bigint;
  /** The requested amount and currency (the transfers row). */
  amountMinor: bigint;
  amountCurrency: Currency;
  limitAmountTry: bigint;
  scheduledFor: Date | null;
  settleAfter: Date | null;
  quoteId: string | null;
}

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

const ownSource = async (ctx: PlanContext, accountNumber: string): Promise<AccountRow> => {
  const [source] = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountNumber, accountNumber), eq(accounts.customerId, ctx.customerId)));
  if (!source || source.isInternal) return fail(MessageCode.TransferOwnAccountExpected);
  if (source.closedAt) fail(MessageCode.AccountClosed);
  return source;
};

const KINDS: Record<string, TransferKind> = {
  'IBAN:internal': 'REMITTANCE_TO_IBAN',
  'IBAN:FAST': 'FAST',
  'IBAN:EFT': 'EFT_TO_IBAN',
  'ACCOUNT:internal': 'REMITTANCE_TO_ACCOUNT',
  'ACCOUNT:EFT': 'EFT_TO_ACCOUNT',
  'ACCOUNT:FAST': 'FAST',
  'CARD:EFT': 'EFT_TO_CARD',
  'ACCOUNT:virement': 'VIREMENT',
};

interface Routing {
  transferType: TransferType;
  status: TransferStatus;
  scheduledFor: Date | null;
  settleAfter: Date | null;
}

/** FAST settles after a few seconds; EFT when its window is open (now, or the next one). */
export const interbankRouting = (
  config: ServerConfig,
  now: Date,
  rail: 'fastOrEft' | 'fast' | 'eft',
  amount: bigint,
): Routing => {
  const settings = config.transfers;
  const fastLimit = parseAmount(settings.fastPerTransactionLimit, 'TRY')!;
  const fast = rail === 'fast' || (rail === 'fastOrEft' && amount <= fastLimit);
  if (fast) {
    if (amount > fastLimit) fail(MessageCode.TransferFastLimitExceeded);
    const settleAfter = new Date(now.getTime() + settings.fastSettlementDelaySeconds * 1000);
    return { transferType: 'FAST', status: 'Pending', scheduledFor: null, settleAfter };
  }
  const delay = settings.eftSettlementDelaySeconds * 1000;
  if (isEftOpen(now, settings.eft))
    return { transferType: 'EFT', status: 'Pending', scheduledFor: null, settleAfter: new Date(now.getTime() + delay) };
  const next = nextEftWindow(now, settings.eft);
  return {
    transferType: 'EFT',
    status: 'Scheduled',
    scheduledFor: next,
    settleAfter: new Date(next.getTime() + delay),
  };
};

const routingOf = (ctx: PlanContext, destination: Destination, amount: bigint): Routing => {
  const completed = { status: 'Completed' as const, scheduledFor: null, settleAfter: null };
  switch (destination.rail) {
    case 'internal':
      return { transferType: 'Remittance', ...completed };
    case 'virement':
      return { transferType: 'Virement', ...completed };
    case 'escrow': {
      // The release travels by remittance or FAST/EFT; the hold itself is instant.
      const release =
        destination.releaseRail === 'internal'
          ? 'Remittance'
          : interbankRouting(ctx.config, ctx.now, 'fastOrEft', amount).transferType;
      return { transferType: release, status: 'Held', scheduledFor: null, settleAfter: null };
    }
    default:
      return interbankRouting(ctx.config, ctx.now, destination.rail, amount);
  }
};

const kindOf = (destination: Destination, transferType: TransferType): TransferKind => {
  if (destination.targetKind === 'KOLAS') return 'KOLAS';
  const rail = transferType === 'Remittance' ? 'internal' : transferType === 'Virement' ? 'virement' : transferType;
  return KINDS[`${destination.targetKind}:${rail}`] ?? 'FAST';
};

const feeOf = (config: ServerConfig, destination: Destination, transferType: TransferType): bigint =>
  parseAmount(
    destination.rail === 'escrow' ? config.transfers.fees.SecurePayment : config.transfers.fees[transferType],
    'TRY',
  )!;

/** The exchange of a cross-currency virement: a new quote (Preview) or the confirmed one (Execute). */
const exchangeOf = async (
  ctx: PlanContext,
  request: TransferRequest,
  pair: { source: Currency; target: Currency; amount: bigint; amountCurrency: Currency },
): Promise<{ quote: ExchangeQuote; debit: bigint; credit: bigint }> => {
  if (request.quoteId) {
    const open = await findOpenQuote(ctx.db, request.quoteId, ctx.now);
    if (!open) return fail(MessageCode.TransferQuoteExpired);
    const fixed = pair.amountCurrency === pair.source ? open.sourceAmount : open.targetAmount;
    const fits =
      open.customerId === ctx.customerId &&
      open.sourceCurrency === pair.source &&
      open.targetCurrency === pair.target &&
      fixed === pair.amount;
    if (fits) return { quote: toExchangeQuote(open), debit: open.sourceAmount, credit: open.targetAmount };
    if (ctx.stage === 'execute') fail(MessageCode.TransferQuoteRequired);
  } else if (ctx.stage === 'execute') fail(MessageCode.TransferQuoteRequired);
  const quote = await createQuote(ctx.db, ctx.config, ctx.now, {
    sourceCurrency: pair.source,
    targetCurrency: pair.target,
    amount: pair.amount,
    amountCurrency: pair.amountCurrency,
    customerId: ctx.customerId,
  });
  return {
    quote,
    debit: parseAmount(quote.sourceAmount, pair.source)!,
    credit: parseAmount(quote.targetAmount, pair.target)!,
  };
};

export const planTransfer = async (ctx: PlanContext, request: TransferRequest): Promise<Plan> => {
  const source = await ownSource(ctx, request.sourceAccountNumber);
  const amountCurrency = request.amountCurrency ?? source.currency;
  if (amountCurrency !== source.currency && request.target.mode !== 'AccountsBetween')
    fail(MessageCode.TransferCurrencyMismatch);
  const amount = parseAmount(request.amount, amountCurrency);
  if (amount === undefined) return fail(MessageCode.TransferAmountTooPrecise);
  if (amount <= 0n) fail(MessageCode.TransferAmountInvalid);

  const destination = await resolveTarget(
    ctx.db,
    { bankCode: ctx.config.bankCode, customerId: ctx.customerId, source },
    request.target,
  );
  const targetCurrency = destination.internal?.currency ?? 'TRY';
  let debit = amount;
  let credit = amount;
  let exchange: ExchangeQuote | null = null;
  if (destination.rail === 'virement') {
    if (amountCurrency !== source.currency && amountCurrency !== targetCurrency)
      fail(MessageCode.TransferCurrencyMismatch);
    if (targetCurrency !== source.currency) {
      const fx = await exchangeOf(ctx, request, {
        source: source.currency,
        target: targetCurrency,
        amount,
        amountCurrency,
      });
      ({ debit, credit } = fx);
      exchange = fx.quote;
    }
  } else if (destination.internal && destination.rail !== 'escrow') {
    if (targetCurrency !== source.currency) fail(MessageCode.TransferCurrencyMismatch);
  } else if (source.currency !== 'TRY') fail(MessageCode.TransferCurrencyMismatch);

  const routing = routingOf(ctx, destination, debit);
  const kind = kindOf(destination, routing.transferType);
  const fee = destination.rail === 'virement' ? 0n : feeOf(ctx.config, destination, routing.transferType);

  const limitAmountTry = destination.rail === 'virement' ? 0n : tryValue(ctx.config, debit, source.currency);
  if (limitAmountTry > 0n) {
    const daily = parseAmount(ctx.config.transfers.dailyTransferLimit, 'TRY')!;
    if ((await usedToday(ctx.db, ctx.customerId, ctx.now)) + limitAmountTry > daily)
      fail(MessageCode.TransferDailyLimitExceeded);
  }
  if (debit + fee > source.balance) fail(MessageCode.TransferInsufficientFunds);

  const summary: TransferSummary = {
    transferType: routing.transferType,
    transferKind: kind,
    targetKind: destination.targetKind,
    targetMode: request.target.mode,
    source: {
      accountNumber: source.accountNumber,
      name: source.alias ?? source.name,
      currency: source.currency,
      availableBalance: formatAmount(source.balance, source.currency),
    },
    receiver: destination.receiver,
    amount: formatAmount(amount, amountCurrency),
    currency: amountCurrency,
    fee: formatAmount(fee, 'TRY'),
    total: formatAmount(debit + fee, source.currency),
    exchange,
    scheduledFor: routing.scheduledFor?.toISOString() ?? null,
    description: request.description,
    transferCode: routing.transferType === 'Remittance' ? REMITTANCE_TRANSFER_CODE : null,
  };
  return {
    summary,
    source,
    destination,
    transferType: routing.transferType,
    kind,
    status: routing.status,
    debitMinor: debit,
    creditMinor: credit,
    feeMinor: fee,
    amountMinor: amount,
    amountCurrency,
    limitAmountTry,
    scheduledFor: routing.scheduledFor,
    settleAfter: routing.settleAfter,
    quoteId: exchange?.quoteId ?? null,
  };
};

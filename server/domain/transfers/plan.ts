/**
 * A transfer worked out from its facts, changing nothing: the rail (remittance, virement, FAST,
 * EFT now or in the next window, escrow), the fee, the limit, the balance, the exchange. Pure: the
 * decision flow plans at the code step and again at the commit, from the same facts.
 */
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import { formatMoneyText } from '../../../src/contract/money-text';
import {
  REMITTANCE_TRANSFER_CODE,
  type TransferKind,
  type TransferRequest,
  type TransferStatus,
  type TransferSummary,
  type TransferType,
} from '../../../src/contract/transfers';
import type { ServerConfig } from '../../config';
import { accountName } from '../accounts/account-names';
import { BusinessError } from '../common/refusal';
import type { ChallengeMessage } from '../decisions/challenge';
import type { ProductContext, ProductPlan } from '../decisions/product';
import { quoteFits, toExchangeQuote } from '../fx/quotes';
import { isEftOpen, nextEftWindow } from './calendar';
import type { TransferFacts } from './facts';
import { tryValue } from './limits';
import type { Destination } from './targets';
import { transferCommit } from './transfer-commit';

export interface TransferPlan extends ProductPlan {
  summary: TransferSummary;
  facts: TransferFacts;
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
  dailyLimitTry: bigint;
  scheduledFor: Date | null;
  settleAfter: Date | null;
  quoteId: string | null;
}

const fail = (code: string): never => {
  throw new BusinessError([code]);
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

const routingOf = (config: ServerConfig, now: Date, destination: Destination, amount: bigint): Routing => {
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
          : interbankRouting(config, now, 'fastOrEft', amount).transferType;
      return { transferType: release, status: 'Held', scheduledFor: null, settleAfter: null };
    }
    default:
      return interbankRouting(config, now, destination.rail, amount);
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

const OPERATION: Record<string, ChallengeMessage['operation']> = {
  Remittance: { tur: 'havale', eng: 'remittance' },
  Virement: { tur: 'virman', eng: 'transfer between your accounts' },
  EFT: { tur: 'EFT', eng: 'EFT' },
  FAST: { tur: 'FAST', eng: 'FAST payment' },
  SecurePayment: { tur: 'güvenli ödeme', eng: 'secure payment' },
};

/** The exchange of a cross-currency virement: the quote the facts hold must be the customer's, for this pair and amount. */
const exchangeOf = (
  ctx: ProductContext,
  facts: TransferFacts,
  pair: { source: Currency; target: Currency; amount: bigint; amountCurrency: Currency },
) => {
  const quote = facts.quote;
  if (!quoteFits(quote, { customerId: ctx.decider.customerId, ...pair }))
    return fail(MessageCode.TransferQuoteRequired);
  return { quote: toExchangeQuote(quote), debit: quote.sourceAmount, credit: quote.targetAmount };
};

export const planTransfer = (ctx: ProductContext, request: TransferRequest, facts: TransferFacts): TransferPlan => {
  const { config } = ctx.deps;
  const { source, destination } = facts;
  const amountCurrency = request.amountCurrency ?? source.currency;
  if (amountCurrency !== source.currency && request.target.mode !== 'AccountsBetween')
    fail(MessageCode.TransferCurrencyMismatch);
  const amount = parseAmount(request.amount, amountCurrency);
  if (amount === undefined) return fail(MessageCode.TransferAmountTooPrecise);
  if (amount <= 0n) fail(MessageCode.TransferAmountInvalid);

  const targetCurrency = destination.internal?.currency ?? 'TRY';
  let debit = amount;
  let credit = amount;
  let exchange: TransferSummary['exchange'] = null;
  if (destination.rail === 'virement') {
    if (amountCurrency !== source.currency && amountCurrency !== targetCurrency)
      fail(MessageCode.TransferCurrencyMismatch);
    if (targetCurrency !== source.currency) {
      const fx = exchangeOf(ctx, facts, { source: source.currency, target: targetCurrency, amount, amountCurrency });
      ({ debit, credit } = fx);
      exchange = fx.quote;
    }
  } else if (destination.internal && destination.rail !== 'escrow') {
    if (targetCurrency !== source.currency) fail(MessageCode.TransferCurrencyMismatch);
  } else if (source.currency !== 'TRY') fail(MessageCode.TransferCurrencyMismatch);

  const routing = routingOf(config, ctx.now, destination, debit);
  const kind = kindOf(destination, routing.transferType);
  const fee = destination.rail === 'virement' ? 0n : feeOf(config, destination, routing.transferType);

  const limitAmountTry = destination.rail === 'virement' ? 0n : tryValue(config, debit, source.currency);
  const dailyLimitTry = parseAmount(config.transfers.dailyTransferLimit, 'TRY')!;
  if (limitAmountTry > 0n && facts.usedToday + limitAmountTry > dailyLimitTry)
    fail(MessageCode.TransferDailyLimitExceeded);
  if (debit + fee > source.balance) fail(MessageCode.TransferInsufficientFunds);

  const summary: TransferSummary = {
    transferType: routing.transferType,
    transferKind: kind,
    targetKind: destination.targetKind,
    targetMode: request.target.mode,
    source: {
      accountNumber: source.accountNumber,
      name: accountName(source, ctx.language),
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
  const plan: Omit<TransferPlan, 'commit'> = {
    summary,
    facts,
    transferType: routing.transferType,
    kind,
    status: routing.status,
    debitMinor: debit,
    creditMinor: credit,
    feeMinor: fee,
    amountMinor: amount,
    amountCurrency,
    limitAmountTry,
    dailyLimitTry,
    scheduledFor: routing.scheduledFor,
    settleAfter: routing.settleAfter,
    quoteId: exchange?.quoteId ?? null,
    message: {
      operation: OPERATION[routing.status === 'Held' ? 'SecurePayment' : routing.transferType]!,
      amount: formatMoneyText(formatAmount(debit + fee, source.currency), source.currency, ctx.language, {
        fixed: true,
      }),
      payee: destination.receiver.maskedName,
    },
  };
  return { ...plan, commit: () => transferCommit(ctx, request, plan) };
};

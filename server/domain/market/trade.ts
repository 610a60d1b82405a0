/**
 * A trade (`POST /Market/Trade`, a decision without a code: both accounts are the customer's own,
 * like a virement between them): at a stored quote of the customer's, in one commit through the money
 * engine. A buy moves TRY into the bank's TRY position and the instrument out of its position into
 * the customer's instrument account (fxLegs), plus the BSMV from the TRY account to the tax payable
 * GL account; a sell the other way, untaxed. The instrument account is opened in the same commit on
 * the first trade. The quote guard takes the quote once (used, expired or another's: refused).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import type { MarketTrade, MarketTradeRequest } from '../../../src/contract/market';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, isMetalCurrency } from '../../../src/contract/money';
import { accounts } from '../../db/schema/accounts';
import { fxTrades } from '../../db/schema/market';
import type { DbOrTx } from '../../db/client';
import { accountNumberFor, ibanFor } from '../accounts/account-numbers';
import { productName } from '../accounts/account-names';
import { transactionText } from '../accounts/transaction-texts';
import type { OwnAccount } from '../accounts/transactions';
import { BusinessError } from '../common/refusal';
import type { DecisionProduct, ProductPlan } from '../decisions/product';
import { success } from '../decisions/outcome';
import { chartOf } from '../ledger/chart';
import type { Posting } from '../ledger/journal';
import { fxLegs, payment } from '../ledger/recipes';
import { isTrading } from './hours';
import { instrumentAmount, instrumentOf, quoteById, sideOf, type MarketQuoteRow } from './quotes';

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

export interface TradeFacts {
  tryAccount: OwnAccount;
  /** The customer's open account in the instrument (the oldest), or null: the trade opens one. */
  instrumentAccount: OwnAccount | null;
  lastSuffix: number;
  quote: MarketQuoteRow | null;
}

/** The customer's open current or metal account in a currency, the oldest first. */
const holdingAccount = (owned: OwnAccount[], currency: string): OwnAccount | null =>
  owned
    .filter((a) => a.currency === currency && a.closedAt === null && a.kind !== 'Participation')
    .sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime())[0] ?? null;

export const marketTrade: DecisionProduct<MarketTradeRequest, TradeFacts> = {
  name: 'market-trade',
  challenged: false,
  load: async (ctx, request) => {
    const { db } = ctx.deps;
    const owned = await db
      .select()
      .from(accounts)
      .where(eq(accounts.customerId, ctx.decider.customerId))
      .orderBy(asc(accounts.openedAt));
    const tryAccount = owned.find((a) => a.accountNumber === request.tryAccountNumber);
    if (!tryAccount || tryAccount.currency !== 'TRY' || tryAccount.kind !== 'Current' || tryAccount.closedAt)
      return fail(MessageCode.MarketAccountInvalid);
    const lastSuffix = owned.reduce((max, a) => Math.max(max, Number(a.accountNumber.split('-')[1] ?? 0) || 0), 0);
    const quote = (await quoteById(db, request.quoteId)) ?? null;
    return { tryAccount, instrumentAccount: holdingAccount(owned, request.instrument), lastSuffix, quote };
  },
  plan: (ctx, request, facts): ProductPlan => {
    const { now, deps, decider } = ctx;
    const { config } = deps;
    const { instrument, side } = request;
    const quote = facts.quote;
    if (!quote || quote.customerId !== decider.customerId) return fail(MessageCode.MarketQuoteNotFound);
    if (quote.usedAt) fail(MessageCode.MarketQuoteUsed);
    if (quote.expiresAt <= now) fail(MessageCode.MarketQuoteExpired);
    const amount = instrumentAmount(config, instrument, request.amount);
    const quotedAmount = side === 'Buy' ? quote.targetAmount : quote.sourceAmount;
    if (
      quote.taxAmount === null ||
      instrumentOf(quote) !== instrument ||
      sideOf(quote) !== side ||
      quotedAmount !== amount
    )
      fail(MessageCode.MarketQuoteMismatch);
    if (!isTrading(config, instrument, now)) fail(MessageCode.MarketClosed);
    const buy = side === 'Buy';
    const tryAmount = buy ? quote.sourceAmount : quote.targetAmount;
    const taxAmount = quote.taxAmount ?? 0n;
    const { tryAccount } = facts;
    if (buy && tryAccount.balance < tryAmount + taxAmount) fail(MessageCode.MarketInsufficientFunds);
    if (!buy && (facts.instrumentAccount?.balance ?? 0n) < amount) fail(MessageCode.MarketBeyondHolding);
    return {
      ledgerRefusals: {
        'ledger.insufficientFunds': buy ? MessageCode.MarketInsufficientFunds : MessageCode.MarketBeyondHolding,
        'ledger.accountClosed': MessageCode.AccountClosed,
      },
      commit: () => {
        const suffix = facts.lastSuffix + 1;
        const kind = isMetalCurrency(instrument) ? ('Gold' as const) : ('Current' as const);
        const opened: OwnAccount | null = facts.instrumentAccount
          ? null
          : {
              id: randomUUID(),
              customerId: decider.customerId,
              accountNumber: accountNumberFor(decider.customerNumber, suffix),
              iban: ibanFor(config.bankCode, decider.customerNumber, suffix),
              name: productName({ kind, currency: instrument, termMonths: null, name: '' }, 'tur'),
              kind,
              currency: instrument,
              balance: 0n,
              termMonths: null,
              profitShareRatio: null,
              poolName: null,
              alias: null,
              branchName: tryAccount.branchName,
              openedAt: now,
              closedAt: null,
              isInternal: false,
            };
        const holding = (facts.instrumentAccount ?? opened)!;
        const chart = chartOf(deps.db);
        const text = transactionText(buy ? 'marketBuy' : 'marketSell', instrument);
        const conversion = buy
          ? {
              from: tryAccount.id,
              fromCurrency: 'TRY' as const,
              fromAmount: tryAmount,
              to: holding.id,
              toCurrency: instrument,
              toAmount: amount,
            }
          : {
              from: holding.id,
              fromCurrency: instrument,
              fromAmount: amount,
              to: tryAccount.id,
              toCurrency: 'TRY' as const,
              toAmount: tryAmount,
            };
        const postings: Posting[] = [...fxLegs(chart, conversion, { text })];
        if (taxAmount > 0n)
          postings.push({
            ...payment(tryAccount.id, chart.id('taxPayable', 'TRY'), taxAmount, 'TRY', {
              text: transactionText('marketTax', instrument),
            }),
            code: 'tax',
          });
        const journalId = randomUUID();
        const trade = {
          id: randomUUID(),
          customerId: decider.customerId,
          quoteId: quote.id,
          side,
          instrument,
          tryAccountId: tryAccount.id,
          instrumentAccountId: holding.id,
          instrumentAmount: amount,
          tryAmount,
          taxAmount,
          rate: quote.rate,
          journalId,
          createdAt: now,
        };
        return {
          commit: {
            at: now,
            guards: [
              {
                kind: 'quote',
                quoteId: quote.id,
                customerId: decider.customerId,
                refusal: MessageCode.MarketQuoteUsed,
              },
            ],
            rows: [
              ...(opened ? [{ table: 'accounts' as const, row: opened }] : []),
              { table: 'fx_trades', row: trade },
            ],
            journal: {
              id: journalId,
              kind: 'FxTrade',
              description: text,
              customerId: decider.customerId,
              createdAt: now,
              postings,
            },
          },
          outcome: success(
            ActionCode.MarketTraded,
            toMarketTrade(trade, tryAccount.accountNumber, holding.accountNumber, opened !== null),
          ),
        };
      },
    };
  },
};

type TradeRow = typeof fxTrades.$inferSelect;

export const toMarketTrade = (
  row: TradeRow,
  tryAccountNumber: string,
  instrumentAccountNumber: string,
  accountOpened: boolean,
): MarketTrade => ({
  tradeId: row.id,
  journalId: row.journalId,
  instrument: row.instrument,
  side: row.side,
  amount: formatAmount(row.instrumentAmount, row.instrument),
  rate: row.rate,
  tryAmount: formatAmount(row.tryAmount, 'TRY'),
  taxAmount: formatAmount(row.taxAmount, 'TRY'),
  totalAmount: formatAmount(row.side === 'Buy' ? row.tryAmount + row.taxAmount : row.tryAmount, 'TRY'),
  tryAccountNumber,
  instrumentAccountNumber,
  accountOpened,
  createdAt: row.createdAt.toISOString(),
});

/** One of the customer's trades by id; undefined for another's or an unknown id alike. */
export const tradeOf = async (db: DbOrTx, customerId: string, tradeId: string): Promise<MarketTrade | undefined> => {
  const [row] = await db
    .select()
    .from(fxTrades)
    .where(and(eq(fxTrades.id, tradeId), eq(fxTrades.customerId, customerId)));
  if (!row) return undefined;
  const linked = await db
    .select({ id: accounts.id, number: accounts.accountNumber, openedAt: accounts.openedAt })
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), isNull(accounts.closedAt)));
  const numberOf = (id: string) => linked.find((a) => a.id === id)?.number ?? '';
  const holding = linked.find((a) => a.id === row.instrumentAccountId);
  return toMarketTrade(
    row,
    numberOf(row.tryAccountId),
    numberOf(row.instrumentAccountId),
    holding?.openedAt.getTime() === row.createdAt.getTime(),
  );
};

/**
 * Opening, naming and closing accounts. Opening is a decision of the flow (no code): the new row
 * and its funding journal (across currencies through the FX positions, at the quote taken once)
 * commit in one statement. Naming and closing change no money and run as changes (decisions/changes.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import type { AccountDetail, CreateAccountRequest } from '../../../src/contract/account-management';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import { parseAmount, type Currency } from '../../../src/contract/money';
import type { DbOrTx, Tx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { easyAddresses } from '../../db/schema/easy-addresses';
import { BusinessError } from '../common/refusal';
import { fullName } from '../decisions/decider';
import { success } from '../decisions/outcome';
import { accountContract } from '../documents/record';
import type { DecisionProduct, ProductPlan } from '../decisions/product';
import { findOpenQuote, quoteFits, type QuoteRow } from '../fx/quotes';
import { chartOf } from '../ledger/chart';
import type { Guard } from '../ledger/commit';
import { fxLegs, payment } from '../ledger/recipes';
import { accountNumberFor, ibanFor } from './account-numbers';
import { toAccount } from './accounts';
import {
  chooseProduct,
  maturityOf,
  MINIMUM_PARTICIPATION_AMOUNT,
  type OpenableCurrency,
  poolNameIn,
} from './account-products';
import { transactionText } from './transaction-texts';
import type { OwnAccount } from './transactions';

export const toAccountDetail = (
  row: OwnAccount,
  easyAddressCount: number,
  now: Date,
  language: Language,
): AccountDetail => {
  const { isClosed: _closed, ...account } = toAccount(row, language);
  const open = row.closedAt === null;
  return {
    ...account,
    alias: row.alias,
    closedAt: row.closedAt?.toISOString() ?? null,
    termMonths: row.termMonths,
    profitShareRatio: row.profitShareRatio,
    poolName: row.poolName === null ? null : poolNameIn(row.poolName, language),
    maturityDate:
      open && row.termMonths ? maturityOf(row.openedAt, row.termMonths, now).toISOString().slice(0, 10) : null,
    easyAddressCount,
  };
};

export const accountDetail = async (
  db: DbOrTx,
  row: OwnAccount,
  now: Date,
  language: Language,
): Promise<AccountDetail> => {
  const [aliases] = await db.select({ n: count() }).from(easyAddresses).where(eq(easyAddresses.accountId, row.id));
  return toAccountDetail(row, Number(aliases?.n ?? 0), now, language);
};

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

export interface OpeningFacts {
  source: OwnAccount;
  /** The highest suffix of the customer's account numbers ("<customer>-<suffix>"). */
  lastSuffix: number;
  quote: QuoteRow | null;
}

export const accountOpening: DecisionProduct<CreateAccountRequest, OpeningFacts> = {
  name: 'account-opening',
  challenged: false,
  load: async (ctx, request) => {
    const { db } = ctx.deps;
    const owned = await db.select().from(accounts).where(eq(accounts.customerId, ctx.decider.customerId));
    const source = owned.find((a) => a.accountNumber === request.sourceAccountNumber);
    if (!source) return fail(MessageCode.AccountNotFound);
    if (source.closedAt) fail(MessageCode.AccountClosed);
    const lastSuffix = owned.reduce((max, a) => Math.max(max, Number(a.accountNumber.split('-')[1] ?? 0) || 0), 0);
    const quote = request.quoteId ? ((await findOpenQuote(db, request.quoteId, ctx.now)) ?? null) : null;
    return { source, lastSuffix, quote };
  },
  plan: (ctx, request, facts): ProductPlan => {
    const { now, deps, decider } = ctx;
    const { source } = facts;
    const currency = request.currency as Currency;
    const product = chooseProduct(request.kind, currency, request.termMonths, request.poolCode);
    if (!product) return fail(MessageCode.AccountProductInvalid);
    const sameCurrency = source.currency === currency;
    // The amount is in the new account's currency (what the customer opens with).
    const amount = parseAmount(request.amount, currency);
    if (amount === undefined) return fail(MessageCode.TransferAmountTooPrecise);
    // A participation product has a pool, and pools exist only in the openable currencies.
    const minimum = MINIMUM_PARTICIPATION_AMOUNT[currency as OpenableCurrency];
    if (product.kind === 'Participation' && amount < parseAmount(minimum, currency)!)
      fail(MessageCode.AccountOpeningBelowMinimum);
    if (!sameCurrency && amount > 0n && !request.quoteId) fail(MessageCode.TransferQuoteRequired);
    const quote = facts.quote;
    const wanted = { source: source.currency, target: currency, amount, amountCurrency: currency };
    if (!sameCurrency && amount > 0n && !quoteFits(quote, { customerId: decider.customerId, ...wanted }))
      fail(MessageCode.TransferQuoteExpired);
    if (sameCurrency && amount > source.balance) fail(MessageCode.TransferInsufficientFunds);
    const suffix = facts.lastSuffix + 1;
    return {
      commit: () => {
        const row: OwnAccount = {
          id: randomUUID(),
          customerId: decider.customerId,
          accountNumber: accountNumberFor(decider.customerNumber, suffix),
          iban: ibanFor(deps.config.bankCode, decider.customerNumber, suffix),
          name: product.name,
          kind: product.kind,
          currency,
          balance: 0n,
          termMonths: product.termMonths,
          profitShareRatio: product.pool?.profitShareRatio ?? null,
          poolName: product.pool?.name ?? null,
          alias: request.alias ? request.alias : null,
          branchName: source.branchName,
          openedAt: now,
          closedAt: null,
          isInternal: false,
        };
        const chart = chartOf(deps.db);
        const text = transactionText(sameCurrency ? 'accountOpening' : 'accountOpeningFx');
        const postings =
          amount === 0n
            ? []
            : sameCurrency
              ? [
                  payment(source.id, row.id, amount, currency, {
                    text: transactionText('accountOpeningOf', row.accountNumber),
                    creditText: transactionText('accountOpeningOf', source.accountNumber),
                  }),
                ]
              : fxLegs(
                  chart,
                  {
                    from: source.id,
                    fromCurrency: source.currency,
                    fromAmount: quote!.sourceAmount,
                    to: row.id,
                    toCurrency: currency,
                    toAmount: amount,
                  },
                  { text },
                );
        const guards: Guard[] =
          !sameCurrency && amount > 0n
            ? [
                {
                  kind: 'quote',
                  quoteId: quote!.id,
                  customerId: decider.customerId,
                  refusal: MessageCode.TransferQuoteExpired,
                },
              ]
            : [];
        return {
          commit: {
            at: now,
            guards,
            rows: [
              { table: 'accounts', row },
              accountContract(
                {
                  customerId: decider.customerId,
                  customerName: fullName(decider),
                  customerNumber: decider.customerNumber,
                },
                row,
                now,
              ),
            ],
            ...(postings.length > 0
              ? {
                  journal: {
                    id: randomUUID(),
                    kind: 'AccountOpening' as const,
                    description: text,
                    customerId: decider.customerId,
                    createdAt: now,
                    postings,
                  },
                }
              : {}),
          },
          outcome: success(ActionCode.AccountCreated, {
            account: toAccountDetail({ ...row, balance: amount }, 0, now, ctx.language),
          }),
        };
      },
    };
  },
};

/** The customer's own account, locked for the change; refusals for unknown, someone else's and closed ones. */
const lockOwnOpen = async (tx: Tx, customerId: string, accountNumber: string): Promise<OwnAccount> => {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountNumber, accountNumber), eq(accounts.customerId, customerId)))
    .for('no key update');
  if (!row) throw new BusinessError([MessageCode.AccountNotFound]);
  if (row.closedAt) throw new BusinessError([MessageCode.AccountClosed]);
  return row;
};

export const updateAlias = async (tx: Tx, customerId: string, accountNumber: string, alias: string) => {
  const row = await lockOwnOpen(tx, customerId, accountNumber);
  const [updated] = await tx
    .update(accounts)
    .set({ alias: alias.length > 0 ? alias : null })
    .where(eq(accounts.id, row.id))
    .returning();
  return updated!;
};

/** Closes at zero balance; never the last open TRY current account; its easy addresses go with it. */
export const closeAccount = async (tx: Tx, customerId: string, accountNumber: string, now: Date) => {
  const row = await lockOwnOpen(tx, customerId, accountNumber);
  if (row.balance !== 0n) throw new BusinessError([MessageCode.AccountBalanceNotZero]);
  if (row.kind === 'Current' && row.currency === 'TRY') {
    const [others] = await tx
      .select({ n: count() })
      .from(accounts)
      .where(
        and(
          eq(accounts.customerId, customerId),
          eq(accounts.kind, 'Current'),
          eq(accounts.currency, 'TRY'),
          isNull(accounts.closedAt),
        ),
      );
    if (Number(others?.n ?? 0) <= 1) throw new BusinessError([MessageCode.AccountLastCurrent]);
  }
  await tx.delete(easyAddresses).where(eq(easyAddresses.accountId, row.id));
  const [closed] = await tx.update(accounts).set({ closedAt: now }).where(eq(accounts.id, row.id)).returning();
  return closed!;
};

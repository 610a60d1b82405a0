/**
 * Opening, naming and closing accounts. Every change runs inside the idempotency record's
 * database transaction (server/http/idempotency.ts), so a refusal rolls everything back.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AccountDetail, CreateAccountRequest } from '../../src/contract/account-management';
import { MessageCode } from '../../src/contract/message-codes';
import { formatAmount, parseAmount, type Currency } from '../../src/contract/money';
import type { DbOrTx, Tx } from '../db/client';
import { accounts, customers, easyAddresses } from '../db/schema';
import { BusinessError } from '../http/errors';
import { accountNumberFor, ibanFor } from './account-numbers';
import { chooseProduct, maturityOf, MINIMUM_PARTICIPATION_AMOUNT } from './account-products';
import { LedgerError, postTransfer } from './ledger';
import type { OwnAccount } from './transactions';

export const accountDetail = async (db: DbOrTx, row: OwnAccount, now: Date): Promise<AccountDetail> => {
  const [aliases] = await db.select({ n: count() }).from(easyAddresses).where(eq(easyAddresses.accountId, row.id));
  const open = row.closedAt === null;
  return {
    accountNumber: row.accountNumber,
    iban: row.iban ?? '',
    name: row.alias ?? row.name,
    alias: row.alias,
    kind: row.kind,
    currency: row.currency,
    balance: formatAmount(row.balance, row.currency),
    availableBalance: formatAmount(row.balance, row.currency),
    branchName: row.branchName,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    termMonths: row.termMonths,
    profitShareRatio: row.profitShareRatio,
    poolName: row.poolName,
    maturityDate:
      open && row.termMonths ? maturityOf(row.openedAt, row.termMonths, now).toISOString().slice(0, 10) : null,
    easyAddressCount: Number(aliases?.n ?? 0),
  };
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

const ledgerRefusal = (error: unknown): never => {
  if (error instanceof LedgerError) {
    if (error.code === 'ledger.insufficientFunds') throw new BusinessError([MessageCode.TransferInsufficientFunds]);
    if (error.code === 'ledger.accountClosed') throw new BusinessError([MessageCode.AccountClosed]);
  }
  throw error;
};

/** Cross-currency funding converts at a taken quote and posts the FX legs (account-opening-fx.ts). */
export type CrossCurrencyFunding = (
  tx: Tx,
  input: {
    request: CreateAccountRequest;
    source: OwnAccount;
    target: OwnAccount;
    customerId: string;
    at: Date;
    /** What the new account receives, in its currency. */
    amount: bigint;
    idempotencyKey: string;
  },
) => Promise<void>;

export interface OpenInput {
  customerId: string;
  request: CreateAccountRequest;
  bankCode: string;
  now: Date;
  idempotencyKey: string;
  crossCurrency?: CrossCurrencyFunding;
}

/** Opens the account and funds it from the source in the same transaction; returns the new row. */
export const openAccount = async (tx: Tx, input: OpenInput): Promise<OwnAccount> => {
  const { request, customerId, now } = input;
  const currency = request.currency as Currency;
  const product = chooseProduct(request.kind, currency, request.termMonths, request.poolCode);
  if (!product) throw new BusinessError([MessageCode.AccountProductInvalid]);
  // The customer row is the lock that serialises account-number suffixes.
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('no key update');
  const source = await lockOwnOpen(tx, customerId, request.sourceAccountNumber);
  const sameCurrency = source.currency === currency;
  // The amount is in the new account's currency (what the customer opens with).
  const amount = parseAmount(request.amount, currency);
  if (amount === undefined) throw new BusinessError([MessageCode.TransferAmountTooPrecise]);
  if (product.kind === 'Participation' && amount < parseAmount(MINIMUM_PARTICIPATION_AMOUNT[currency], currency)!)
    throw new BusinessError([MessageCode.AccountOpeningBelowMinimum]);
  if (!sameCurrency && amount > 0n && (!request.quoteId || !input.crossCurrency))
    throw new BusinessError([MessageCode.TransferQuoteRequired]);
  if (sameCurrency && amount > source.balance) throw new BusinessError([MessageCode.TransferInsufficientFunds]);

  const owned = await tx
    .select({ accountNumber: accounts.accountNumber })
    .from(accounts)
    .where(eq(accounts.customerId, customerId));
  const suffix = owned.reduce((max, a) => Math.max(max, Number(a.accountNumber.split('-')[1] ?? 0) || 0), 0) + 1;
  const [created] = await tx
    .insert(accounts)
    .values({
      customerId,
      accountNumber: accountNumberFor(customer!.customerNumber, suffix),
      iban: ibanFor(input.bankCode, customer!.customerNumber, suffix),
      name: product.name,
      kind: product.kind,
      currency,
      termMonths: product.termMonths,
      profitShareRatio: product.pool?.profitShareRatio ?? null,
      poolName: product.pool?.name ?? null,
      alias: request.alias ? request.alias : null,
      branchName: source.branchName,
      openedAt: now,
    })
    .returning();
  if (amount > 0n) {
    try {
      if (sameCurrency) {
        await postTransfer(tx, {
          kind: 'AccountOpening',
          description: 'Hesap açılışı',
          valueDate: now,
          at: now,
          idempotencyKey: input.idempotencyKey,
          entries: [
            { accountId: source.id, amount: -amount, description: `Hesap açılışı ${created!.accountNumber}` },
            { accountId: created!.id, amount, description: `Hesap açılışı ${source.accountNumber}` },
          ],
        });
      } else {
        await input.crossCurrency!(tx, {
          request,
          source,
          target: created!,
          customerId,
          at: now,
          amount,
          idempotencyKey: input.idempotencyKey,
        });
      }
    } catch (error) {
      ledgerRefusal(error);
    }
  }
  const [fresh] = await tx.select().from(accounts).where(eq(accounts.id, created!.id));
  return fresh!;
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

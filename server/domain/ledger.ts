/**
 * Double-entry ledger. A transfer is a set of signed entries summing to zero per
 * currency, posted in one database transaction: accounts are locked in id order
 * (no deadlocks), customer accounts never go below zero, and every entry records
 * the balance it left behind.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Currency } from '../../src/contract/money';
import type { Db, DbOrTx } from '../db/client';
import { accounts, ledgerEntries, transfers } from '../db/schema';

export interface EntryInput {
  accountId: string;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
  /** When given, must be the account's currency. */
  currency?: Currency;
  description: string;
  counterpartyName?: string | null;
}

export interface TransferInput {
  kind: string;
  description: string;
  valueDate: Date;
  /** When the transfer was made; defaults to now. */
  at?: Date;
  idempotencyKey?: string | null;
  entries: EntryInput[];
  /** The row's id when the caller needs it before posting (a receipt names it). */
  id?: string;
  /** The customer columns of a customer's transfer (status, amount, receipt…), written with the row. */
  columns?: Omit<
    typeof transfers.$inferInsert,
    'id' | 'kind' | 'description' | 'createdAt' | 'valueDate' | 'idempotencyKey'
  >;
}

export type LedgerErrorCode =
  | 'ledger.empty'
  | 'ledger.zeroAmount'
  | 'ledger.unbalanced'
  | 'ledger.unknownAccount'
  | 'ledger.currencyMismatch'
  | 'ledger.accountClosed'
  | 'ledger.insufficientFunds';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    readonly accountId?: string,
  ) {
    super(code);
    this.name = 'LedgerError';
  }
}

/** Checks every currency's entries net to zero. */
const assertBalanced = (entries: EntryInput[], currencyOf: (accountId: string) => Currency): void => {
  const sums = new Map<Currency, bigint>();
  for (const entry of entries) {
    const currency = currencyOf(entry.accountId);
    sums.set(currency, (sums.get(currency) ?? 0n) + entry.amount);
  }
  for (const sum of sums.values()) if (sum !== 0n) throw new LedgerError('ledger.unbalanced');
};

/** Posts one balanced transfer inside the given transaction; returns the transfer id. */
export const postTransfer = async (tx: DbOrTx, input: TransferInput): Promise<string> => {
  if (input.entries.length < 2) throw new LedgerError('ledger.empty');
  if (input.entries.some((e) => e.amount === 0n)) throw new LedgerError('ledger.zeroAmount');
  const ids = [...new Set(input.entries.map((e) => e.accountId))].sort();
  const locked = await tx
    .select()
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(accounts.id)
    .for('no key update');
  const byId = new Map(locked.map((a) => [a.id, a]));
  for (const entry of input.entries) {
    const account = byId.get(entry.accountId);
    if (!account) throw new LedgerError('ledger.unknownAccount', entry.accountId);
    if (entry.currency && entry.currency !== account.currency)
      throw new LedgerError('ledger.currencyMismatch', entry.accountId);
    if (account.closedAt) throw new LedgerError('ledger.accountClosed', entry.accountId);
  }
  assertBalanced(input.entries, (accountId) => byId.get(accountId)!.currency);

  const at = input.at ?? new Date();
  const [transfer] = await tx
    .insert(transfers)
    .values({
      ...input.columns,
      ...(input.id ? { id: input.id } : {}),
      kind: input.kind,
      description: input.description,
      createdAt: at,
      valueDate: input.valueDate,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .returning({ id: transfers.id });
  const balances = new Map(locked.map((a) => [a.id, a.balance]));
  const rows = input.entries.map((entry) => {
    const account = byId.get(entry.accountId)!;
    const after = balances.get(entry.accountId)! + entry.amount;
    balances.set(entry.accountId, after);
    return {
      transferId: transfer!.id,
      accountId: entry.accountId,
      currency: account.currency,
      amount: entry.amount,
      balanceAfter: after,
      description: entry.description,
      counterpartyName: entry.counterpartyName ?? null,
      createdAt: at,
    };
  });
  for (const [accountId, balance] of balances) {
    if (balance < 0n && !byId.get(accountId)!.isInternal) throw new LedgerError('ledger.insufficientFunds', accountId);
  }
  await tx.insert(ledgerEntries).values(rows);
  for (const [accountId, balance] of balances) {
    if (balance !== byId.get(accountId)!.balance)
      await tx.update(accounts).set({ balance }).where(eq(accounts.id, accountId));
  }
  return transfer!.id;
};

/** postTransfer in a transaction of its own: all or nothing. */
export const postTransferAtomically = (db: Db, input: TransferInput): Promise<string> =>
  db.transaction((tx) => postTransfer(tx, input));

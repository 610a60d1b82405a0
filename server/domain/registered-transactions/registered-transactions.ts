/**
 * Registered transactions (kayıtlı işlemler): saved recipients of other people and saved
 * between-accounts pairs. A saved recipient is never the customer's own account (nor their own
 * easy address); a secure payment cannot be saved. Names are unique per customer.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { isLuhnValid } from '../../../src/contract/card-number';
import { normaliseEasyAddress } from '../../../src/contract/easy-address-value';
import { isValidIban, normaliseIban } from '../../../src/contract/iban';
import { MessageCode } from '../../../src/contract/message-codes';
import { parseAmount } from '../../../src/contract/money';
import type { RegisteredTransaction } from '../../../src/contract/registered-transactions';
import { TransferTargetSchema, type TransferTarget } from '../../../src/contract/transfers';
import type { DbOrTx, Tx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { easyAddresses } from '../../db/schema/easy-addresses';
import { registeredTransactions } from '../../db/schema/registered-transactions';
import { transfers } from '../../db/schema/transfers';
import { BusinessError } from '../common/refusal';

type Row = typeof registeredTransactions.$inferSelect;

export interface RegisteredInput {
  name: string;
  target: TransferTarget;
  sourceAccountNumber?: string;
  amount?: string;
  description?: string;
}

interface Payload {
  target: TransferTarget;
  sourceAccountNumber: string | null;
  amount: string | null;
  description: string | null;
}

const KIND: Record<TransferTarget['mode'], string> = {
  IBAN: 'Iban',
  Account: 'AccountNumber',
  AccountEft: 'AccountNumber',
  Card: 'Card',
  KOLAS: 'EasyAddress',
  AccountsBetween: 'AccountsBetween',
  Wallet: 'Wallet',
  SecurePayment: 'SecurePayment',
};

const toRegistered = (row: Row): RegisteredTransaction => {
  const payload = row.payload as Payload;
  return {
    id: row.id,
    name: row.name,
    target: payload.target,
    sourceAccountNumber: payload.sourceAccountNumber,
    amount: payload.amount,
    description: payload.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

export const listRegistered = async (db: DbOrTx, customerId: string): Promise<RegisteredTransaction[]> =>
  (
    await db
      .select()
      .from(registeredTransactions)
      .where(eq(registeredTransactions.customerId, customerId))
      .orderBy(asc(registeredTransactions.name), asc(registeredTransactions.id))
  ).map(toRegistered);

const ownOpenAccount = async (db: DbOrTx, customerId: string, accountNumber: string) => {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountNumber, accountNumber), eq(accounts.customerId, customerId)));
  return row && row.closedAt === null ? row : undefined;
};

/** Checks and normalises a target with its defaults: the payload to store. */
const checkedPayload = async (db: DbOrTx, customerId: string, input: RegisteredInput): Promise<Payload> => {
  const target = { ...input.target } as TransferTarget;
  const notSavable = () => new BusinessError([MessageCode.RegisteredTransactionNotSavable]);
  const source = input.sourceAccountNumber
    ? await ownOpenAccount(db, customerId, input.sourceAccountNumber)
    : undefined;
  if (input.sourceAccountNumber && !source) throw new BusinessError([MessageCode.AccountNotFound]);
  switch (target.mode) {
    case 'SecurePayment':
      throw notSavable();
    case 'IBAN': {
      target.iban = normaliseIban(target.iban);
      if (!isValidIban(target.iban)) throw new BusinessError([MessageCode.TransferIbanInvalid]);
      const [own] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.iban, target.iban), eq(accounts.customerId, customerId)));
      if (own) throw notSavable();
      break;
    }
    case 'Account': {
      const [owner] = await db
        .select({ customerId: accounts.customerId })
        .from(accounts)
        .where(eq(accounts.accountNumber, target.accountNumber));
      if (owner?.customerId === customerId) throw notSavable();
      break;
    }
    case 'Card':
      if (!isLuhnValid(target.cardNumber)) throw new BusinessError([MessageCode.TransferCardInvalid]);
      break;
    case 'KOLAS': {
      const value = normaliseEasyAddress(target.type, target.value);
      if (value === undefined) throw new BusinessError([MessageCode.EasyAddressInvalid]);
      target.value = value;
      const [alias] = await db
        .select({ customerId: easyAddresses.customerId })
        .from(easyAddresses)
        .where(and(eq(easyAddresses.type, target.type), eq(easyAddresses.value, value)));
      if (alias?.customerId === customerId) throw notSavable();
      break;
    }
    case 'AccountsBetween': {
      if (!source) throw new BusinessError([MessageCode.TransferOwnAccountExpected]);
      if (!(await ownOpenAccount(db, customerId, target.accountNumber)))
        throw new BusinessError([MessageCode.TransferOwnAccountExpected]);
      if (source.accountNumber === target.accountNumber) throw new BusinessError([MessageCode.TransferSameAccount]);
      break;
    }
    default:
      break;
  }
  if (input.amount !== undefined) {
    const minor = parseAmount(input.amount, source?.currency ?? 'TRY');
    if (minor === undefined) throw new BusinessError([MessageCode.TransferAmountTooPrecise]);
    if (minor <= 0n) throw new BusinessError([MessageCode.TransferAmountInvalid]);
  }
  return {
    target,
    sourceAccountNumber: input.sourceAccountNumber ?? null,
    amount: input.amount ?? null,
    description: input.description ? input.description : null,
  };
};

const assertNameFree = async (tx: Tx, customerId: string, name: string, exceptId?: string) => {
  const same = and(
    eq(registeredTransactions.customerId, customerId),
    eq(registeredTransactions.name, name),
    exceptId ? ne(registeredTransactions.id, exceptId) : undefined,
  );
  const [taken] = await tx.select({ id: registeredTransactions.id }).from(registeredTransactions).where(same);
  if (taken) throw new BusinessError([MessageCode.RegisteredTransactionNameTaken]);
};

export const saveRegistered = async (
  tx: Tx,
  customerId: string,
  input: RegisteredInput,
  now: Date,
): Promise<RegisteredTransaction> => {
  const payload = await checkedPayload(tx, customerId, input);
  await assertNameFree(tx, customerId, input.name);
  const inserted = await tx
    .insert(registeredTransactions)
    .values({ customerId, name: input.name, kind: KIND[payload.target.mode], payload, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new BusinessError([MessageCode.RegisteredTransactionNameTaken]);
  return toRegistered(inserted[0]!);
};

export const updateRegistered = async (
  tx: Tx,
  customerId: string,
  id: string,
  input: RegisteredInput,
  now: Date,
): Promise<RegisteredTransaction> => {
  const mine = and(eq(registeredTransactions.id, id), eq(registeredTransactions.customerId, customerId));
  const [existing] = await tx.select().from(registeredTransactions).where(mine).for('no key update');
  if (!existing) throw new BusinessError([MessageCode.RegisteredTransactionNotFound]);
  const payload = await checkedPayload(tx, customerId, input);
  await assertNameFree(tx, customerId, input.name, id);
  const [updated] = await tx
    .update(registeredTransactions)
    .set({ name: input.name, kind: KIND[payload.target.mode], payload, updatedAt: now })
    .where(mine)
    .returning();
  return toRegistered(updated!);
};

export const deleteRegistered = async (tx: Tx, customerId: string, id: string): Promise<void> => {
  const deleted = await tx
    .delete(registeredTransactions)
    .where(and(eq(registeredTransactions.id, id), eq(registeredTransactions.customerId, customerId)))
    .returning({ id: registeredTransactions.id });
  if (deleted.length === 0) throw new BusinessError([MessageCode.RegisteredTransactionNotFound]);
};

const ReceiptLikeSchema = v.looseObject({
  target: v.optional(v.unknown()),
  request: v.optional(v.looseObject({ target: v.optional(v.unknown()) })),
  targetMode: v.optional(v.string()),
  receiver: v.optional(
    v.looseObject({
      maskedName: v.optional(v.string()),
      iban: v.optional(v.string()),
      accountNumber: v.optional(v.string()),
    }),
  ),
  receiverName: v.optional(v.string()),
  source: v.optional(v.looseObject({ accountNumber: v.optional(v.string()) })),
  amount: v.optional(v.string()),
  description: v.optional(v.string()),
});

/**
 * The target of a completed transfer of the customer: the full `target` the transfer stored in
 * its details (or `request.target`), else what the receipt shows unmasked (IBAN, account number).
 */
export const inputFromTransfer = async (
  db: DbOrTx,
  customerId: string,
  transferId: string,
  name: string,
): Promise<RegisteredInput> => {
  const [row] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, transferId), eq(transfers.customerId, customerId)));
  if (!row) throw new BusinessError([MessageCode.TransferNotFound]);
  const details = v.safeParse(ReceiptLikeSchema, row.details);
  if (!details.success) throw new BusinessError([MessageCode.RegisteredTransactionNotSavable]);
  const d = details.output;
  const stored = v.safeParse(TransferTargetSchema, d.target ?? d.request?.target);
  // The target as typed is stored with the transfer (full receiver name); the receipt only has the
  // masked name, which the bank's name check would refuse, so a transfer without it is not savable.
  let target: TransferTarget | undefined = stored.success ? stored.output : undefined;
  if (!target && d.targetMode === 'AccountsBetween' && d.receiver?.accountNumber)
    target = { mode: 'AccountsBetween', accountNumber: d.receiver.accountNumber };
  if (!target || target.mode === 'SecurePayment')
    throw new BusinessError([MessageCode.RegisteredTransactionNotSavable]);
  return {
    name,
    target,
    sourceAccountNumber: d.source?.accountNumber,
    amount: d.amount,
    description: d.description || undefined,
  };
};

/** Look-ups in the sandbox directory (other banks' accounts, aliases, cards, wallets) and in this bank's accounts. */
import { and, eq, isNull } from 'drizzle-orm';
import type { EasyAddressType } from '../../../src/contract/easy-addresses';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  banks,
  cardBins,
  customers,
  easyAddresses,
  externalAccounts,
  externalCards,
  externalEasyAddresses,
  paymentWallets,
  walletAccounts,
} from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export const OWN_BANK_NAME = 'Emanet Katılım Bankası';

/** An open customer account of this bank with its holder's full name. */
export interface InternalAccount {
  account: AccountRow;
  holderName: string;
}

const holderOf = async (db: DbOrTx, account: AccountRow | undefined): Promise<InternalAccount | undefined> => {
  if (!account || account.isInternal || account.closedAt || !account.customerId) return undefined;
  const [customer] = await db
    .select({ name: customers.name, surname: customers.surname })
    .from(customers)
    .where(eq(customers.id, account.customerId));
  return customer ? { account, holderName: `${customer.name} ${customer.surname}` } : undefined;
};

export const internalByIban = async (db: DbOrTx, iban: string) =>
  holderOf(db, (await db.select().from(accounts).where(eq(accounts.iban, iban)))[0]);

export const internalByNumber = async (db: DbOrTx, accountNumber: string) =>
  holderOf(db, (await db.select().from(accounts).where(eq(accounts.accountNumber, accountNumber)))[0]);

export const internalByAlias = async (db: DbOrTx, type: EasyAddressType, value: string) => {
  const [row] = await db
    .select({ account: accounts })
    .from(easyAddresses)
    .innerJoin(accounts, eq(accounts.id, easyAddresses.accountId))
    .where(and(eq(easyAddresses.type, type), eq(easyAddresses.value, value), isNull(accounts.closedAt)));
  return holderOf(db, row?.account);
};

export const bankOf = async (db: DbOrTx, code: string) =>
  (await db.select().from(banks).where(eq(banks.code, code)))[0];

export const listBanks = (db: DbOrTx) => db.select().from(banks).orderBy(banks.name);

export interface ExternalAccount {
  iban: string;
  holderName: string;
  bankCode: string;
  bankName: string;
}

const externalWhere = async (db: DbOrTx, where: ReturnType<typeof eq>): Promise<ExternalAccount | undefined> => {
  const [row] = await db
    .select({
      iban: externalAccounts.iban,
      holderName: externalAccounts.holderName,
      bankCode: banks.code,
      bankName: banks.name,
    })
    .from(externalAccounts)
    .innerJoin(banks, eq(banks.code, externalAccounts.bankCode))
    .where(where);
  return row;
};

export const externalByIban = (db: DbOrTx, iban: string) => externalWhere(db, eq(externalAccounts.iban, iban));

export const externalByAccount = (db: DbOrTx, bankCode: string, branchCode: string, accountNumber: string) =>
  externalWhere(
    db,
    and(
      eq(externalAccounts.bankCode, bankCode),
      eq(externalAccounts.branchCode, branchCode.replace(/^0+(?=\d)/, '')),
      eq(externalAccounts.accountNumber, accountNumber.replace(/^0+(?=\d)/, '')),
    )!,
  );

export const externalByAlias = async (db: DbOrTx, type: EasyAddressType, value: string) => {
  const [row] = await db
    .select({ id: externalEasyAddresses.externalAccountId })
    .from(externalEasyAddresses)
    .where(and(eq(externalEasyAddresses.type, type), eq(externalEasyAddresses.value, value)));
  return row ? externalWhere(db, eq(externalAccounts.id, row.id)) : undefined;
};

/** A card's bank (by its 6-digit BIN) and, when the directory knows the card, its holder. */
export const cardOf = async (db: DbOrTx, cardNumber: string) => {
  const [bin] = await db
    .select({ bankCode: banks.code, bankName: banks.name })
    .from(cardBins)
    .innerJoin(banks, eq(banks.code, cardBins.bankCode))
    .where(eq(cardBins.bin, cardNumber.slice(0, 6)));
  if (!bin) return undefined;
  const [card] = await db.select().from(externalCards).where(eq(externalCards.cardNumber, cardNumber));
  return { ...bin, holderName: card?.holderName };
};

export const listWallets = (db: DbOrTx) => db.select().from(paymentWallets).orderBy(paymentWallets.name);

export const walletOf = async (db: DbOrTx, code: string) =>
  (await db.select().from(paymentWallets).where(eq(paymentWallets.code, code)))[0];

export const walletAccountOf = async (db: DbOrTx, code: string, number: string) =>
  (
    await db
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.walletCode, code), eq(walletAccounts.walletNumber, number)))
  )[0];

/** Look-ups in the sandbox directory (other banks' accounts, aliases, cards, wallets) and in this bank's accounts. */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { EasyAddressType } from '../../../src/contract/easy-addresses';
import type { Db, DbOrTx } from '../../db/client';
import { prepared } from '../../db/statements';
import { accounts } from '../../db/schema/accounts';
import {
  banks,
  cardBins,
  externalAccounts,
  externalCards,
  externalEasyAddresses,
  paymentWallets,
  walletAccounts,
} from '../../db/schema/directory';
import { customers } from '../../db/schema/auth';
import { easyAddresses } from '../../db/schema/easy-addresses';

export type AccountRow = typeof accounts.$inferSelect;
export const OWN_BANK_NAME = 'Emanet Katılım Bankası';

/** An open customer account of this bank with its holder's full name. */
export interface InternalAccount {
  account: AccountRow;
  holderName: string;
}

const internalQuery = (db: Db, name: string, where: SQL) =>
  db
    .select({ account: accounts, name: customers.name, surname: customers.surname })
    .from(accounts)
    .innerJoin(customers, eq(customers.id, accounts.customerId))
    .where(and(where, eq(accounts.isInternal, false), isNull(accounts.closedAt)))
    .prepare(name);

const BY_IBAN = prepared((db) => internalQuery(db, 'internal-by-iban', eq(accounts.iban, sql.placeholder('key'))));
const BY_NUMBER = prepared((db) =>
  internalQuery(db, 'internal-by-number', eq(accounts.accountNumber, sql.placeholder('key'))),
);
const BY_ALIAS = prepared((db) =>
  internalQuery(
    db,
    'internal-by-alias',
    sql`${accounts.id} = (select ${easyAddresses.accountId} from ${easyAddresses} where ${easyAddresses.type} = ${sql.placeholder('type')} and ${easyAddresses.value} = ${sql.placeholder('key')})`,
  ),
);

/** An open customer account of this bank (not a GL account) with its holder's name, in one prepared query. */
const internalOf = (rows: { account: AccountRow; name: string; surname: string }[]): InternalAccount | undefined => {
  const [row] = rows;
  return row ? { account: row.account, holderName: `${row.name} ${row.surname}` } : undefined;
};

export const internalByIban = async (db: Db, iban: string) => internalOf(await BY_IBAN(db).execute({ key: iban }));

export const internalByNumber = async (db: Db, accountNumber: string) =>
  internalOf(await BY_NUMBER(db).execute({ key: accountNumber }));

export const internalByAlias = async (db: Db, type: EasyAddressType, value: string) =>
  internalOf(await BY_ALIAS(db).execute({ type, key: value }));

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

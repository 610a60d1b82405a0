/**
 * KOLAS easy addresses of this bank's customers. Ownership rule (the bank must know the alias
 * is the customer's): an identity number only the customer's own TCKN (individuals), a foreign
 * identity number only their own YKN, a tax number only for a corporate customer (the sandbox
 * keeps no VKN, so any valid VKN of a corporate customer), a phone only the registered mobile
 * number, an e-mail only the registered and verified address, a passport only one on file (the
 * sandbox keeps none, so refused). One alias points to one account in the whole bank
 * (`easyAddress.taken`), an account has at most 5 (`easyAddress.limit`), and only an open
 * TRY account of the customer can hold one.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import {
  EASY_ADDRESSES_PER_ACCOUNT,
  type CreateEasyAddressRequest,
  type EasyAddress,
  type EasyAddressType,
} from '../../../src/contract/easy-addresses';
import { normaliseEasyAddress } from '../../../src/contract/easy-address-value';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import type { DbOrTx, Tx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { easyAddresses } from '../../db/schema/easy-addresses';
import { accountName } from '../accounts/account-names';
import { customerById, type Customer } from '../auth/customer-profile';
import { BusinessError } from '../common/refusal';

const isOwn = (customer: Customer, type: EasyAddressType, value: string): boolean => {
  switch (type) {
    case 'IdentityNumber':
      return customer.customerType === 'Individual' && customer.identificationNumber === value;
    case 'ForeignIdentityNumber':
      return customer.identificationNumber === value;
    case 'TaxNumber':
      return customer.customerType === 'Corporate';
    case 'PhoneNumber':
      return customer.phone === value;
    case 'Email':
      return customer.emailVerifiedAt !== null && customer.email?.toLowerCase() === value;
    case 'PassportNumber':
      return false;
  }
};

export const listEasyAddresses = async (db: DbOrTx, customerId: string, language: Language): Promise<EasyAddress[]> => {
  const rows = await db
    .select({ alias: easyAddresses, account: accounts })
    .from(easyAddresses)
    .innerJoin(accounts, eq(accounts.id, easyAddresses.accountId))
    .where(eq(easyAddresses.customerId, customerId))
    .orderBy(asc(easyAddresses.createdAt), asc(easyAddresses.id));
  return rows.map(({ alias, account }) => ({
    id: alias.id,
    type: alias.type,
    value: alias.value,
    accountNumber: account.accountNumber,
    iban: account.iban ?? '',
    accountName: accountName(account, language),
    currency: account.currency,
    createdAt: alias.createdAt.toISOString(),
  }));
};

export const createEasyAddress = async (
  tx: Tx,
  customerId: string,
  request: CreateEasyAddressRequest,
  now: Date,
): Promise<string> => {
  const value = normaliseEasyAddress(request.type, request.value);
  if (value === undefined) throw new BusinessError([MessageCode.EasyAddressInvalid]);
  const customer = await customerById(tx, customerId);
  if (!customer || !isOwn(customer, request.type, value)) throw new BusinessError([MessageCode.EasyAddressNotOwn]);
  const [account] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountNumber, request.accountNumber), eq(accounts.customerId, customerId)))
    .for('no key update');
  if (!account) throw new BusinessError([MessageCode.AccountNotFound]);
  if (account.closedAt) throw new BusinessError([MessageCode.AccountClosed]);
  if (account.currency !== 'TRY') throw new BusinessError([MessageCode.TransferCurrencyMismatch]);
  const [held] = await tx.select({ n: count() }).from(easyAddresses).where(eq(easyAddresses.accountId, account.id));
  if (Number(held?.n ?? 0) >= EASY_ADDRESSES_PER_ACCOUNT) throw new BusinessError([MessageCode.EasyAddressLimit]);
  const inserted = await tx
    .insert(easyAddresses)
    .values({ customerId, accountId: account.id, type: request.type, value, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: easyAddresses.id });
  if (inserted.length === 0) throw new BusinessError([MessageCode.EasyAddressTaken]);
  return inserted[0]!.id;
};

export const deleteEasyAddress = async (tx: Tx, customerId: string, id: string): Promise<void> => {
  const deleted = await tx
    .delete(easyAddresses)
    .where(and(eq(easyAddresses.id, id), eq(easyAddresses.customerId, customerId)))
    .returning({ id: easyAddresses.id });
  if (deleted.length === 0) throw new BusinessError([MessageCode.EasyAddressNotFound]);
};

/**
 * The accounts at other banks this bank may read now: those the customer chose under a consent that
 * is authorised (Y) and not past its last valid day by the bank's clock. Revoked (I), ended (S) or
 * awaiting (B) consents read nothing. The balance is read only with permission 03.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { formatAmount, isCurrency, type Currency } from '../../../src/contract/money';
import { maskIban, type LinkedAccount } from '../../../src/contract/other-banks';
import type { DbOrTx } from '../../db/client';
import {
  otherBankConsentAccounts,
  otherBankConsents,
  sandboxOtherBankAccounts,
  sandboxOtherBanks,
} from '../../db/schema/other-banks';
import { effectiveStatus } from './consent-rules';

export interface LinkedRow {
  id: string;
  consentId: string;
  bankCode: string;
  bankName: string;
  name: string;
  iban: string;
  currency: Currency;
  /** Minor units; null without permission 03. */
  balance: bigint | null;
}

/** Linked accounts of the given consents (all of the customer's when none named), authorised ones only. */
export const linkedRows = async (
  db: DbOrTx,
  customerId: string,
  now: Date,
  consentIds?: string[],
): Promise<LinkedRow[]> => {
  const rows = await db
    .select({
      consent: otherBankConsents,
      account: sandboxOtherBankAccounts,
      bankName: sandboxOtherBanks.name,
    })
    .from(otherBankConsents)
    .innerJoin(otherBankConsentAccounts, eq(otherBankConsentAccounts.consentId, otherBankConsents.id))
    .innerJoin(sandboxOtherBankAccounts, eq(sandboxOtherBankAccounts.id, otherBankConsentAccounts.accountId))
    .innerJoin(sandboxOtherBanks, eq(sandboxOtherBanks.code, sandboxOtherBankAccounts.bankCode))
    .where(
      and(
        eq(otherBankConsents.customerId, customerId),
        eq(otherBankConsents.status, 'Y'),
        consentIds ? inArray(otherBankConsents.id, consentIds) : undefined,
      ),
    )
    .orderBy(sandboxOtherBanks.name, sandboxOtherBankAccounts.iban);
  return rows
    .filter((r) => effectiveStatus(r.consent, now).status === 'Y' && isCurrency(r.account.currency))
    .map((r) => ({
      id: r.account.id,
      consentId: r.consent.id,
      bankCode: r.account.bankCode,
      bankName: r.bankName,
      name: r.account.name,
      iban: r.account.iban,
      currency: r.account.currency as Currency,
      balance: r.consent.permissions.includes('03') ? r.account.balance : null,
    }));
};

export const linkedAccountOf = (row: LinkedRow): LinkedAccount => ({
  id: row.id,
  consentId: row.consentId,
  bankCode: row.bankCode,
  bankName: row.bankName,
  name: row.name,
  maskedIban: maskIban(row.iban),
  currency: row.currency,
  balance: row.balance === null ? null : formatAmount(row.balance, row.currency),
});

export const linkedAccounts = async (db: DbOrTx, customerId: string, now: Date) => ({
  accounts: (await linkedRows(db, customerId, now)).map(linkedAccountOf),
});

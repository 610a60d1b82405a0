/**
 * The sandbox other bank's authorisation page of a consent (the customer reaches it from this bank's
 * link or renew call by its one-time address): it shows the permissions and the end date read-only
 * and the bank's accounts held under the customer's identity number; the customer picks accounts and
 * approves (Y; a renewal's old consent ends, S) or refuses (I/13). Within 5 minutes, once.
 */
import { and, eq } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import type { Db, DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/auth';
import {
  otherBankConsentAccounts,
  otherBankConsents,
  sandboxOtherBankAccounts,
  sandboxOtherBanks,
} from '../../db/schema/other-banks';
import { sha256 } from '../auth/tokens';
import { effectiveStatus } from './consent-rules';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export type ConsentRow = typeof otherBankConsents.$inferSelect;
export type OtherAccountRow = typeof sandboxOtherBankAccounts.$inferSelect;

export type AuthorisationPage =
  | { ok: true; consent: ConsentRow; bankName: string; holderName: string; accounts: OtherAccountRow[] }
  | { ok: false; reason: string };

const pageOf = async (db: DbOrTx, token: string, now: Date, lock: boolean): Promise<AuthorisationPage> => {
  const expired = { ok: false, reason: MessageCode.OtherBankAuthorisationExpired } as const;
  if (!TOKEN_PATTERN.test(token)) return expired;
  const query = db
    .select({ consent: otherBankConsents, bankName: sandboxOtherBanks.name, customer: customers })
    .from(otherBankConsents)
    .innerJoin(sandboxOtherBanks, eq(sandboxOtherBanks.code, otherBankConsents.bankCode))
    .innerJoin(customers, eq(customers.id, otherBankConsents.customerId))
    .where(eq(otherBankConsents.authTokenHash, sha256(token)));
  const [row] = lock ? await query.for('update', { of: otherBankConsents }) : await query;
  if (!row || effectiveStatus(row.consent, now).status !== 'B') return expired;
  const accounts = await db
    .select()
    .from(sandboxOtherBankAccounts)
    .where(
      and(
        eq(sandboxOtherBankAccounts.bankCode, row.consent.bankCode),
        eq(sandboxOtherBankAccounts.identityNumber, row.customer.identificationNumber),
      ),
    )
    .orderBy(sandboxOtherBankAccounts.iban);
  return {
    ok: true,
    consent: row.consent,
    bankName: row.bankName,
    holderName: `${row.customer.name} ${row.customer.surname}`,
    accounts,
  };
};

export const authorisationPageOf = (db: DbOrTx, token: string, now: Date) => pageOf(db, token, now, false);

export type AuthorisationChoice = { action: 'approve'; accountIds: string[] } | { action: 'refuse' };

export type AuthorisationResult = { ok: true; consentId: string } | { ok: false; reason: string };

export const answerAuthorisation = (
  db: Db,
  token: string,
  now: Date,
  choice: AuthorisationChoice,
): Promise<AuthorisationResult> =>
  db.transaction(async (tx) => {
    const page = await pageOf(tx, token, now, true);
    if (!page.ok) return page;
    const { consent } = page;
    if (choice.action === 'refuse') {
      await tx
        .update(otherBankConsents)
        .set({ status: 'I', statusCode: '13', authTokenHash: null, updatedAt: now })
        .where(eq(otherBankConsents.id, consent.id));
      return { ok: true, consentId: consent.id };
    }
    const chosen = page.accounts.filter((a) => choice.accountIds.includes(a.id));
    if (chosen.length === 0) return { ok: false, reason: MessageCode.OtherBankNoAccountChosen };
    await tx
      .update(otherBankConsents)
      .set({ status: 'Y', statusCode: null, authTokenHash: null, authorisedAt: now, updatedAt: now })
      .where(eq(otherBankConsents.id, consent.id));
    await tx.insert(otherBankConsentAccounts).values(chosen.map((a) => ({ consentId: consent.id, accountId: a.id })));
    if (consent.renewsConsentId)
      await tx
        .update(otherBankConsents)
        .set({ status: 'S', statusCode: null, updatedAt: now })
        .where(
          and(
            eq(otherBankConsents.id, consent.renewsConsentId),
            eq(otherBankConsents.customerId, consent.customerId),
            eq(otherBankConsents.status, 'Y'),
          ),
        );
    return { ok: true, consentId: consent.id };
  });

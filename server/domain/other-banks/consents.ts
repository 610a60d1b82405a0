/**
 * The customer's consents for this bank to read their accounts at other banks (issue 16, YÖS):
 * link (a new consent awaiting authorisation at the other bank, B), renew (a new consent with a new
 * end date; once authorised it replaces the old one, which ends: S), revoke (I/02: its accounts are
 * no longer read, the record stays). One live consent per customer and bank.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import {
  OTHER_BANK_AUTH_PATH,
  type Consent,
  type ConsentHolder,
  type LinkStarted,
  type OtherBankPermission,
  type RenewConsentRequest,
  type StartLinkRequest,
} from '../../../src/contract/other-banks';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/auth';
import { otherBankConsents, sandboxOtherBanks } from '../../db/schema/other-banks';
import { randomToken, sha256 } from '../auth/tokens';
import { BusinessError } from '../common/refusal';
import { checkEndDate, checkPermissions, effectiveStatus, endDateRange } from './consent-rules';
import { linkedAccountOf, linkedRows } from './linked-accounts';

type ConsentRow = typeof otherBankConsents.$inferSelect;

/** Whether the consent is an individual's or a company's (the session's customer: a company once a workgroup is chosen). */
const holderOf = async (db: DbOrTx, customerId: string): Promise<ConsentHolder> => {
  const [row] = await db
    .select({ customerType: customers.customerType })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.customerType ?? 'Individual';
};

export const otherBanksAnswer = async (db: DbOrTx, customerId: string, now: Date) => ({
  banks: await db.select().from(sandboxOtherBanks).orderBy(sandboxOtherBanks.name),
  ...endDateRange(now, await holderOf(db, customerId)),
});

const customerConsents = (db: DbOrTx, customerId: string) =>
  db
    .select({ consent: otherBankConsents, bankName: sandboxOtherBanks.name })
    .from(otherBankConsents)
    .innerJoin(sandboxOtherBanks, eq(sandboxOtherBanks.code, otherBankConsents.bankCode))
    .where(eq(otherBankConsents.customerId, customerId))
    .orderBy(desc(otherBankConsents.createdAt));

const consentOf = async (
  db: DbOrTx,
  customerId: string,
  now: Date,
  rows: { consent: ConsentRow; bankName: string }[],
): Promise<Consent[]> => {
  const linked = await linkedRows(
    db,
    customerId,
    now,
    rows.map((r) => r.consent.id),
  );
  return rows.map(({ consent, bankName }) => ({
    consentId: consent.id,
    bankCode: consent.bankCode,
    bankName,
    permissions: consent.permissions as OtherBankPermission[],
    ...effectiveStatus(consent, now),
    endDate: consent.endDate,
    createdAt: consent.createdAt.toISOString(),
    authorisedAt: consent.authorisedAt?.toISOString() ?? null,
    renewsConsentId: consent.renewsConsentId,
    accounts: linked.filter((a) => a.consentId === consent.id).map(linkedAccountOf),
  }));
};

export const listConsents = async (db: DbOrTx, customerId: string, now: Date) => ({
  consents: await consentOf(db, customerId, now, await customerConsents(db, customerId)),
});

/** One of the customer's consents; another customer's answers not-found. */
export const consentDetail = async (db: DbOrTx, customerId: string, consentId: string, now: Date) => {
  const rows = (await customerConsents(db, customerId)).filter((r) => r.consent.id === consentId);
  const [consent] = await consentOf(db, customerId, now, rows);
  if (!consent) throw new BusinessError([MessageCode.OtherBankConsentNotFound]);
  return consent;
};

const ownConsent = async (tx: DbOrTx, customerId: string, consentId: string) => {
  const [row] = await tx
    .select()
    .from(otherBankConsents)
    .where(and(eq(otherBankConsents.id, consentId), eq(otherBankConsents.customerId, customerId)))
    .for('update');
  if (!row) throw new BusinessError([MessageCode.OtherBankConsentNotFound]);
  return row;
};

/** Consents still awaiting authorisation for this bank are abandoned (I/13) when a new one is asked. */
const abandonPending = async (tx: DbOrTx, customerId: string, bankCode: string, now: Date) => {
  await tx
    .update(otherBankConsents)
    .set({ status: 'I', statusCode: '13', authTokenHash: null, updatedAt: now })
    .where(
      and(
        eq(otherBankConsents.customerId, customerId),
        eq(otherBankConsents.bankCode, bankCode),
        eq(otherBankConsents.status, 'B'),
      ),
    );
};

const insertPending = async (
  tx: DbOrTx,
  now: Date,
  language: Language,
  values: { customerId: string; bankCode: string; permissions: string[]; endDate: string; renewsConsentId?: string },
): Promise<LinkStarted> => {
  const token = randomToken();
  const [row] = await tx
    .insert(otherBankConsents)
    .values({ ...values, status: 'B', authTokenHash: sha256(token), createdAt: now, updatedAt: now })
    .returning({ id: otherBankConsents.id });
  return {
    consentId: row!.id,
    authorisationUrl: `${OTHER_BANK_AUTH_PATH}${token}${language === 'eng' ? '?lang=eng' : ''}`,
  };
};

export const startLink = async (
  tx: DbOrTx,
  customerId: string,
  request: StartLinkRequest,
  now: Date,
  language: Language,
): Promise<LinkStarted> => {
  const [bank] = await tx.select().from(sandboxOtherBanks).where(eq(sandboxOtherBanks.code, request.bankCode));
  if (!bank) throw new BusinessError([MessageCode.OtherBankUnknown]);
  const permissions = checkPermissions(request.permissions);
  checkEndDate(request.endDate, now, await holderOf(tx, customerId));
  const live = await tx
    .select()
    .from(otherBankConsents)
    .where(
      and(
        eq(otherBankConsents.customerId, customerId),
        eq(otherBankConsents.bankCode, bank.code),
        eq(otherBankConsents.status, 'Y'),
      ),
    );
  if (live.some((row) => effectiveStatus(row, now).status === 'Y'))
    throw new BusinessError([MessageCode.OtherBankAlreadyLinked]);
  await abandonPending(tx, customerId, bank.code, now);
  return insertPending(tx, now, language, { customerId, bankCode: bank.code, permissions, endDate: request.endDate });
};

/** A new consent for the same bank and permissions with a new end date; the current one stays until it is authorised. */
export const renewConsent = async (
  tx: DbOrTx,
  customerId: string,
  request: RenewConsentRequest,
  now: Date,
  language: Language,
): Promise<LinkStarted> => {
  const row = await ownConsent(tx, customerId, request.consentId);
  const { status } = effectiveStatus(row, now);
  if (status !== 'Y' && status !== 'S') throw new BusinessError([MessageCode.OtherBankConsentNotActive]);
  checkEndDate(request.endDate, now, await holderOf(tx, customerId));
  await abandonPending(tx, customerId, row.bankCode, now);
  return insertPending(tx, now, language, {
    customerId,
    bankCode: row.bankCode,
    permissions: row.permissions,
    endDate: request.endDate,
    renewsConsentId: row.id,
  });
};

/** I/02: revoked by the customer at this bank; its accounts are not read from now on. */
export const revokeConsent = async (tx: DbOrTx, customerId: string, consentId: string, now: Date) => {
  const row = await ownConsent(tx, customerId, consentId);
  const { status } = effectiveStatus(row, now);
  if (status !== 'Y' && status !== 'B') throw new BusinessError([MessageCode.OtherBankConsentNotActive]);
  await tx
    .update(otherBankConsents)
    .set({ status: 'I', statusCode: '02', authTokenHash: null, updatedAt: now })
    .where(inArray(otherBankConsents.id, [row.id]));
  return consentDetail(tx, customerId, consentId, now);
};

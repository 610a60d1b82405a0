/**
 * Consents as the customer and the provider see them, and the moves the bank's clock makes: a B
 * request older than five minutes is I/04, a Y consent whose code was not exchanged within five
 * minutes of its authorisation is I/05, a K account-information consent past its last day is S.
 * `expireConsents` runs before every read (so a read never shows or uses a stale status) and from the
 * runner on the bank's clock; each update names the status it moves from, as CONSENT_TRANSITIONS allows.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatAmount } from '../../../src/contract/money';
import {
  CONSENT_AUTHORISATION_MS,
  CONSENT_TRANSITIONS,
  obMaskIban,
  obMaskName,
  type AisPermission,
  type Consent,
  type ConsentDetailCode,
  type ConsentStatus,
} from '../../../src/contract/open-banking';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { obConsents, obProviders } from '../../db/schema/open-banking';

export type ConsentRow = typeof obConsents.$inferSelect;
export type ProviderRow = typeof obProviders.$inferSelect;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Throws when `from` → `to` is not one of the allowed moves (a programming error, never a customer's). */
export const assertTransition = (from: string, to: ConsentStatus): void => {
  if (!(CONSENT_TRANSITIONS[from as ConsentStatus] ?? []).includes(to))
    throw new Error(`open banking: a consent may not move from ${from} to ${to}`);
};

const move = async (
  db: DbOrTx,
  from: ConsentStatus,
  to: ConsentStatus,
  code: ConsentDetailCode | null,
  now: Date,
  when: ReturnType<typeof sql>,
) => {
  assertTransition(from, to);
  const moved = await db
    .update(obConsents)
    .set({ status: to, statusCode: code, updatedAt: now })
    .where(and(eq(obConsents.status, from), when))
    .returning({ id: obConsents.id });
  return moved.length;
};

/** The bank's clock's moves (see above); answers how many consents moved. */
export const expireConsents = async (db: DbOrTx, now: Date): Promise<number> => {
  const cutoff = new Date(now.getTime() - CONSENT_AUTHORISATION_MS);
  return (
    (await move(db, 'B', 'I', '04', now, sql`${obConsents.createdAt} <= ${cutoff}`)) +
    (await move(db, 'Y', 'I', '05', now, sql`${obConsents.authorisedAt} <= ${cutoff}`)) +
    (await move(
      db,
      'K',
      'S',
      null,
      now,
      sql`${obConsents.kind} = 'AIS' and ${obConsents.validUntil} is not null and ${obConsents.validUntil} <= ${now}`,
    ))
  );
};

export const authoriseByOf = (row: ConsentRow): Date => new Date(row.createdAt.getTime() + CONSENT_AUTHORISATION_MS);

export const isRevocable = (row: Pick<ConsentRow, 'kind' | 'status'>): boolean =>
  row.kind === 'AIS' && (row.status === 'Y' || row.status === 'K');

type AccountInfo = { id: string; accountNumber: string; name: string; currency: string };

export const viewOf = (row: ConsentRow, provider: ProviderRow, chosen: AccountInfo[]): Consent => ({
  id: row.id,
  kind: row.kind,
  status: row.status as ConsentStatus,
  statusCode: (row.statusCode as ConsentDetailCode | null) ?? null,
  providerName: provider.name,
  reference: row.reference,
  permissions: row.permissions as AisPermission[],
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  transactionsFrom: row.transactionsFrom?.toISOString() ?? null,
  transactionsUntil: row.transactionsUntil?.toISOString() ?? null,
  accounts: row.accountIds
    .map((id) => chosen.find((a) => a.id === id))
    .filter((a): a is AccountInfo => a !== undefined)
    .map(({ accountNumber, name, currency }) => ({ accountNumber, name, currency })),
  payment:
    row.kind === 'PIS' && row.amount !== null
      ? {
          amount: formatAmount(row.amount, 'TRY'),
          currency: row.currency ?? 'TRY',
          payeeIban: obMaskIban(row.payeeIban ?? ''),
          payeeName: obMaskName(row.payeeName ?? ''),
          description: row.description ?? '',
        }
      : null,
  createdAt: row.createdAt.toISOString(),
  authoriseBy: row.status === 'B' ? authoriseByOf(row).toISOString() : null,
  authorisedAt: row.authorisedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revocable: isRevocable(row),
});

const accountsOf = async (db: DbOrTx, ids: string[]): Promise<AccountInfo[]> =>
  ids.length === 0
    ? []
    : db
        .select({
          id: accounts.id,
          accountNumber: accounts.accountNumber,
          name: accounts.name,
          currency: accounts.currency,
        })
        .from(accounts)
        .where(inArray(accounts.id, ids));

/** Consent rows with their providers, as views. */
export const viewsOf = async (
  db: DbOrTx,
  rows: { consent: ConsentRow; provider: ProviderRow }[],
): Promise<Consent[]> => {
  const chosen = await accountsOf(db, [...new Set(rows.flatMap((r) => r.consent.accountIds))]);
  return rows.map((r) => viewOf(r.consent, r.provider, chosen));
};

/** Every consent of the customer, newest first (revoked ones too: kept for audit and shown with their status). */
export const listConsents = async (db: DbOrTx, customerId: string, now: Date): Promise<Consent[]> => {
  await expireConsents(db, now);
  const rows = await db
    .select({ consent: obConsents, provider: obProviders })
    .from(obConsents)
    .innerJoin(obProviders, eq(obProviders.id, obConsents.providerId))
    .where(eq(obConsents.customerId, customerId))
    .orderBy(desc(obConsents.createdAt), desc(obConsents.id))
    .limit(200);
  return viewsOf(db, rows);
};

/** One consent of the customer (another customer's is not found). */
export const consentOf = async (
  db: DbOrTx,
  customerId: string,
  consentId: string,
): Promise<{ consent: ConsentRow; provider: ProviderRow } | undefined> =>
  (
    await db
      .select({ consent: obConsents, provider: obProviders })
      .from(obConsents)
      .innerJoin(obProviders, eq(obProviders.id, obConsents.providerId))
      .where(and(eq(obConsents.id, consentId), eq(obConsents.customerId, customerId)))
      .limit(1)
  )[0];

/** The customer's open accounts a consent may name: every open account for AIS, open TRY current accounts for PIS. */
export const choicesOf = async (db: DbOrTx, customerId: string, kind: 'AIS' | 'PIS') => {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), sql`${accounts.closedAt} is null`))
    .orderBy(accounts.accountNumber);
  return rows.filter((a) => kind === 'AIS' || (a.currency === 'TRY' && a.kind === 'Current'));
};

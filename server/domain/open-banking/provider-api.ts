/**
 * The bank's open-banking API for providers (`/Ohvps/*`): tokens (client credentials; an
 * authorisation code exchanged once for a consent's token, Y→K), consent requests (B, five minutes
 * to authorise), and with a consent's token the reads of an AIS consent (only the chosen accounts,
 * only what its permissions cover, only while K), and the customer's revocation at the provider
 * (I/03). The payment of a PIS consent is in pis-payment.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import {
  AIS_MAX_MONTHS,
  type AisPermission,
  type OhvpsAccountConsentRequest,
  type OhvpsPaymentConsentRequest,
  type OhvpsTokenRequest,
} from '../../../src/contract/open-banking';
import type { Db, DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { customers } from '../../db/schema/auth';
import { ledgerEntries } from '../../db/schema/ledger';
import { obAuthCodes, obConsents, obTokens } from '../../db/schema/open-banking';
import { BusinessError } from '../common/refusal';
import { areaTransition } from '../ledger/commit';
import { applyCommit } from '../ledger/post';
import {
  authoriseByOf,
  expireConsents,
  isRevocable,
  newSecret,
  sha256,
  type ConsentRow,
  type ProviderRow,
} from './consents';
import { OhvpsUnauthorised, providerByCredentials } from './providers';

const refuse = (code: string): never => {
  throw new BusinessError([code]);
};
const HOUR_MS = 60 * 60 * 1000;

const tokenRow = (provider: ProviderRow, now: Date, expiresAt: Date, consentId: string | null) => {
  const token = newSecret();
  return {
    token,
    row: {
      id: randomUUID(),
      providerId: provider.id,
      consentId,
      kind: consentId ? ('consent' as const) : ('client' as const),
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt,
    },
  };
};

export const issueToken = async (db: Db, now: Date, request: OhvpsTokenRequest) => {
  const provider = await providerByCredentials(db, request.clientId, request.clientSecret);
  if (request.grantType === 'client_credentials') {
    const { token, row } = tokenRow(provider, now, new Date(now.getTime() + HOUR_MS), null);
    await db.insert(obTokens).values(row);
    return { accessToken: token, tokenType: 'Bearer' as const, expiresIn: 3600, consentId: null };
  }
  await expireConsents(db, now);
  const code = request.code ?? refuse(MessageCode.OhvpsInvalidRequest);
  return db.transaction(async (tx) => {
    // The code once, unexpired, this provider's, its consent authorised (Y): then K and the token.
    const [used] = await tx
      .update(obAuthCodes)
      .set({ usedAt: now })
      .where(and(eq(obAuthCodes.codeHash, sha256(code)), isNull(obAuthCodes.usedAt), gte(obAuthCodes.expiresAt, now)))
      .returning({ consentId: obAuthCodes.consentId });
    if (!used) throw new OhvpsUnauthorised('open banking: code');
    const [consent] = await tx
      .update(obConsents)
      .set({ status: 'K', updatedAt: now })
      .where(and(eq(obConsents.id, used.consentId), eq(obConsents.providerId, provider.id), eq(obConsents.status, 'Y')))
      .returning();
    if (!consent) throw new OhvpsUnauthorised('open banking: consent');
    const expiresAt =
      consent.kind === 'AIS' && consent.validUntil ? consent.validUntil : new Date(now.getTime() + HOUR_MS);
    const { token, row } = tokenRow(provider, now, expiresAt, consent.id);
    await tx.insert(obTokens).values(row);
    return {
      accessToken: token,
      tokenType: 'Bearer' as const,
      expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
      consentId: consent.id,
    };
  });
};

const customerOf = async (db: DbOrTx, identityNumber: string) =>
  (
    await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.identificationNumber, identityNumber))
      .limit(1)
  )[0] ?? refuse(MessageCode.OhvpsCustomerUnknown);

/** The end of an Istanbul day (UTC+3, no daylight saving). */
const endOfDay = (date: string): Date => new Date(`${date}T23:59:59.999+03:00`);
const startOfDay = (date: string): Date => new Date(`${date}T00:00:00+03:00`);
const addMonths = (at: Date, months: number): Date => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

const reference = (given: string | undefined): string => given || `REF${Date.now().toString(36).toUpperCase()}`;

const created = (row: ConsentRow) => ({
  consentId: row.id,
  status: row.status as 'B',
  redirectUrl: `${row.kind === 'AIS' ? '/consent' : '/transfer'}?consent=${row.id}`,
  authoriseBy: authoriseByOf(row).toISOString(),
});

/** Normalised AIS permissions: 01 or 07 needed, 06 needs 03, 05 brings 04, 09 needs 08 or 07. */
export const normalisePermissions = (given: readonly AisPermission[]): AisPermission[] => {
  const set = new Set(given);
  if (!set.has('01') && !set.has('07')) refuse(MessageCode.OhvpsInvalidRequest);
  if (set.has('06') && !set.has('03')) refuse(MessageCode.OhvpsInvalidRequest);
  if (set.has('05')) set.add('04');
  return [...set].sort();
};

export const createAccountConsent = async (
  db: Db,
  now: Date,
  provider: ProviderRow,
  request: OhvpsAccountConsentRequest,
) => {
  const permissions = normalisePermissions(request.permissions);
  const validUntil = endOfDay(request.validUntil);
  if (validUntil.getTime() < now.getTime() + 24 * HOUR_MS || validUntil > addMonths(now, AIS_MAX_MONTHS))
    refuse(MessageCode.OhvpsInvalidRequest);
  const transactionsFrom = request.transactionsFrom ? startOfDay(request.transactionsFrom) : addMonths(now, -12);
  const transactionsUntil = request.transactionsUntil ? endOfDay(request.transactionsUntil) : validUntil;
  if (
    transactionsFrom < addMonths(now, -12) ||
    transactionsUntil > addMonths(now, 12) ||
    transactionsFrom > transactionsUntil
  )
    refuse(MessageCode.OhvpsInvalidRequest);
  return requestConsent(db, now, provider, request, {
    kind: 'AIS',
    permissions,
    validFrom: now,
    validUntil,
    transactionsFrom,
    transactionsUntil,
  });
};

/** A provider's new request for a customer, awaiting authorisation (B), with what its kind asks. */
const requestConsent = async (
  db: Db,
  now: Date,
  provider: ProviderRow,
  request: { identityNumber: string; reference?: string },
  asked: Pick<typeof obConsents.$inferInsert, 'kind' | 'permissions'> & Partial<typeof obConsents.$inferInsert>,
) => {
  const customer = await customerOf(db, request.identityNumber);
  const [row] = await db
    .insert(obConsents)
    .values({
      ...asked,
      id: randomUUID(),
      providerId: provider.id,
      customerId: customer.id,
      status: 'B',
      accountIds: [],
      reference: reference(request.reference),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created(row!);
};

export const createPaymentConsent = async (
  db: Db,
  now: Date,
  provider: ProviderRow,
  request: OhvpsPaymentConsentRequest,
) => {
  const amount = parseAmount(request.amount, 'TRY');
  if (amount === undefined || amount <= 0n) return refuse(MessageCode.OhvpsInvalidRequest);
  return requestConsent(db, now, provider, request, {
    kind: 'PIS',
    permissions: [],
    amount,
    currency: 'TRY',
    payeeIban: request.payeeIban,
    payeeName: request.payeeName,
    description: request.description,
  });
};

/** One of the provider's own consents, after the clock's moves (expireConsents); refused when not its own. */
const providersConsent = async (db: Db, now: Date, provider: ProviderRow, consentId: string) => {
  await expireConsents(db, now);
  const [row] = await db
    .select()
    .from(obConsents)
    .where(and(eq(obConsents.id, consentId), eq(obConsents.providerId, provider.id)))
    .limit(1);
  return row ?? refuse(MessageCode.ConsentNotFound);
};

/** A consent's status as its provider may read it (its own consents only). */
export const consentStatus = async (db: Db, now: Date, provider: ProviderRow, consentId: string) => {
  const row = await providersConsent(db, now, provider, consentId);
  return {
    consentId: row.id,
    kind: row.kind,
    status: row.status as 'B',
    statusCode: (row.statusCode as '02' | null) ?? null,
  };
};

/** The consent behind an AIS read: K, and holding one of the permissions. */
const readable = (consent: ConsentRow, needs: AisPermission[]): ConsentRow => {
  if (consent.kind !== 'AIS' || consent.status !== 'K') throw new OhvpsUnauthorised('open banking: consent not usable');
  if (!needs.some((p) => (consent.permissions as string[]).includes(p))) refuse(MessageCode.OhvpsPermissionMissing);
  return consent;
};

const chosenAccounts = (db: DbOrTx, consent: ConsentRow) =>
  consent.accountIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(accounts)
        .where(and(eq(accounts.customerId, consent.customerId)))
        .then((rows) => rows.filter((a) => consent.accountIds.includes(a.id)));

export const readAccounts = async (db: DbOrTx, consent: ConsentRow) => {
  readable(consent, ['01', '02', '07']);
  return {
    accounts: (await chosenAccounts(db, consent)).map((a) => ({
      accountRef: a.accountNumber,
      iban: a.iban ?? '',
      name: a.name,
      currency: a.currency,
    })),
  };
};

/** One chosen account by its number; any other account (the customer's own too) is refused. */
const chosenAccount = async (db: DbOrTx, consent: ConsentRow, accountRef: string) =>
  (await chosenAccounts(db, consent)).find((a) => a.accountNumber === accountRef) ??
  refuse(MessageCode.OhvpsAccountNotConsented);

export const readBalance = async (db: DbOrTx, consent: ConsentRow, accountRef: string) => {
  readable(consent, ['03']);
  const account = await chosenAccount(db, consent, accountRef);
  return {
    accountRef,
    currency: account.currency,
    balance: formatAmount(account.balance, account.currency as Currency),
  };
};

export const readTransactions = async (db: DbOrTx, consent: ConsentRow, accountRef: string) => {
  readable(consent, ['04', '05']);
  const account = await chosenAccount(db, consent, accountRef);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, account.id),
        gte(ledgerEntries.createdAt, consent.transactionsFrom ?? new Date(0)),
        lte(ledgerEntries.createdAt, consent.transactionsUntil ?? new Date(8.64e15)),
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(100);
  return {
    accountRef,
    transactions: rows.map((e) => ({
      id: String(e.id),
      date: e.createdAt.toISOString(),
      amount: formatAmount(e.amount, e.currency),
      currency: e.currency,
      description: e.description,
    })),
  };
};

/**
 * The customer revoked at the provider (I/03): its own AIS consent Y or K, through the engine's
 * transition guard; the consent's token is refused from then on.
 */
export const revokeAtProvider = async (db: Db, now: Date, provider: ProviderRow, consentId: string) => {
  const row = await providersConsent(db, now, provider, consentId);
  if (!isRevocable(row)) return refuse(MessageCode.ConsentNotRevocable);
  await applyCommit(db, {
    at: now,
    guards: [
      areaTransition(
        obConsents,
        row.id,
        ['Y', 'K'],
        { status: 'I', statusCode: '03', revokedAt: now, updatedAt: now },
        MessageCode.ConsentNotRevocable,
      ),
    ],
  });
  return { consentId: row.id, kind: row.kind, status: 'I' as const, statusCode: '03' as const };
};

/**
 * The third-party providers the bank knows, and their authentication: client credentials (the
 * secret's sha256 compared in constant time) and bearer access tokens (looked up by sha256). The
 * sandbox's two demo providers are ensured at every start (idempotent); their secrets are public
 * sandbox values (README), their redirect address the sandbox provider page.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import type { DbOrTx } from '../../db/client';
import { obConsents, obProviders, obTokens } from '../../db/schema/open-banking';
import { sha256, type ConsentRow, type ProviderRow } from './consents';

export const SANDBOX_TPP_PATH = '/sandbox/tpp';

export const DEMO_PROVIDERS = [
  {
    code: 'DEMOFIN',
    name: 'Demo Finans Uygulaması',
    clientId: 'demo-finans',
    clientSecret: 'demo-finans-sandbox-secret',
    redirectUri: `${SANDBOX_TPP_PATH}/callback`,
  },
  {
    code: 'PARAKOLAY',
    name: 'ParaKolay Bütçe',
    clientId: 'parakolay',
    clientSecret: 'parakolay-sandbox-secret',
    redirectUri: `${SANDBOX_TPP_PATH}/callback`,
  },
] as const;

export const ensureDemoProviders = async (db: DbOrTx, now: Date): Promise<void> => {
  for (const p of DEMO_PROVIDERS)
    await db
      .insert(obProviders)
      .values({
        id: randomUUID(),
        code: p.code,
        name: p.name,
        clientId: p.clientId,
        clientSecretHash: sha256(p.clientSecret),
        redirectUri: p.redirectUri,
        createdAt: now,
      })
      .onConflictDoNothing();
};

/** A provider call without valid credentials or token: the route answers 401. */
export class OhvpsUnauthorised extends Error {
  readonly code = MessageCode.OhvpsUnauthorized;
}

const unauthorised = (): never => {
  throw new OhvpsUnauthorised('open banking: unauthorised');
};

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const providerByCredentials = async (
  db: DbOrTx,
  clientId: string,
  clientSecret: string,
): Promise<ProviderRow> => {
  const [provider] = await db.select().from(obProviders).where(eq(obProviders.clientId, clientId)).limit(1);
  if (!provider || !sameHash(provider.clientSecretHash, sha256(clientSecret))) return unauthorised();
  return provider;
};

const bearerOf = (header: string | undefined): string => {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header ?? '');
  return match ? match[1]! : unauthorised();
};

/** A live client-credentials token's provider. */
export const clientOfToken = async (db: DbOrTx, header: string | undefined, now: Date): Promise<ProviderRow> => {
  const [row] = await db
    .select({ provider: obProviders })
    .from(obTokens)
    .innerJoin(obProviders, eq(obProviders.id, obTokens.providerId))
    .where(
      and(eq(obTokens.tokenHash, sha256(bearerOf(header))), eq(obTokens.kind, 'client'), gt(obTokens.expiresAt, now)),
    )
    .limit(1);
  return row?.provider ?? unauthorised();
};

/**
 * A live consent token's consent, read fresh (after the clock's moves): its status decides at once
 * whether the token still works, so a revoked (I) or ended (S) consent's token is refused.
 */
export const consentOfToken = async (db: DbOrTx, header: string | undefined, now: Date): Promise<ConsentRow> => {
  const [row] = await db
    .select({ consent: obConsents })
    .from(obTokens)
    .innerJoin(obConsents, eq(obConsents.id, obTokens.consentId))
    .where(
      and(eq(obTokens.tokenHash, sha256(bearerOf(header))), eq(obTokens.kind, 'consent'), gt(obTokens.expiresAt, now)),
    )
    .limit(1);
  return row?.consent ?? unauthorised();
};

/**
 * The benchmark's client: the same wire as the service worker (mapped fields as ENC1, every call
 * signed with K, the session cookie and token), made with Node's crypto and a keep-alive
 * node:http agent so the client takes as little as it can of the two cores the server and
 * PostgreSQL share with it. Signs in once through the test client (worker-transport.ts).
 */
import { randomUUID, createHmac, createHash } from 'node:crypto';
import http from 'node:http';
import { Header, SESSION_COOKIE } from '../../src/contract/headers';
import { mappingFor, type SensitiveMapping } from '../../src/contract/sensitive-data';
import { canonicalString } from '../../src/contract/signing';
import { mapFields, sealField, sessionKeyOf, type SessionKey } from '../../server/domain/security/field-crypto';
import type { DemoIdentity } from '../../server/seed/demo-identities';
import { signIn } from '../server/support/http-client';
import { bankOf, keysForToken } from '../server/support/worker-transport';

type Identity = Pick<DemoIdentity, 'identificationNumber' | 'password' | 'phone'>;

export interface FastTeller {
  post<T>(route: string, body: unknown, idempotencyKey: string): Promise<{ status: number; body: T }>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export const openFastTeller = async (base: string, identity: Identity): Promise<FastTeller> => {
  const { credentials } = await signIn(base, identity as DemoIdentity);
  const raw = keysForToken(credentials.token)!.raw;
  const key: SessionKey = sessionKeyOf(raw);
  const mappings = (await bankOf(base)).mapping.mappings;
  const url = new URL(base);
  const mappingCache = new Map<string, SensitiveMapping | undefined>();

  return {
    post: (route, json, idempotencyKey) => {
      const path = route.slice('/api'.length);
      if (!mappingCache.has(path)) mappingCache.set(path, mappingFor(mappings, path));
      const mapping = mappingCache.get(path);
      const sealed = structuredClone(json);
      if (mapping)
        mapFields(sealed, mapping.requestSensitiveDataProperties, (value, name) =>
          typeof value === 'string' ? sealField(key, path.toLowerCase(), name, value) : value,
        );
      const body = JSON.stringify(sealed);
      const traceId = randomUUID();
      const timestamp = String(Date.now());
      const signature = createHmac('sha256', key.sign)
        .update(
          canonicalString({
            method: 'POST',
            pathAndQuery: route,
            timestamp,
            traceId,
            bodyHash: createHash('sha256').update(body).digest('base64url'),
          }),
        )
        .digest('base64url');
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: route,
            method: 'POST',
            agent,
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(body),
              Cookie: `${SESSION_COOKIE}=${credentials.cookie}`,
              [Header.TransactionToken]: credentials.token!,
              [Header.Signed]: 'true',
              [Header.TraceId]: traceId,
              [Header.Timestamp]: timestamp,
              [Header.Signature]: signature,
              [Header.Language]: 'tur',
              [Header.Channel]: 'Internet',
              'Idempotency-Key': idempotencyKey,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
  };
};

/**
 * Bad input, never a 500 (issue 10): every route the server mounts (read from `app.routes`) gets a
 * sweep of its valid samples (each field, parameter and query value with each refused character,
 * each body field with a wrong type), then generated junk (fixed seed), as the service worker sends
 * it (encrypted, signed) or plain. support/fuzz-checks.ts says what every answer is held to; and no
 * input may get as far as the database refusing it (the 400 errors.ts then answers is a safety net,
 * not the validation). Routes behind a sign-in step are called from a session at that step, id
 * routes with ids of things Ayşe owns (fuzz-callers.ts); what a route cannot reach is its plan's
 * `note` (fuzz-routes.ts). FUZZ_REPORT=1 prints what each route answered, to see how deep it got.
 */
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { DEFAULT_CONFIG } from '../../server/config';
import type { Db } from '../../server/db/client';
import { prepareWorld, type FuzzWorld } from './support/fuzz-callers';
import { randomCase, sweepCases, type FuzzCase } from './support/fuzz-cases';
import { answerKind, describeCase, faultsOf } from './support/fuzz-checks';
import { routePlans, type RoutePlan } from './support/fuzz-routes';
import { cardRoutePlans } from './support/fuzz-routes-cards';
import { callCenterRoutePlans } from './support/fuzz-routes-callcenter';
import { ccTransferRoutePlans } from './support/fuzz-routes-callcenter-transfers';
import { contactRoutePlans } from './support/fuzz-routes-contact';
import { corporateAdminRoutePlans } from './support/fuzz-routes-corporate-admin';
import { corporateOperationRoutePlans } from './support/fuzz-routes-corporate-operations';
import { documentRoutePlans } from './support/fuzz-routes-documents';
import { settingsRoutePlans } from './support/fuzz-routes-settings';
import { openBankingRoutePlans, sandboxTppRoutePlans } from './support/fuzz-routes-open-banking';
import { financingRoutePlans } from './support/fuzz-routes-financing';
import { marketRoutePlans } from './support/fuzz-routes-market';
import { physicalGoldRoutePlans } from './support/fuzz-routes-physical-gold';
import { otherBankRoutePlans } from './support/fuzz-routes-other-banks';
import { call, credentialsFrom, type CallInit, type Reply } from './support/http-client';
import { startTestServer, type TestServer } from './support/test-server';

const SEED = 20_241_010;
const RUNS = 24;
/** Unknown /api paths fall through to the not-found envelope; fuzzed like a route. */
const API_FALLBACK = 'GET /api/*';

/** The routes as mounted: middleware (`ALL`) is not an endpoint. */
const mountedRoutes = (): string[] => {
  const app = createApp({
    db: {} as Db,
    config: DEFAULT_CONFIG,
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    distDir: 'nowhere',
  });
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];
};
const ROUTES = [...mountedRoutes(), API_FALLBACK];

let server: TestServer;
let world: FuzzWorld;
/** Input only the database refused (middleware/errors.ts: a 400 then, but validation should have caught it). */
const refusedByDatabase: string[] = [];
const logger = pino(
  { level: 'warn' },
  { write: (line: string) => void (line.includes('input refused by the database') && refusedByDatabase.push(line)) },
);

beforeAll(async () => {
  server = await startTestServer('fuzz', {
    logger,
    config: {
      rateLimitPerIp: 1_000_000,
      rateLimitPerIdentity: 1_000_000,
      rateLimitLogsPerIp: 1_000_000,
      lockAfterFailures: 1_000_000,
      transfers: { ...DEFAULT_CONFIG.transfers, resolvePerMinute: 1_000_000 },
    },
  });
  world = await prepareWorld(server.url, server.agentToken);
}, 120_000);
afterAll(() => server?.stop());

const plansOf = (): Record<string, RoutePlan> => ({
  ...routePlans(world),
  ...cardRoutePlans,
  ...documentRoutePlans,
  ...contactRoutePlans,
  ...corporateAdminRoutePlans,
  ...corporateOperationRoutePlans,
  ...ccTransferRoutePlans,
  ...callCenterRoutePlans,
  ...settingsRoutePlans,
  ...openBankingRoutePlans,
  ...sandboxTppRoutePlans,
  ...marketRoutePlans,
  ...financingRoutePlans,
  ...physicalGoldRoutePlans,
  ...otherBankRoutePlans,
  [API_FALLBACK]: { as: 'customer', sample: { params: { '*': 'nothing/here' } } },
});

const send = async (route: string, fuzzCase: FuzzCase): Promise<Reply> => {
  const template = route.slice(route.indexOf(' ') + 1);
  const path = template.replace(/:(\w+)|\*/g, (_, name: string | undefined) => fuzzCase.params[name ?? '*'] ?? '');
  const query = fuzzCase.query.length ? `?${fuzzCase.query.map(([k, value]) => `${k}=${value}`).join('&')}` : '';
  const caller = world.callers[plansOf()[route]!.as];
  const init: CallInit = {
    method: fuzzCase.method,
    credentials: caller.credentials,
    // Changes need an Idempotency-Key: a fresh one, so junk gets past it (unless the case sends its own).
    headers: { ...caller.headers, 'Idempotency-Key': crypto.randomUUID(), ...fuzzCase.headers },
    plain: fuzzCase.plain,
    ...(fuzzCase.body && 'json' in fuzzCase.body ? { json: fuzzCase.body.json } : {}),
    ...(fuzzCase.body && 'raw' in fuzzCase.body ? { raw: fuzzCase.body.raw } : {}),
  };
  const reply = await call(server.url, path + query, init);
  // A step that moves the session on hands out a new token; the next cases use it.
  if (caller.credentials) caller.credentials = credentialsFrom(reply, caller.credentials);
  return reply;
};

const seedOf = (route: string) => [...route].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, SEED);

describe('fuzz of every endpoint', () => {
  it('has a plan for every mounted route, and only for those', () => {
    expect(Object.keys(plansOf()).sort()).toEqual([...ROUTES].sort());
  });

  it.each(ROUTES)(
    '%s: junk never answers 500',
    async (route) => {
      const plan = plansOf()[route]!;
      const method = route.slice(0, route.indexOf(' '));
      const cases = [plan.sample ?? {}, ...(plan.variants ?? [])].flatMap((sample, i) => [
        ...sweepCases(sample, method),
        ...fc.sample(randomCase(sample, method), { seed: seedOf(route) + i, numRuns: plan.runs ?? RUNS }),
      ]);
      const failures: string[] = [];
      const answered: Record<string, number> = {};
      for (const fuzzCase of cases) {
        refusedByDatabase.length = 0;
        const reply = await send(route, fuzzCase);
        const faults = faultsOf(route, fuzzCase, reply);
        if (refusedByDatabase.length) faults.push('only the database refused it');
        if (faults.length)
          failures.push(`${faults.join('; ')} <- ${describeCase(fuzzCase)} -> ${reply.text.slice(0, 160)}`);
        answered[answerKind(reply)] = (answered[answerKind(reply)] ?? 0) + 1;
      }
      if (process.env.FUZZ_REPORT) console.log(route, plan.note ?? '', JSON.stringify(answered));
      expect(failures).toEqual([]);
    },
    120_000,
  );
});

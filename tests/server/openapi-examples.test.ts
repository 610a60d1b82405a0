/**
 * Requests generated from the OpenAPI document (issue 11): for every operation, an example built
 * from its schemas alone (body, path parameters) is sent the way docs/api.md says (ENC1 fields,
 * X-Client-Key, signature: support/http-client.ts) by a caller at the session the operation names.
 * The server must take it: never 400 (the shape is what the document promised) nor 5xx; a business
 * refusal, or a 404 for an id nobody has, is fine. A success's `data` must fit the route table's schema.
 * OPENAPI_TRACE=1 prints each request and its status.
 */
import { pino } from 'pino';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSession } from '../../src/contract/api-route';
import { API_ROUTES } from '../../src/contract/api-routes';
import { DEFAULT_CONFIG } from '../../server/config';
import { prepareWorld, type CallerName, type FuzzWorld } from './support/fuzz-callers';
import { call } from './support/http-client';
import { exampleOf } from './support/openapi-examples';
import { startTestServer, type TestServer } from './support/test-server';

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: Schema[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  'x-session'?: RouteSession;
}

const CALLER: Record<RouteSession, CallerName> = {
  none: 'none',
  optional: 'none',
  otp: 'otp',
  push: 'push',
  'first-login': 'firstLogin',
  workgroup: 'workgroup',
  active: 'customer',
  signed: 'customer',
  agent: 'agent',
};

let server: TestServer;
let world: FuzzWorld;
let document: Schema;

beforeAll(async () => {
  server = await startTestServer('openapi-examples', {
    logger: pino({ level: 'silent' }),
    config: {
      rateLimitPerIp: 1_000_000,
      rateLimitPerIdentity: 1_000_000,
      lockAfterFailures: 1_000_000,
      transfers: { ...DEFAULT_CONFIG.transfers, resolvePerMinute: 1_000_000 },
    },
  });
  world = await prepareWorld(server.url, server.agentToken);
  document = (await call<Schema>(server.url, '/api/openapi.json')).body;
}, 120_000);
afterAll(() => server?.stop());

const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation['x-session'])
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

/** The path with each parameter filled from its schema's example. */
const filled = (path: string, operation: Operation) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = operation.parameters!.find((p) => p.name === name && p.in === 'path')!;
    return encodeURIComponent(String(exampleOf(parameter.schema as Schema, document)));
  });

describe('requests generated from the OpenAPI document', () => {
  it('are taken by the server, and its answers fit the documented schemas', async () => {
    const list = operations();
    expect(list.length).toBe(API_ROUTES.length);
    const faults: string[] = [];
    for (const { path, method, operation } of list) {
      const schema = operation.requestBody?.content['application/json'].schema;
      const body = schema ? exampleOf(schema, document) : undefined;
      // The corporate administration calls need the administrator role: Demir Tekstil's administrator calls them.
      const caller = path.includes('/CorporateAdmin/')
        ? world.callers.corporateAdmin
        : world.callers[CALLER[operation['x-session']!]];
      const reply = await call<Schema>(server.url, filled(path, operation), {
        method,
        credentials: caller.credentials,
        headers: { ...caller.headers, 'Idempotency-Key': crypto.randomUUID() },
        ...(body === undefined ? {} : { json: body }),
      });
      const sent = `${method} ${path} ${JSON.stringify(body) ?? ''}`;
      if (process.env.OPENAPI_TRACE) console.log(sent, reply.status);
      if (reply.status === 400 || reply.status >= 500)
        faults.push(`${sent} -> ${reply.status} ${reply.text.slice(0, 300)}`);
      const route = API_ROUTES.find((r) => r.name === operation.operationId)!;
      const success = reply.body?.status === 'success' || reply.body?.result === true;
      if (reply.status === 200 && success && reply.body.data != null) {
        const parsed = v.safeParse(route.data, reply.body.data);
        if (!parsed.success)
          faults.push(`${sent} answered data the schema refuses: ${JSON.stringify(v.flatten(parsed.issues))}`);
      }
    }
    expect(faults).toEqual([]);
  }, 180_000);
});

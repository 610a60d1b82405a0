/**
 * The OpenAPI document (issue 11): it validates as OpenAPI 3.1, it describes every /api route the
 * server mounts (read from `app.routes`) and nothing it does not, every body-taking call has a
 * request schema and every call an envelope, and the server serves it with its viewer under the CSP.
 */
import { validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { DEFAULT_CONFIG } from '../../server/config';
import type { Db } from '../../server/db/client';
import { buildOpenApiDocument } from '../../server/http/openapi-document';
import { contentSecurityPolicy } from '../../server/middleware/security-headers';

const app = createApp({
  db: {} as Db,
  config: DEFAULT_CONFIG,
  logger: pino({ level: 'silent' }),
  now: () => new Date(),
  distDir: 'nowhere',
});
const document = buildOpenApiDocument() as unknown as OpenAPIV3_1.Document;

/** `GET /api/deposit/getaccounts/:x`: lower case, any parameter name. */
const normalised = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.toLowerCase().replace(/:\w+|\{\w+\}/g, ':param')}`;

/** The routes as mounted under /api (middleware is `ALL`; `/api/*` is the not-found fallback). */
const mounted = [
  ...new Set(
    app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== '/api/*')
      .map((r) => normalised(r.method, r.path)),
  ),
];
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  (['get', 'post'] as const)
    .filter((method) => item?.[method])
    .map((method) => ({ key: normalised(method, path), operation: item![method]! })),
);
const documented = operations.map((o) => o.key);

/** POST calls that take no body: logging out and asking for a captcha. */
const BODYLESS_POSTS = ['logout', 'generateCaptcha'];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
  });

  it('documents every /api route the server mounts, and only those', () => {
    expect(mounted.length).toBeGreaterThan(60);
    expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !mounted.includes(route))).toEqual([]);
  });

  it('gives every body-taking call a request schema and every call a response schema', () => {
    for (const { key, operation } of operations) {
      const takesBody = key.startsWith('POST') && !BODYLESS_POSTS.includes(operation.operationId!);
      expect(Boolean(operation.requestBody), key).toBe(takesBody);
      const ok = operation.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined;
      expect(Object.values(ok?.content ?? {})[0]?.schema, key).toBeDefined();
    }
  });

  it('names the enums, the action and message codes, the headers, ENC1 and signing', () => {
    const schemas = document.components!.schemas!;
    for (const name of ['Currency', 'EasyAddressType', 'TransferKind', 'TargetMode', 'ActionCode', 'MessageCode'])
      expect(schemas[name], name).toBeDefined();
    expect(JSON.stringify(schemas.ActionCode)).toContain('"const":401');
    expect(JSON.stringify(schemas.MessageCode)).toContain('"const":"transfer.insufficientFunds"');
    expect(JSON.stringify(schemas.OutboxMessage)).toContain('referenceKey');
    expect(Object.keys(document.components!.securitySchemes!)).toEqual(
      expect.arrayContaining([
        'UnprotectedToken',
        'ClientKey',
        'TransactionToken',
        'SessionCookie',
        'Signature',
        'AgentToken',
      ]),
    );
    expect(document.info.description).toContain('## ENC1 field encryption');
    expect(document.info.description).toContain('## Request signing');
    const execute = document.paths!['/api/Transfer/Execute']!.post as unknown as Record<string, unknown>;
    expect(execute['x-encrypted-fields']).toEqual(expect.objectContaining({ response: ['data.receiver.iban'] }));
  });
});

describe('serving it', () => {
  it('answers the document at /api/openapi.json (any case) without a session', async () => {
    const response = await app.request('/api/OpenApi.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('serves the viewer page and its files under the strict CSP', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy('http://localhost'));
    const html = await page.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs.js', 'docs.css']) {
      expect(html, file).toContain(`/api/docs/${file}`);
      const asset = await app.request(`/api/docs/${file}`);
      expect(asset.status, file).toBe(200);
    }
    for (const file of ['package.json', '__proto__', 'constructor'])
      expect((await app.request(`/api/docs/${file}`)).status, file).toBe(404);
  });
});

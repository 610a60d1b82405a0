/**
 * Ctrl-C (SIGINT) closes the database cleanly; SIGKILL while idle loses nothing.
 * Either way the next start opens the same PGlite directory cleanly and keeps
 * every change (here: the SMS messages each login wrote to the outbox, and the
 * bank's RSA key pair for session keys).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, unsignedHeaders } from '../support/server-process';
import { call } from './support/http-client';

const dataDir = mkdtempSync(path.join(tmpdir(), 'emanet-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const RETAIL = { identificationNumber: '10000000146', password: 'Demo1234', phone: '+905321000146' };

const outboxIds = async (url: string): Promise<string[]> => {
  const response = await fetch(`${url}/api/Sandbox/Outbox?recipient=${encodeURIComponent(RETAIL.phone)}`, {
    headers: unsignedHeaders,
  });
  const body = (await response.json()) as { data: { items: Array<{ id: string }> } };
  return body.data.items.map((item) => item.id);
};

/** As the worker logs in: the fields encrypted with a fresh K wrapped with the bank's key. */
const login = (url: string) =>
  call(url, '/api/Auth/InitialLogin', {
    json: { identificationNumber: RETAIL.identificationNumber, password: RETAIL.password },
  });

const keyId = async (url: string) =>
  (await call<{ data: { keyId: string } }>(url, '/api/Auth/GetSensitiveDataMapping')).body.data.keyId;

describe('restarting the server process', () => {
  it('keeps every change after Ctrl-C and after SIGKILL, and starts cleanly', { timeout: 120_000 }, async () => {
    const first = await startServerProcess(dataDir);
    expect((await login(first.url)).status).toBe(200);
    const afterFirstLogin = await outboxIds(first.url);
    expect(afterFirstLogin).toHaveLength(1);
    const firstKeyId = await keyId(first.url);
    expect(await first.stop('SIGINT')).toBe(0);

    const second = await startServerProcess(dataDir);
    expect(await outboxIds(second.url)).toEqual(afterFirstLogin);
    expect(await keyId(second.url)).toBe(firstKeyId); // the RSA key pair survives restarts
    expect((await login(second.url)).status).toBe(200);
    const afterSecondLogin = await outboxIds(second.url);
    expect(afterSecondLogin).toHaveLength(2);
    await second.stop('SIGKILL');

    const third = await startServerProcess(dataDir);
    expect(await outboxIds(third.url)).toEqual(afterSecondLogin);
    expect(await third.stop('SIGTERM')).toBe(0);
  });
});

/** Restarting on the same database keeps every change and never reseeds. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createServer } from '../../server/app-server';
import { lockDataDir } from '../../server/db/dir-lock';
import { demoIdentity } from '../../server/seed/demo-identities';
import { call, latestOutbox, startLogin } from './support/http-client';
import { freshDatabase } from '../support/fresh-database';

const dataDir = mkdtempSync(path.join(tmpdir(), 'emanet-restart-'));
const database = await freshDatabase('restart');
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
});

const options = { port: 0, dataDir, databaseUrl: database.databaseUrl, distDir: 'nowhere', logLevel: 'silent' };
const count = async (db: Awaited<ReturnType<typeof createServer>>['db'], table: string): Promise<number> => {
  const result: unknown = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  // node-postgres and PGlite both answer { rows: [...] }
  return (result as { rows: { n: number }[] }).rows[0]!.n;
};

it('keeps data and does not reseed after a restart; the old agent token stops working', async () => {
  const retail = demoIdentity('retail');
  const first = await createServer(options);
  expect(first.seeded).toBe(true);
  await startLogin(first.url, retail);
  const sms = await latestOutbox(first.url, retail);
  const counts = { customers: await count(first.db, 'customers'), ledger: await count(first.db, 'ledger_entries') };
  await first.close();

  const second = await createServer(options);
  try {
    expect(second.seeded).toBe(false);
    expect(await count(second.db, 'customers')).toBe(counts.customers);
    expect(await count(second.db, 'ledger_entries')).toBe(counts.ledger);
    expect((await latestOutbox(second.url, retail)).id).toBe(sms.id);
    expect(
      (await call(second.url, '/api/CallCenter/Agent', { headers: { 'X-Agent-Token': first.agentToken } })).status,
    ).toBe(401);
    expect(
      (await call(second.url, '/api/CallCenter/Agent', { headers: { 'X-Agent-Token': second.agentToken } })).status,
    ).toBe(200);
  } finally {
    await second.close();
  }
});

it('refuses a second server on a PGlite directory in use, and takes over a stale lock', async () => {
  const unlock = await lockDataDir(dataDir, 0);
  await expect(lockDataDir(dataDir, 200)).resolves.toBeTypeOf('function'); // same process: treated as stale
  unlock();
  writeFileSync(path.join(dataDir, 'emanet-server.lock'), String(process.ppid));
  await expect(lockDataDir(dataDir, 200)).rejects.toThrow(/in use by another server/);
  writeFileSync(path.join(dataDir, 'emanet-server.lock'), '999999999');
  const release = await lockDataDir(dataDir, 0);
  release();
});

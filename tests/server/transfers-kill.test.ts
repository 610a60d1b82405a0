/**
 * SIGKILL during a transfer load: the server process dies with requests in flight. After a
 * restart on the same database, every transfer whose receipt a client received is there
 * with its entries, no transfer is half-posted (each nets to zero per currency, each balance
 * equals its entries, totals are conserved), and retrying each in-flight decision under its
 * key ends with exactly one posting. PGlite directory by default, PostgreSQL with DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { transfers } from '../../server/db/schema/transfers';
import type { TransferRequest } from '../../src/contract/transfers';
import { freshDatabase } from '../support/fresh-database';
import { addLoadCustomers, type LoadCustomer } from '../support/load-customers';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { openTeller, remittance, transfer, type Teller } from '../support/transfer-driver';

const dataDir = mkdtempSync(path.join(tmpdir(), 'emanet-kill-'));
const database = await freshDatabase('transfer_kill');
const env = { DATABASE_URL: database.databaseUrl ?? '', RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_IDENTITY: '1000' };

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
});

const withDatabase = async <T>(run: (db: Database['db']) => Promise<T>): Promise<T> => {
  const opened = await openDatabase({ databaseUrl: database.databaseUrl, dataDir, onIdleError: () => undefined });
  try {
    return await run(opened.db);
  } finally {
    await opened.close();
  }
};

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

const ledgerHealth = (db: Database['db']) =>
  Promise.all([
    db.execute(sql`select journal_id from ledger_entries group by journal_id, currency having sum(amount) <> 0`),
    db.execute(sql`
      select a.id from accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e on e.account_id = a.id
      where a.balance <> coalesce(e.total, 0)`),
    db.execute(
      sql`select t.id from transfers t where not exists (select 1 from ledger_entries e where e.journal_id = t.journal_id)`,
    ),
    db.execute(sql`select currency, sum(balance)::text as total from accounts group by currency order by currency`),
  ]).then(([unbalanced, drift, empty, totals]) => ({
    unbalanced: rowsOf(unbalanced),
    drift: rowsOf(drift),
    empty: rowsOf(empty),
    totals: rowsOf(totals),
  }));

interface Decision {
  teller: number;
  key: string;
  request: TransferRequest;
  receiptId?: string;
}

describe('SIGKILL under transfer load', () => {
  it('loses no acknowledged transfer and leaves none half-posted', { timeout: 300_000 }, async () => {
    // Seed, then add the load customers while the server is down (a PGlite directory has one owner).
    let server: ServerProcess = await startServerProcess(dataDir, { env });
    await server.stop('SIGTERM');
    const people: LoadCustomer[] = await withDatabase((db) => addLoadCustomers(db, { count: 4, balance: 100_000_00n }));
    const before = await withDatabase(ledgerHealth);

    server = await startServerProcess(dataDir, { env });
    const tellers: Teller[] = [];
    for (const person of people) tellers.push(await openTeller(server.url, person.identity));

    const decisions: Decision[] = [];
    let killed = false;
    const load = tellers.map(async (teller, i) => {
      const to = people[(i + 1) % people.length]!;
      while (!killed) {
        const decision: Decision = {
          teller: i,
          key: crypto.randomUUID(),
          request: remittance(people[i]!.accountNumber, { accountNumber: to.accountNumber, name: to.name }, '12.34'),
        };
        decisions.push(decision);
        try {
          const outcome = await transfer(teller, decision.request, decision.key);
          if (outcome.receipt) decision.receiptId = outcome.receipt.transferId;
        } catch {
          return; // the connection died with the server
        }
      }
    });
    // Let the load run, then kill the process mid-stream.
    while (decisions.filter((d) => d.receiptId).length < 40) await new Promise((r) => setTimeout(r, 20));
    await server.stop('SIGKILL');
    killed = true;
    await Promise.all(load);

    const acknowledged = decisions.filter((d) => d.receiptId).map((d) => d.receiptId!);
    const inFlight = decisions.filter((d) => !d.receiptId);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(inFlight.length).toBeGreaterThan(0); // the kill did land mid-stream

    // The database as the crash left it (a PGlite directory is opened after its owner died).
    await withDatabase(async (db) => {
      const stored = await db.select({ id: transfers.id }).from(transfers).where(inArray(transfers.id, acknowledged));
      expect(stored).toHaveLength(acknowledged.length);
      const health = await ledgerHealth(db);
      expect(health.unbalanced).toEqual([]);
      expect(health.drift).toEqual([]);
      expect(health.empty).toEqual([]);
      expect(health.totals).toEqual(before.totals);
    });

    server = await startServerProcess(dataDir, { env });
    // Each decision that was in flight, retried under its key, posts exactly once.
    for (const i of tellers.keys()) tellers[i] = await openTeller(server.url, people[i]!.identity);
    for (const decision of inFlight) {
      const first = await transfer(tellers[decision.teller]!, decision.request, decision.key);
      const again = await transfer(tellers[decision.teller]!, decision.request, decision.key);
      expect(first.receipt?.transferId).toBeDefined();
      expect(again.receipt?.transferId).toBe(first.receipt?.transferId);
    }
    await server.stop('SIGTERM');
    const after = await withDatabase(ledgerHealth);
    expect(after.unbalanced).toEqual([]);
    expect(after.drift).toEqual([]);
    expect(after.totals).toEqual(before.totals);
  });
});

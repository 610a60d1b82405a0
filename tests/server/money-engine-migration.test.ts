/**
 * Migration 0007 (the money engine) keeps the data of a bank that ran before it: every old
 * transfers row becomes a journal, its entries stay with it and say why they moved money, the
 * customers' transfers keep their receipts, idempotency records become final decisions, and
 * today's daily-limit use becomes a counter.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate';
import { freshDatabase, type FreshDatabase } from '../support/fresh-database';

let fresh: FreshDatabase;
let database: Database;
let before: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The migrations folder as it was before 0007. */
const migrationsBefore = (tag: string): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'emanet-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  journal.entries = journal.entries.slice(0, upTo);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
};

const C = '00000000-0000-4000-8000-000000000001';
const A = { own: '00000000-0000-4000-8000-0000000000a1', fast: '00000000-0000-4000-8000-0000000000a2' };
const A_FEE = '00000000-0000-4000-8000-0000000000a3';
const A_CBRT = '00000000-0000-4000-8000-0000000000a4';
const T = {
  customer: '00000000-0000-4000-8000-0000000000b1',
  history: '00000000-0000-4000-8000-0000000000b2',
  settlement: '00000000-0000-4000-8000-0000000000b3',
};

beforeAll(async () => {
  fresh = await freshDatabase('migration_0007');
  database = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: 'memory://', onIdleError: () => undefined });
  before = migrationsBefore('0007');
  await database.migrate(before);
  const now = '2026-11-20T10:00:00.000Z';
  const script = `
    insert into customers (id, customer_number, identification_number, password_hash, name, surname, customer_type, phone, login_method)
      values ('${C}', '1000146', '10000000146', 'x', 'Ayşe', 'Yılmaz', 'Individual', '+905321000146', 'sms');
    insert into accounts (id, customer_id, account_number, name, kind, currency, balance, branch_name, opened_at, is_internal) values
      ('${A.own}', '${C}', '1000146-1', 'Özel Cari Hesap', 'Current', 'TRY', 99550, 'Kadıköy', '${now}', false),
      ('${A.fast}', null, 'GL-FAST-TRY', 'FAST takas', 'Current', 'TRY', -110000, 'GM', '${now}', true),
      ('${A_FEE}', null, 'GL-FEE-TRY', 'Ücret', 'Current', 'TRY', 450, 'GM', '${now}', true),
      ('${A_CBRT}', null, 'GL-CBRT-TRY', 'TCMB', 'Current', 'TRY', 10000, 'GM', '${now}', true);
    insert into transfers (id, kind, description, created_at, value_date, idempotency_key, customer_id, transfer_type, status,
        reference, amount, currency, limit_amount_try, settled_at, details) values
      ('${T.customer}', 'FAST', 'Kira', '${now}', '${now}', 'key-1', '${C}', 'FAST', 'Completed', 'EMN2611200000000001',
        10000, 'TRY', 10000, '${now}', '{"transferId":"${T.customer}","reference":"EMN2611200000000001","status":"Pending","target":{"mode":"IBAN"}}'),
      ('${T.history}', 'EFT', 'Gelen EFT', '2026-10-01T10:00:00Z', '2026-10-01T10:00:00Z', null, null, null, 'Completed', null,
        null, null, null, null, null),
      ('${T.settlement}', 'SETTLEMENT', 'FAST takas EMN2611200000000001', '${now}', '${now}', null, null, null, 'Completed',
        null, null, null, null, null, null);
    insert into ledger_entries (transfer_id, account_id, currency, amount, balance_after, description, counterparty_name, created_at) values
      ('${T.history}', '${A.fast}', 'TRY', -110000, -110000, 'Gelen EFT', null, '2026-10-01T10:00:00Z'),
      ('${T.history}', '${A.own}', 'TRY', 110000, 110000, 'Gelen EFT', 'ACME', '2026-10-01T10:00:00Z'),
      ('${T.customer}', '${A.own}', 'TRY', -10000, 100000, 'Kira', 'Hasan', '${now}'),
      ('${T.customer}', '${A.fast}', 'TRY', 10000, -100000, 'Kira', 'Ayşe Yılmaz', '${now}'),
      ('${T.customer}', '${A.own}', 'TRY', -450, 99550, 'Kira ücreti', null, '${now}'),
      ('${T.customer}', '${A_FEE}', 'TRY', 450, 450, 'Kira ücreti', null, '${now}'),
      ('${T.settlement}', '${A.fast}', 'TRY', -10000, -110000, 'FAST takas', null, '${now}'),
      ('${T.settlement}', '${A_CBRT}', 'TRY', 10000, 10000, 'FAST takas', null, '${now}');
    insert into idempotency_records (customer_id, key, method, path, request_digest, response_status, response_body, created_at) values
      ('${C}', 'key-ok', 'POST', '/api/transfer/execute', 'd1', 200,
        '{"status":"success","data":{"reference":"EMN2611200000000001"},"messages":[],"actionCode":402}', '${now}'),
      ('${C}', 'key-no', 'POST', '/api/deposit/createaccount', 'd2', 200,
        '{"status":"error","data":null,"messages":[{"code":"transfer.insufficientFunds","text":"…"}],"actionCode":0}', '${now}');
  `;
  // One statement at a time (PGlite's extended protocol takes one per query).
  for (const statement of script.split(/;\s*\n/).filter((part) => part.trim()))
    await database.db.execute(sql.raw(statement));
  await database.migrate(MIGRATIONS_FOLDER);
});

afterAll(async () => {
  await database?.close();
  await fresh?.drop();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('migration 0007', () => {
  it('makes every old transfer a journal of its kind, keeping its entries with it', async () => {
    const journals = await rows<{ id: string; kind: string; customer_id: string | null }>(
      sql`select id, kind, customer_id from journal order by created_at, kind`,
    );
    expect(journals).toEqual([
      { id: T.history, kind: 'EFT', customer_id: null },
      { id: T.customer, kind: 'FAST', customer_id: C },
      { id: T.settlement, kind: 'Settlement', customer_id: null },
    ]);
    const entries = await rows<{ journal_id: string; description: string; code: string }>(
      sql`select journal_id, description, code from ledger_entries order by id`,
    );
    expect(entries.map((e) => [e.journal_id, e.code])).toEqual([
      [T.history, 'payment'],
      [T.history, 'payment'],
      [T.customer, 'clearing'],
      [T.customer, 'clearing'],
      [T.customer, 'fee'],
      [T.customer, 'fee'],
      [T.settlement, 'settlement'],
      [T.settlement, 'settlement'],
    ]);
  });

  it('keeps only customers’ transfers as transfers, each with its journal and receipt', async () => {
    const transfers = await rows<{ id: string; journal_id: string; reference: string; details: { status: string } }>(
      sql`select id, journal_id, reference, details from transfers`,
    );
    expect(transfers).toEqual([
      expect.objectContaining({ id: T.customer, journal_id: T.customer, reference: 'EMN2611200000000001' }),
    ]);
  });

  it('turns idempotency records into final decisions and counts today’s limit use', async () => {
    const decisions = await rows<{ key: string; state: string; outcome: unknown }>(
      sql`select key, state, outcome from decisions order by key`,
    );
    expect(decisions).toEqual([
      { key: 'key-no', state: 'done', outcome: { ok: false, actionCode: 0, codes: ['transfer.insufficientFunds'] } },
      {
        key: 'key-ok',
        state: 'done',
        outcome: { ok: true, actionCode: 402, data: { reference: 'EMN2611200000000001' } },
      },
    ]);
    const usage = await rows<{ period_start: string; used: string }>(
      sql`select period_start::text, used::text from limit_usage`,
    );
    expect(usage).toEqual([{ period_start: '2026-11-20', used: '10000' }]);
  });

  it('leaves balances equal to their entries', async () => {
    const drift = await rows(
      sql`select a.account_number from accounts a left join ledger_entries e on e.account_id = a.id
          group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
    );
    expect(drift).toEqual([]);
  });
});

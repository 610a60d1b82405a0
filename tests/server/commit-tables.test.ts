/**
 * Tables an area registers with the engine (commit_tables, migration 0013): commit_apply inserts their
 * rows, moves them by areaTransition guards and takes from their counters by take guards, and refuses
 * what the registration does not allow. A probe table stands for an area.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaRow, areaTransition, takeGuard, type Commit } from '../../server/domain/ledger/commit';
import { applyCommit } from '../../server/domain/ledger/post';
import { BusinessError } from '../../server/domain/common/refusal';
import { startTestServer, type TestServer } from './support/test-server';

const probe = pgTable('area_probe', {
  id: uuid().primaryKey(),
  status: text().notNull(),
  note: text(),
  secret: text(),
  stock: integer().notNull(),
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('commit_tables');
  await server.db.execute(
    sql`CREATE TABLE area_probe (id uuid PRIMARY KEY, status text NOT NULL, note text, secret text, stock integer NOT NULL)`,
  );
  await server.db.execute(
    sql`INSERT INTO commit_tables VALUES ('area_probe', ARRAY['status', 'note'], ARRAY['stock'])`,
  );
});
afterAll(() => server?.stop());

const at = new Date('2026-11-25T10:00:00Z');
const read = async (id: string) => (await server.db.select().from(probe).where(eq(probe.id, id)))[0];
const insert = async (stock = 3) => {
  const id = randomUUID();
  await applyCommit(server.db, { at, rows: [areaRow(probe, { id, status: 'Open', stock })] });
  return id;
};

describe('tables an area registers', () => {
  it('inserts their rows, moves them once from a listed state, and takes from their counters within what is left', async () => {
    const id = await insert();
    expect(await read(id)).toMatchObject({ status: 'Open', note: null, stock: 3 });

    const ship: Commit = {
      at,
      guards: [areaTransition(probe, id, ['Open'], { status: 'Shipped', note: 'kargo' }, 'test.moved')],
    };
    await applyCommit(server.db, ship);
    expect(await read(id)).toMatchObject({ status: 'Shipped', note: 'kargo', stock: 3 });
    await expect(applyCommit(server.db, ship)).rejects.toEqual(new BusinessError(['test.moved']));

    const take = (amount: bigint): Commit => ({ at, guards: [takeGuard(probe, 'stock', id, amount, 'test.stock')] });
    await applyCommit(server.db, take(2n));
    await expect(applyCommit(server.db, take(2n))).rejects.toEqual(new BusinessError(['test.stock']));
    await applyCommit(server.db, take(-1n));
    expect((await read(id))!.stock).toBe(2);
  });

  it('undoes the whole commit when a guard refuses: the new row is not left behind', async () => {
    const id = await insert(1);
    const newId = randomUUID();
    await expect(
      applyCommit(server.db, {
        at,
        guards: [takeGuard(probe, 'stock', id, 5n, 'test.stock')],
        rows: [areaRow(probe, { id: newId, status: 'Open', stock: 1 })],
      }),
    ).rejects.toEqual(new BusinessError(['test.stock']));
    expect(await read(newId)).toBeUndefined();
  });

  it('refuses a column the registration does not list, a counter it does not list and a table it does not know', async () => {
    const id = await insert();
    await expect(
      applyCommit(server.db, { at, guards: [areaTransition(probe, id, ['Open'], { secret: 'x' }, 'test.moved')] }),
    ).rejects.toThrow();
    expect((await read(id))!.secret).toBeNull();
    await expect(
      applyCommit(server.db, {
        at,
        guards: [{ kind: 'take', table: 'area_probe', column: 'note', id, amount: 1n, refusal: 'x' }],
      }),
    ).rejects.toThrow();
    await expect(
      applyCommit(server.db, {
        at,
        rows: [{ table: 'customers', columns: [], row: {} }],
      }),
    ).rejects.toThrow();
  });
});

/**
 * Property: however many transfers run at once, with whatever amounts (some beyond the
 * balance) and however often a decision is retried under its Idempotency-Key (one after
 * another or at the same time), each currency's total is conserved exactly, no customer
 * balance goes below zero, every transfer's entries sum to zero per currency, balances equal
 * the sum of their entries, and one key posts at most once. Runs on PGlite and on
 * PostgreSQL (npm test runs the server project on both).
 */
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { ledgerEntries } from '../../server/db/schema/ledger';
import { transfers } from '../../server/db/schema/transfers';
import { ActionCode } from '../../src/contract/action-codes';
import { formatAmount } from '../../src/contract/money';
import { addLoadCustomers, type LoadCustomer } from '../support/load-customers';
import { openTeller, remittance, transfer, type Teller, type TransferOutcome } from '../support/transfer-driver';
import { startTestServer, type TestServer } from './support/test-server';

const CUSTOMERS = 5;
const CODE_DIALOGS = new Set<number>([
  ActionCode.TransactionOtp,
  ActionCode.TransactionPush,
  ActionCode.TransactionEmail,
]);
const OPENING = 3_000_00n;

let server: TestServer;
let people: LoadCustomer[];
let tellers: Teller[];

beforeAll(async () => {
  server = await startTestServer('transfer_property');
  people = await addLoadCustomers(server.db, { count: CUSTOMERS, balance: OPENING });
  tellers = [];
  for (const person of people) tellers.push(await openTeller(server.url, person.identity));
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const totalsByCurrency = async () => {
  const rows = await server.db
    .select({ currency: accounts.currency, total: sql<string>`sum(${accounts.balance})::text` })
    .from(accounts)
    .groupBy(accounts.currency);
  return Object.fromEntries(rows.map((r) => [r.currency, BigInt(r.total)]));
};

const customerTransfers = () =>
  server.db
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      inArray(
        transfers.customerId,
        people.map((p) => p.customerId),
      ),
    );

const operation = fc.record({
  from: fc.nat({ max: CUSTOMERS - 1 }),
  to: fc.nat({ max: CUSTOMERS - 2 }),
  /** Minor units: mostly small, sometimes more than a whole balance. */
  amount: fc.oneof(fc.bigInt({ min: 1n, max: 50_000n }), fc.bigInt({ min: 50_001n, max: 400_000n })),
  attempts: fc.integer({ min: 1, max: 3 }),
  together: fc.boolean(),
});

describe('concurrent random transfers', () => {
  it('conserve every currency, never overdraw and post each key at most once', async () => {
    let totalPosted = 0;
    let totalRefused = 0;
    let totalReplayed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (ops) => {
        const before = await totalsByCurrency();
        const earlier = new Set((await customerTransfers()).map((r) => r.id));
        const outcomes = await Promise.all(
          ops.map(async (op) => {
            const to = op.to >= op.from ? op.to + 1 : op.to;
            const request = remittance(
              people[op.from]!.accountNumber,
              { accountNumber: people[to]!.accountNumber, name: people[to]!.name },
              formatAmount(op.amount, 'TRY'),
            );
            const key = crypto.randomUUID();
            const teller = tellers[op.from]!;
            const attempts: TransferOutcome[] = [];
            if (op.together) {
              attempts.push(
                ...(await Promise.all(Array.from({ length: op.attempts }, () => transfer(teller, request, key)))),
              );
            } else {
              for (let i = 0; i < op.attempts; i++) attempts.push(await transfer(teller, request, key));
            }
            return { key, attempts };
          }),
        );

        // One key, one posting: every receipt of a key names the same transfer.
        const posted = new Set<string>();
        for (const { attempts } of outcomes) {
          const ids = new Set(attempts.flatMap((a) => (a.receipt ? [a.receipt.transferId] : [])));
          expect(ids.size).toBeLessThanOrEqual(1);
          for (const id of ids) posted.add(id);
          for (const a of attempts) expect([200, 409]).toContain(a.reply.status);
          // A refusal is final for its key: once one attempt is refused, none of them posts. (A wrong code,
          // answered with the code dialog's action code, is not final: attempts sent together each get a
          // code, and only the newest one counts.)
          const refused = attempts.some(
            (a) =>
              a.reply.status === 200 && a.reply.body.status !== 'success' && !CODE_DIALOGS.has(a.reply.body.actionCode),
          );
          if (refused) expect(ids.size).toBe(0);
        }
        // The transfers the server stored in this run are exactly those some attempt got a receipt of.
        const stored = (await customerTransfers()).map((r) => r.id).filter((id) => !earlier.has(id));
        expect(new Set(stored)).toEqual(posted);
        expect(stored.length).toBe(posted.size);
        totalPosted += posted.size;
        totalRefused += outcomes.filter((o) => o.attempts.every((a) => !a.receipt)).length;
        // Every attempt after a key's first is a replay of it, whether the first was posted or refused.
        totalReplayed += outcomes.reduce((n, o) => n + o.attempts.length - 1, 0);

        expect(await totalsByCurrency()).toEqual(before);
        const negative = await server.db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.isInternal, false), sql`${accounts.balance} < 0`));
        expect(negative).toEqual([]);
      }),
      { numRuns: 12, endOnFailure: true },
    );
    // The runs exercised what they claim: postings, refusals (beyond the balance) and replays of a key.
    expect(totalPosted).toBeGreaterThan(10);
    expect(totalRefused).toBeGreaterThan(0);
    expect(totalReplayed).toBeGreaterThan(0);

    // The ledger as a whole: each transfer nets to zero per currency; each balance is the sum of its entries.
    const unbalanced = await server.db
      .select({ journalId: ledgerEntries.journalId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.journalId, ledgerEntries.currency)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`);
    expect(unbalanced).toEqual([]);
    const drift = await server.db.execute(sql`
      select a.id from accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e on e.account_id = a.id
      where a.balance <> coalesce(e.total, 0)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  }, 600_000);
});

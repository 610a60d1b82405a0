/**
 * Corporate maker-checker under concurrency (issue 17): Selin starts transfers from Demir Tekstil that
 * need one Finans and one Yönetim approval; Kerem (Finans), Ece and Mehmet (Yönetim) approve or reject
 * them at the same time in random mixes. Whatever the interleaving, Demir Tekstil's balance moves by
 * exactly the operations that ended Posted, each Posted one has its needs met by approvals and one
 * journal, and nothing posts twice.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operationApprovals, pendingOperations } from '../../server/db/schema/corporate-access';
import { approvalRules } from '../../server/db/schema/corporate-approvals';
import { transfers } from '../../server/db/schema/transfers';
import { needsMet } from '../../server/domain/corporate/settle';
import { demoCompany, demoIdentity, type DemoIdentity } from '../../server/seed/demo-identities';
import { seedApprovals } from '../../server/seed/seed-approvals';
import type { WaitingOperation } from '../../src/contract/corporate-operations';
import { call, credentialsFrom, signIn } from './support/http-client';
import { ALI_TRY } from './support/transfer-server';
import { startTestServer, type TestServer } from './support/test-server';
import { balanceOf, codeFor, settableClock, transferTestConfig, type Party } from './support/transfer-steps';

const clock = settableClock('2026-03-10T09:00:00Z');
const TEKSTIL_TRY = '1729171-1';
let server: TestServer;
let base: string;

const signInTo = async (identity: DemoIdentity): Promise<Party> => {
  const { credentials, reply } = await signIn(base, identity);
  const groups = (reply.body.data as { workgroups: { id: string; name: string }[] }).workgroups;
  const chosen = await call(base, '/api/auth/SetRepresentativeWorkgroupId', {
    json: { workgroupId: groups.find((g) => g.name === demoCompany('demirTekstil').name)!.id },
    credentials,
  });
  return { base, credentials: credentialsFrom(chosen, credentials), recipient: identity.email };
};

const decide = async <T>(party: Party, route: string, body: object) => {
  const key = randomUUID();
  const send = async (json: object) => {
    const reply = await call<{ status: string; actionCode: number; data: T & { otpReferenceKey?: string } }>(
      base,
      route,
      { json, credentials: party.credentials, headers: { 'Idempotency-Key': key } },
    );
    party.credentials = credentialsFrom(reply, party.credentials);
    return reply;
  };
  const first = await send(body);
  if (first.body.status !== 'success' || ![201, 203].includes(first.body.actionCode)) return first;
  const otpReferenceKey = first.body.data.otpReferenceKey!;
  return send({ ...body, otpReferenceKey, otpCode: await codeFor(party, otpReferenceKey) });
};

const transferCount = async () => (await server.db.select({ id: transfers.id }).from(transfers)).length;

let selin: Party;
let approvers: Party[];

beforeAll(async () => {
  server = await startTestServer('corporate-operations-property', { now: clock.now, config: transferTestConfig() });
  base = server.url;
  if ((await server.db.select().from(approvalRules)).length === 0)
    await server.db.transaction((tx) => seedApprovals(tx, clock.now()));
  selin = await signInTo(demoIdentity('corporateMaker'));
  approvers = [
    await signInTo(demoIdentity('corporateApprover')),
    await signInTo(demoIdentity('corporateApprover2')),
    await signInTo(demoIdentity('corporate')),
  ];
}, 120_000);

afterAll(async () => server?.close());

it('moves company money only for operations whose approvals are met, once each', async () => {
  let postedOps = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          amount: fc.integer({ min: 10_000, max: 15_000 }),
          // Per approver (Kerem, Ece, Mehmet): skip, approve or reject; all at once.
          moves: fc.tuple(...[0, 1, 2].map(() => fc.constantFrom('skip', 'approve', 'reject'))),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      async (plans) => {
        // Each run on a fresh day: the daily limit starts again.
        clock.advance(86_400);
        const before = await balanceOf(server.db, TEKSTIL_TRY);
        const transfersBefore = await transferCount();
        const ids: string[] = [];
        for (const plan of plans) {
          const started = await decide<WaitingOperation>(selin, '/api/Transfer/Execute', {
            sourceAccountNumber: TEKSTIL_TRY,
            target: { mode: 'Account', accountNumber: ALI_TRY, receiverName: 'Ali Çelik' },
            amount: `${plan.amount}.00`,
          });
          expect(started.body.actionCode).toBe(995);
          ids.push(started.body.data.operationId);
        }
        await Promise.all(
          plans.flatMap((plan, i) =>
            plan.moves.map((move, who) =>
              move === 'skip'
                ? Promise.resolve()
                : decide(approvers[who]!, '/api/Saga/ApproveExternalUserTask', { operationId: ids[i], decision: move }),
            ),
          ),
        );
        const ops = await server.db.select().from(pendingOperations).where(inArray(pendingOperations.id, ids));
        const approvals = await server.db
          .select()
          .from(operationApprovals)
          .where(inArray(operationApprovals.operationId, ids));
        let posted = 0n;
        for (const op of ops) {
          const its = approvals.filter((a) => a.operationId === op.id);
          if (op.status === 'Posted') {
            posted += op.amount;
            expect(needsMet(op.needs, its)).toBe(true);
            expect(its.some((a) => a.decision === 'reject')).toBe(false);
          } else {
            expect(['Waiting', 'Rejected']).toContain(op.status);
          }
          // The maker never approves, and one person decides once (the table's key).
          expect(its.every((a) => a.userId !== op.makerId)).toBe(true);
        }
        expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before - posted);
        // One transfer row per Posted operation: nothing posted twice.
        postedOps += ops.filter((op) => op.status === 'Posted').length;
        expect((await transferCount()) - transfersBefore).toBe(ops.filter((op) => op.status === 'Posted').length);
      },
    ),
    { numRuns: 6, seed: 17 },
  );
  // The runs reached posting (a property that never posts would prove nothing).
  expect(postedOps).toBeGreaterThan(0);
}, 300_000);

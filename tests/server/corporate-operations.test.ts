/**
 * Corporate operations (issue 17, docs/corporate-access.md): a viewer and an approver-only user start
 * nothing; Selin (maker) starts a 50,000 TRY transfer from Demir Tekstil that needs one Finans and one
 * Yönetim approval; she cannot approve her own; Kerem (Finans) approves, Kerem again is refused, Ece
 * (Yönetim) approves and the money arrives once; a rejection and an expiry post nothing; a rule
 * changed while an operation waits keeps its version; a short balance at posting ends it Failed; a
 * bill payment waits too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { pendingOperations } from '../../server/db/schema/corporate-access';
import { approvalRuleVersions } from '../../server/db/schema/corporate-approvals';
import { editRule } from '../../server/domain/corporate/approval-rules';
import { demoIdentity } from '../../server/seed/demo-identities';
import type {
  CorporateOperation,
  CorporateOperationList,
  WaitingOperation,
} from '../../src/contract/corporate-operations';
import { MessageCode } from '../../src/contract/message-codes';
import { approve, decide, operationRow, signInToTekstil, tekstilUsers } from './support/corporate-steps';
import { call } from './support/http-client';
import { ALI_TRY } from './support/transfer-server';
import { startTestServer, type TestServer } from './support/test-server';
import { balanceOf, settableClock, transferTestConfig, type Party } from './support/transfer-steps';

const clock = settableClock('2026-03-10T09:00:00Z');
let server: TestServer;
let base: string;
const TEKSTIL_TRY = '1729171-1';

interface Envelope<T> {
  status: string;
  actionCode: number;
  data: T;
  messages: { code: string }[];
}

const transfer = (party: Party, amount: string) =>
  decide<WaitingOperation>(party, '/api/Transfer/Execute', {
    sourceAccountNumber: TEKSTIL_TRY,
    target: { mode: 'Account', accountNumber: ALI_TRY, receiverName: 'Ali Çelik' },
    amount,
    description: 'Fatura 2026/031',
  });

const list = async (party: Party, scope: string) =>
  (
    await call<Envelope<CorporateOperationList>>(base, `/api/Saga/GetExternalUserTasks?scope=${scope}`, {
      credentials: party.credentials,
    })
  ).body;

const statusOf = async (id: string) => (await operationRow(server.db, id)).status;

let selin: Party;
let kerem: Party;
let ece: Party;
let can: Party;
let mehmet: Party;

beforeAll(async () => {
  server = await startTestServer('corporate-operations', { now: clock.now, config: transferTestConfig() });
  base = server.url;
  // The seeded groups and rules (the seed runs them once corporate administration's seed hook is in).
  ({ selin, kerem, ece, mehmet } = await tekstilUsers(server, clock.now()));
  can = await signInToTekstil(base, demoIdentity('corporateViewer'));
}, 120_000);

afterAll(async () => server?.close());

describe('roles', () => {
  it('refuses a viewer and an approver-only user starting a transfer (403 corporate.roleRefused)', async () => {
    for (const party of [can, kerem]) {
      const reply = await transfer(party, '50000.00');
      expect(reply.status).toBe(403);
      expect(reply.body.messages[0]!.code).toBe(MessageCode.CorporateRoleRefused);
    }
    const viewerList = await call(base, '/api/Saga/GetExternalUserTasks?scope=waiting', {
      credentials: can.credentials,
    });
    expect(viewerList.status).toBe(403);
  });
});

describe('maker-checker', () => {
  it('waits for one Finans and one Yönetim approval, never the maker’s own, then posts once', async () => {
    const before = { tekstil: await balanceOf(server.db, TEKSTIL_TRY), ali: await balanceOf(server.db, ALI_TRY) };
    const started = await transfer(selin, '50000.00');
    expect(started.body).toMatchObject({ status: 'success', actionCode: 995, data: { status: 'Waiting' } });
    const op = started.body.data;
    expect(op.reference).toMatch(/^KRM-\d{8}-[0-9A-F]{6}$/);
    expect(op.needs.map((n) => [n.groupName, n.count])).toEqual([
      ['Finans', 1],
      ['Yönetim', 1],
    ]);
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before.tekstil);

    const own = await approve(selin, op.operationId);
    expect(own.status).toBe(403); // a maker-only user holds no approver role
    // Mehmet is maker and approver: his own operation is refused as his own.
    const his = await transfer(mehmet, '20000.00');
    const ownByApprover = await approve(mehmet, his.body.data.operationId);
    expect(ownByApprover.body.messages[0]!.code).toBe(MessageCode.CorporateOwnOperation);

    expect((await list(kerem, 'waiting')).data.operations.map((o) => o.operationId)).toContain(op.operationId);
    const first = await approve(kerem, op.operationId);
    expect(first.body).toMatchObject({ status: 'success', actionCode: 996, data: { status: 'Waiting' } });
    const again = await approve(kerem, op.operationId);
    expect(again.body.messages[0]!.code).toBe(MessageCode.CorporateAlreadyDecided);
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before.tekstil);

    const second = await approve(ece, op.operationId);
    expect(second.body).toMatchObject({ status: 'success', actionCode: 997, data: { status: 'Posted' } });
    expect(await balanceOf(server.db, ALI_TRY)).toBe(before.ali + 5_000_000n);
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before.tekstil - 5_000_000n);
    const late = await approve(mehmet, op.operationId);
    expect(late.body.messages[0]!.code).toBe(MessageCode.CorporateOperationNotWaiting);
    expect((await list(selin, 'mine')).data.operations.find((o) => o.operationId === op.operationId)).toMatchObject({
      status: 'Posted',
      approvals: [{ decision: 'approve' }, { decision: 'approve' }],
    });
  });

  it('keeps the rule version it started under when the rule changes while it waits', async () => {
    const started = await transfer(selin, '60000.00');
    const op = started.body.data;
    const [row] = await server.db.select().from(pendingOperations).where(eq(pendingOperations.id, op.operationId));
    // An administrator's edit: the rule now asks two Yönetim approvers (a new version in force).
    const [version] = await server.db
      .select()
      .from(approvalRuleVersions)
      .where(eq(approvalRuleVersions.id, row!.ruleVersionId!));
    const yonetim = op.needs.find((n) => n.groupName === 'Yönetim')!.groupId;
    await server.db.transaction((tx) =>
      editRule(
        tx,
        row!.companyId,
        version!.ruleId,
        {
          kind: 'transfer',
          currency: 'TRY',
          amountFrom: version!.amountFrom,
          amountTo: version!.amountTo,
          needs: [{ groupId: yonetim, count: 2 }],
          expiresInHours: 48,
        },
        row!.makerId,
        clock.now(),
      ),
    );
    const later = await transfer(selin, '60000.00');
    expect(later.body.data.needs.map((n) => [n.groupName, n.count])).toEqual([['Yönetim', 2]]);
    const detail = await call<Envelope<CorporateOperation>>(base, `/api/Saga/GetExternalUserTask/${op.operationId}`, {
      credentials: kerem.credentials,
    });
    expect(detail.body.data.needs.map((n) => [n.groupName, n.count, n.approved])).toEqual([
      ['Finans', 1, 0],
      ['Yönetim', 1, 0],
    ]);
    expect((await approve(kerem, op.operationId)).body.data.status).toBe('Waiting');
    expect((await approve(mehmet, op.operationId)).body.data.status).toBe('Posted');
  });

  it('refuses an approver outside the needed groups and posts nothing on a rejection', async () => {
    // Since the edit above, 60,000 TRY needs two Yönetim approvers; Kerem (Finans) is outside.
    const started = await transfer(selin, '60000.00');
    const op = started.body.data;
    expect(op.needs.map((n) => [n.groupName, n.count])).toEqual([['Yönetim', 2]]);
    const outside = await approve(kerem, op.operationId);
    expect(outside.body.messages[0]!.code).toBe(MessageCode.CorporateNotApprover);
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    const rejected = await approve(ece, op.operationId, 'reject');
    expect(rejected.body).toMatchObject({ actionCode: 997, data: { status: 'Rejected' } });
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before);
    expect((await list(kerem, 'history')).data.operations.map((o) => o.status)).toContain('Rejected');
  });

  it('expires on the bank’s clock without posting, and fails at posting on a short balance', async () => {
    const started = await transfer(selin, '40000.00');
    const op = started.body.data;
    const before = await balanceOf(server.db, TEKSTIL_TRY);
    clock.advance(49 * 3600);
    expect((await approve(kerem, op.operationId)).body.messages[0]!.code).toBe(
      MessageCode.CorporateOperationNotWaiting,
    );
    await list(kerem, 'history');
    expect(await statusOf(op.operationId)).toBe('Expired');
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(before);

    const short = await transfer(selin, '45000.00');
    await server.db.update(accounts).set({ balance: 100n }).where(eq(accounts.accountNumber, TEKSTIL_TRY));
    await approve(mehmet, short.body.data.operationId);
    const ended = await approve(ece, short.body.data.operationId);
    expect(ended.body.data).toMatchObject({ status: 'Failed', failureCode: MessageCode.TransferInsufficientFunds });
    expect(await balanceOf(server.db, TEKSTIL_TRY)).toBe(100n);
    const tekstil = (await server.db.select().from(customers).where(eq(customers.customerNumber, '5000101')))[0]!;
    expect(tekstil.customerType).toBe('Corporate');
  });
});

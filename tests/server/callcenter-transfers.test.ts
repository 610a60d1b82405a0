/**
 * CallCenter transfers (issue 18): an agent's transfer for the verified caller waits for the customer's
 * own confirmation and posts only then, once (confirmed twice or at once); declined and expired ones
 * post nothing; the push customer's approval posts it; the customer's own accounts and registered
 * recipients only (another customer's are refused); the posted transfer is in the customer's last
 * transactions. The domain cases act as the agent directly; the last block goes through a real call
 * (sandbox telephony, the caller verified by SMS) with the agent's token.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type ServerConfig } from '../../server/config';
import { agents, customers } from '../../server/db/schema/auth';
import { ccJournals } from '../../server/db/schema/callcenter';
import { ccTransfers } from '../../server/db/schema/callcenter-transfers';
import { registeredTransactions } from '../../server/db/schema/registered-transactions';
import { transfers } from '../../server/db/schema/transfers';
import { ccTransferStatus, expireCcTransfers } from '../../server/domain/callcenter-transfers/answer';
import { startCcTransfer, type CcActor } from '../../server/domain/callcenter-transfers/start';
import type { DomainDeps } from '../../server/domain/common/deps';
import { BusinessError } from '../../server/domain/common/refusal';
import { demoIdentity } from '../../server/seed/demo-identities';
import type { CcTransfer, StartCcTransferRequest } from '../../src/contract/callcenter-transfers';
import type { LastTransactionList } from '../../src/contract/last-transactions';
import { newCall, verifiedCall, type AgentCallSession } from './support/callcenter-steps';
import { call } from './support/http-client';
import { AYSE_TRY, ALI_TRY, startTransferServer } from './support/transfer-server';
import type { TestServer } from './support/test-server';
import {
  balanceOf,
  get,
  ledgerIsConsistent,
  post,
  settableClock,
  transferTestConfig,
  type Envelope,
  type Party,
} from './support/transfer-steps';

const AYSE_PARTICIPATION = '1000146-2';
const clock = settableClock('2026-03-10T10:00:00+03:00');
const config: ServerConfig = { ...DEFAULT_CONFIG, ...transferTestConfig() } as ServerConfig;
let server: TestServer;
let ayse: Party;
let deps: DomainDeps;
let ayseActor: CcActor;
let aliActor: CcActor;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('cc-transfers', clock, config));
  deps = { db: server.db, config, logger: pino({ level: 'silent' }), now: clock.now };
  const [agent] = await server.db.select({ id: agents.id }).from(agents).limit(1);
  const idOf = async (number: string) =>
    (await server.db.select({ id: customers.id }).from(customers).where(eq(customers.customerNumber, number)))[0]!.id;
  ayseActor = { agentId: agent!.id, customerId: await idOf('1000146'), callId: null };
  aliActor = { agentId: agent!.id, customerId: await idOf(demoIdentity('push').customerNumber), callId: null };
});
afterAll(() => server?.stop());

const start = (actor: CcActor, request: Partial<StartCcTransferRequest> & Pick<StartCcTransferRequest, 'target'>) =>
  startCcTransfer(
    deps,
    actor,
    { sourceAccountNumber: AYSE_TRY, amount: '10.00', description: 'Çağrı merkezi', ...request },
    'tur',
  );

const refusal = async (work: () => Promise<unknown>): Promise<readonly string[]> => {
  try {
    await work();
  } catch (error) {
    if (error instanceof BusinessError) return error.codes;
    throw error;
  }
  throw new Error('not refused');
};

/** The reference the customer's phone received (the SMS's code, or the push's reference). */
const referenceOf = async (phone: string, transfer: CcTransfer): Promise<string> => {
  const reply = await call<{
    data: { items: { channel: string; code: string | null; referenceKey: string | null; text: string }[] };
  }>(server.url, `/api/Sandbox/Outbox?recipient=${encodeURIComponent(phone)}`);
  const item = reply.body.data.items.find((i) => i.channel === transfer.confirmChannel);
  const reference = transfer.confirmChannel === 'sms' ? item?.code : item?.referenceKey;
  if (!reference || !item?.text.includes(reference)) throw new Error('no reference sent');
  return reference;
};

const answer = (reference: string, what: 'confirm' | 'decline') =>
  call<Envelope<CcTransfer>>(server.url, '/api/Sandbox/CallCenterTransfer/Answer', {
    json: { reference, answer: what },
    plain: true,
  });

const postedCount = async (id: string) =>
  (await server.db.select().from(ccTransfers).where(eq(ccTransfers.id, id)))[0]!;

describe('an agent transfer between the customer’s own accounts', () => {
  it('waits for the customer, then posts once however many confirmations arrive', async () => {
    const before = [await balanceOf(server.db, AYSE_TRY), await balanceOf(server.db, AYSE_PARTICIPATION)];
    const waiting = await start(ayseActor, { target: { mode: 'OwnAccount', accountNumber: AYSE_PARTICIPATION } });
    expect(waiting).toMatchObject({ status: 'Waiting', confirmChannel: 'sms', amount: '10.00', currency: 'TRY' });
    expect(waiting.sentTo).not.toContain('1000146');
    // Nothing moved yet, and the agent's poll still says Waiting.
    expect(await balanceOf(server.db, AYSE_TRY)).toBe(before[0]);
    expect((await ccTransferStatus(deps, ayseActor, waiting.id, 'tur')).status).toBe('Waiting');

    const reference = await referenceOf(demoIdentity('retail').phone, waiting);
    const answers = await Promise.all([answer(reference, 'confirm'), answer(reference, 'confirm')]);
    for (const reply of answers) expect(reply.body.data).toMatchObject({ status: 'Posted', id: waiting.id });
    const again = await answer(reference, 'confirm');
    expect(again.body.data.status).toBe('Posted');
    expect(again.body.data.reference).toBeTruthy();

    expect(await balanceOf(server.db, AYSE_TRY)).toBe(before[0]! - 1000n);
    expect(await balanceOf(server.db, AYSE_PARTICIPATION)).toBe(before[1]! + 1000n);
    const row = await postedCount(waiting.id);
    const posted = await server.db.select().from(transfers).where(eq(transfers.journalId, row.journalId!));
    expect(posted).toHaveLength(1);
    expect((await ccTransferStatus(deps, ayseActor, waiting.id, 'eng')).status).toBe('Posted');
    await ledgerIsConsistent(server.db);

    // The customer sees it in their own last transactions.
    const feed = await get<LastTransactionList>(ayse, '/api/Payment/GetLastTransactions');
    expect(feed.body.data.transactions.some((item) => item.id === row.journalId)).toBe(true);
  });

  it('a declined transfer posts nothing, and a confirmation after it is too late', async () => {
    const before = await balanceOf(server.db, AYSE_TRY);
    const waiting = await start(ayseActor, { target: { mode: 'OwnAccount', accountNumber: AYSE_PARTICIPATION } });
    const reference = await referenceOf(demoIdentity('retail').phone, waiting);
    expect((await answer(reference, 'decline')).body.data.status).toBe('Declined');
    const late = await answer(reference, 'confirm');
    expect(late.body.status).toBe('error');
    expect(late.body.messages[0]?.code).toBe('ccTransfer.notWaiting');
    expect(await balanceOf(server.db, AYSE_TRY)).toBe(before);
    expect((await postedCount(waiting.id)).journalId).toBeNull();
  });

  it('an unanswered transfer expires on the bank’s clock and posts nothing', async () => {
    const before = await balanceOf(server.db, AYSE_TRY);
    const waiting = await start(ayseActor, { target: { mode: 'OwnAccount', accountNumber: AYSE_PARTICIPATION } });
    const reference = await referenceOf(demoIdentity('retail').phone, waiting);
    const other = await start(ayseActor, { target: { mode: 'OwnAccount', accountNumber: AYSE_PARTICIPATION } });
    clock.advance(5 * 60 + 1);
    expect((await ccTransferStatus(deps, ayseActor, waiting.id, 'tur')).status).toBe('Expired');
    expect((await answer(reference, 'confirm')).body.messages[0]?.code).toBe('ccTransfer.notWaiting');
    // The runner's sweep expires the other one too.
    expect(await expireCcTransfers(deps, clock.now())).toBeGreaterThanOrEqual(1);
    expect((await postedCount(other.id)).status).toBe('Expired');
    expect(await balanceOf(server.db, AYSE_TRY)).toBe(before);
  });

  it('a transfer the customer cannot afford is refused to the agent at once', async () => {
    const codes = await refusal(() =>
      start(ayseActor, { amount: '99999999.00', target: { mode: 'OwnAccount', accountNumber: AYSE_PARTICIPATION } }),
    );
    expect(codes).toContain('transfer.insufficientFunds');
  });
});

describe('to the customer’s registered recipients', () => {
  it('posts to a saved recipient after the confirmation', async () => {
    const saved = await post<{ recordedTransaction: { id: string } }>(
      ayse,
      '/api/DkAdc/SaveRecordedTransaction',
      { name: 'Ali kira', target: { mode: 'Account', accountNumber: ALI_TRY, receiverName: 'Ali Çelik' } },
      randomUUID(),
    );
    expect(saved.body.status).toBe('success');
    const aliBefore = await balanceOf(server.db, ALI_TRY);
    const waiting = await start(ayseActor, {
      amount: '25.50',
      target: { mode: 'Registered', registeredTransactionId: saved.body.data.recordedTransaction.id },
    });
    expect(waiting.targetLabel).toBe('Ali kira');
    const reference = await referenceOf(demoIdentity('retail').phone, waiting);
    expect((await answer(reference, 'confirm')).body.data.status).toBe('Posted');
    expect(await balanceOf(server.db, ALI_TRY)).toBe(aliBefore + 2550n);
  });

  it('refuses another customer’s account, recipient or source', async () => {
    const ownOfAli = await refusal(() => start(ayseActor, { target: { mode: 'OwnAccount', accountNumber: ALI_TRY } }));
    expect(ownOfAli).toEqual(['ccTransfer.targetInvalid']);
    const [aysesSaved] = await server.db
      .select()
      .from(registeredTransactions)
      .where(eq(registeredTransactions.customerId, ayseActor.customerId));
    const notAlis = await refusal(() =>
      start(aliActor, {
        sourceAccountNumber: ALI_TRY,
        target: { mode: 'Registered', registeredTransactionId: aysesSaved!.id },
      }),
    );
    expect(notAlis).toEqual(['ccTransfer.targetInvalid']);
    const notHerSource = await refusal(() =>
      start(ayseActor, { sourceAccountNumber: ALI_TRY, target: { mode: 'OwnAccount', accountNumber: AYSE_TRY } }),
    );
    expect(notHerSource.length).toBeGreaterThan(0);
    // The agent's poll never shows another customer's transfer.
    const [anyOfAyse] = await server.db
      .select()
      .from(ccTransfers)
      .where(eq(ccTransfers.customerId, ayseActor.customerId));
    expect(await refusal(() => ccTransferStatus(deps, aliActor, anyOfAyse!.id, 'tur'))).toEqual([
      'ccTransfer.notFound',
    ]);
  });
});

describe('a push customer', () => {
  it('approves on the device (the push login’s approval) and the agent’s poll posts it', async () => {
    const ali = demoIdentity('push');
    const before = await balanceOf(server.db, ALI_TRY);
    const [saved] = await server.db
      .insert(registeredTransactions)
      .values({
        customerId: aliActor.customerId,
        name: 'Ayşe',
        kind: 'AccountNumber',
        payload: {
          target: { mode: 'Account', accountNumber: AYSE_TRY, receiverName: 'Ayşe Yılmaz' },
          sourceAccountNumber: null,
          amount: null,
          description: null,
        },
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning();
    const transfer = await start(aliActor, {
      sourceAccountNumber: ALI_TRY,
      amount: '5.00',
      target: { mode: 'Registered', registeredTransactionId: saved!.id },
    });
    expect(transfer.confirmChannel).toBe('push');
    expect((await ccTransferStatus(deps, aliActor, transfer.id, 'tur')).status).toBe('Waiting');
    const outbox = await call<{ data: { items: { id: string; channel: string; approved?: boolean }[] } }>(
      server.url,
      `/api/Sandbox/Outbox?recipient=${encodeURIComponent(ali.phone)}`,
    );
    const push = outbox.body.data.items.find((i) => i.channel === 'push' && i.approved === false);
    await call(server.url, '/api/Sandbox/ApprovePush', { json: { id: push!.id }, plain: true });
    const [first, second] = await Promise.all([
      ccTransferStatus(deps, aliActor, transfer.id, 'tur'),
      ccTransferStatus(deps, aliActor, transfer.id, 'tur'),
    ]);
    expect([first.status, second.status]).toEqual(['Posted', 'Posted']);
    expect(await balanceOf(server.db, ALI_TRY)).toBe(before - 500n);
  });
});

describe('through the agent’s call', () => {
  const startBody = {
    sourceAccountNumber: AYSE_TRY,
    target: { mode: 'OwnAccount', accountNumber: AYSE_PARTICIPATION },
    amount: '3.00',
  };
  const agentPost = (agent: AgentCallSession, json: unknown, key = randomUUID()) =>
    call<Envelope<CcTransfer>>(server.url, '/api/CallCenter/Transfer/Start', {
      json,
      headers: { ...agent.headers, 'Idempotency-Key': key },
    });
  const agentStatus = (agent: AgentCallSession, id: string) =>
    call<Envelope<CcTransfer>>(server.url, `/api/CallCenter/Transfer/Status?id=${id}`, { headers: agent.headers });

  it('refuses an unverified call and stores nothing', async () => {
    const agent = await newCall(server.url);
    const before = await server.db.select().from(ccTransfers);
    const reply = await agentPost(agent, startBody);
    expect(reply.status).toBe(403);
    expect(reply.body.messages[0]?.code).toBe('callcenter.notVerified');
    expect(await server.db.select().from(ccTransfers)).toHaveLength(before.length);
  });

  it('starts for the verified caller, replays its key, and posts on the customer’s answer as the call’s', async () => {
    const agent = await verifiedCall(server.url, demoIdentity('retail').identificationNumber);
    const before = await balanceOf(server.db, AYSE_TRY);
    const key = randomUUID();
    const first = await agentPost(agent, startBody, key);
    expect(first.body.status).toBe('success');
    expect(first.body.actionCode).toBe(985);
    const again = await agentPost(agent, startBody, key);
    expect(again.body.data.id).toBe(first.body.data.id);
    const id = first.body.data.id;
    expect((await agentStatus(agent, id)).body.data.status).toBe('Waiting');
    const reference = await referenceOf(demoIdentity('retail').phone, first.body.data);
    expect((await answer(reference, 'confirm')).body.data.status).toBe('Posted');
    const done = await agentStatus(agent, id);
    expect(done.body.data.status).toBe('Posted');
    expect(await balanceOf(server.db, AYSE_TRY)).toBe(before - 300n);
    const row = await postedCount(id);
    expect(row.callId).toBeTruthy();
    const [marked] = await server.db.select().from(ccJournals).where(eq(ccJournals.journalId, row.journalId!));
    expect(marked?.callId).toBe(row.callId);
    // Another customer's account is refused to the agent too.
    const other = await agentPost(agent, { ...startBody, target: { mode: 'OwnAccount', accountNumber: ALI_TRY } });
    expect(other.body.messages[0]?.code).toBe('ccTransfer.targetInvalid');
  });
});

describe('money gone before the confirmation', () => {
  it('fails at posting with the ledger’s refusal and posts nothing (the last case: it empties the account)', async () => {
    const balance = await balanceOf(server.db, AYSE_TRY);
    const most = `${(balance - 100n) / 100n}.00`;
    const first = await start(ayseActor, {
      amount: most,
      target: { mode: 'OwnAccount', accountNumber: AYSE_PARTICIPATION },
    });
    const firstReference = await referenceOf(demoIdentity('retail').phone, first);
    const second = await start(ayseActor, {
      amount: most,
      target: { mode: 'OwnAccount', accountNumber: AYSE_PARTICIPATION },
    });
    const secondReference = await referenceOf(demoIdentity('retail').phone, second);
    expect((await answer(firstReference, 'confirm')).body.data.status).toBe('Posted');
    const failed = await answer(secondReference, 'confirm');
    expect(failed.body.data).toMatchObject({
      status: 'Failed',
      failureCode: 'transfer.insufficientFunds',
      transferId: null,
    });
    expect(await balanceOf(server.db, AYSE_TRY)).toBe(balance - ((balance - 100n) / 100n) * 100n);
    await ledgerIsConsistent(server.db);
  });
});

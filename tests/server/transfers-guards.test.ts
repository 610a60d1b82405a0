/**
 * What a transfer refuses and how it is verified: bad input (400 or a business refusal, nothing
 * moved), limits, idempotency (replay, 409, concurrent), wrong/expired/foreign codes, push (202)
 * and e-mail (203) approval.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentity } from '../../server/seed/demo-identities';
import { transfers } from '../../server/db/schema/transfers';
import { formatAmount } from '../../src/contract/money';
import type { ApproverInfo, TransferReceipt } from '../../src/contract/transfers';
import { fund } from '../support/ledger-fixtures';
import { call, credentialsFrom, latestOutbox, startLogin } from './support/http-client';
import { signInActive } from './support/login-steps';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, AYSE_EUR, ALI_TRY, startTransferServer } from './support/transfer-server';
import {
  balancesOf,
  codeFor,
  ledgerIsConsistent,
  post,
  preview,
  send,
  settableClock,
  transferTestConfig,
  type Party,
} from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');

let server: TestServer;
let ayse: Party;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer(
    'transfers_guards',
    clock,
    transferTestConfig({ dailyTransferLimit: '3000.00' }),
  ));
});
afterAll(() => server?.stop());

const toAli = { mode: 'Account', accountNumber: ALI_TRY, receiverName: 'Ali Çelik' };
const base = { sourceAccountNumber: AYSE_TRY, target: toAli, amount: '1.00' };
const transferCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(transfers))[0]!.n;

describe('bad input', () => {
  it('answers every refusal with a clear envelope and moves nothing', async () => {
    const before = { balances: await balancesOf(server.db, [AYSE_TRY, ALI_TRY]), count: await transferCount() };
    const refusals: [object, number, string][] = [
      [
        { ...base, target: { mode: 'IBAN', iban: 'TR000006200040100006299145', receiverName: 'X' } },
        200,
        'transfer.ibanInvalid',
      ],
      [
        { ...base, target: { mode: 'IBAN', iban: 'DE89370400440532013000', receiverName: 'X' } },
        200,
        'transfer.ibanInvalid',
      ],
      [{ ...base, target: { mode: 'IBAN', iban: 'TR'.padEnd(40, '1'), receiverName: 'X' } }, 400, 'field.tooLong'],
      [{ ...base, amount: '1.005' }, 200, 'transfer.amountTooPrecise'],
      [{ ...base, amount: '0' }, 200, 'transfer.amountInvalid'],
      [{ ...base, amount: '0.00' }, 200, 'transfer.amountInvalid'],
      [{ ...base, amount: '-5.00' }, 400, 'field.invalid'],
      [{ ...base, amount: '1e3' }, 400, 'field.invalid'],
      [{ ...base, amount: 12 }, 400, 'request.invalid'],
      [{ ...base, sourceAccountNumber: '9999999-1' }, 200, 'transfer.ownAccountExpected'],
      [
        {
          ...base,
          sourceAccountNumber: ALI_TRY,
          target: { ...toAli, accountNumber: AYSE_TRY, receiverName: 'Ayşe Yılmaz' },
        },
        200,
        'transfer.ownAccountExpected',
      ],
      [{ ...base, sourceAccountNumber: '1000146-6' }, 200, 'account.closed'],
      [{ ...base, sourceAccountNumber: AYSE_EUR }, 200, 'transfer.currencyMismatch'],
      [{ ...base, amountCurrency: 'USD' }, 200, 'transfer.currencyMismatch'],
      [{ ...base, target: { ...toAli, accountNumber: AYSE_TRY } }, 200, 'transfer.sameAccount'],
      [{ ...base, target: { ...toAli, receiverName: 'x'.repeat(71) } }, 400, 'field.tooLong'],
      [{ ...base, description: 'd'.repeat(101) }, 400, 'field.tooLong'],
      [{ ...base, target: { mode: 'Card', cardNumber: '1234', receiverName: 'X' } }, 400, 'field.invalid'],
      [{ ...base, target: { mode: 'KOLAS', type: 'Email', value: 'not-an-email' } }, 200, 'easyAddress.invalid'],
      [
        { ...base, target: { mode: 'KOLAS', type: 'Email', value: 'nobody@example.com' } },
        200,
        'transfer.receiverNotFound',
      ],
      [{ ...base, target: { mode: 'Teleport' } }, 400, 'request.invalid'],
    ];
    for (const [request, status, code] of refusals) {
      for (const route of ['/api/Transfer/Preview', '/api/Transfer/Execute']) {
        const reply = await post(ayse, route, request, crypto.randomUUID());
        expect([route, reply.status, reply.body.status], JSON.stringify(request)).toEqual([route, status, 'error']);
        expect(
          reply.body.messages.map((m) => m.code),
          JSON.stringify(request),
        ).toContain(code);
        expect(reply.body.messages[0]!.text.length).toBeGreaterThan(5);
      }
    }
    const english = await call<{ messages: { text: string }[] }>(server.url, '/api/Transfer/Preview', {
      json: { ...base, amount: '1.005' },
      credentials: ayse.credentials,
      headers: { 'X-Language': 'eng' },
    });
    expect(english.body.messages[0]!.text).toMatch(/too many decimals/);
    const malformed = await call(server.url, '/api/Transfer/Preview', {
      raw: '{"amount":',
      credentials: ayse.credentials,
    });
    expect(malformed.status).toBe(400);
    expect({ balances: await balancesOf(server.db, [AYSE_TRY, ALI_TRY]), count: await transferCount() }).toEqual(
      before,
    );
  });

  it('refuses more than the available balance', async () => {
    const [eur] = Object.values(await balancesOf(server.db, [AYSE_EUR]));
    const reply = await preview(ayse, {
      sourceAccountNumber: AYSE_EUR,
      target: { mode: 'AccountsBetween', accountNumber: AYSE_TRY },
      amount: `${(eur! + 1n) / 100n}.${String((eur! + 1n) % 100n).padStart(2, '0')}`,
    });
    expect(reply.body.messages[0]!.code).toBe('transfer.insufficientFunds');
  });

  it('needs an Idempotency-Key on Execute', async () => {
    const reply = await post(ayse, '/api/Transfer/Execute', base);
    expect(reply.status).toBe(400);
    expect(reply.body.messages[0]!.code).toBe('idempotency.keyMissing');
  });
});

describe('verification codes', () => {
  it('a wrong code keeps the dialog (201, otp.invalid), the right one then posts', async () => {
    const key = crypto.randomUUID();
    const first = await post<ApproverInfo>(ayse, '/api/Transfer/Execute', base, key);
    const { otpReferenceKey } = first.body.data;
    const code = await codeFor(ayse, otpReferenceKey);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post(ayse, '/api/Transfer/Execute', { ...base, otpReferenceKey, otpCode: wrong }, key);
    expect(refused.body).toMatchObject({ status: 'error', actionCode: 201, messages: [{ code: 'otp.invalid' }] });
    const done = await post<TransferReceipt>(
      ayse,
      '/api/Transfer/Execute',
      { ...base, otpReferenceKey, otpCode: code },
      key,
    );
    expect(done.body).toMatchObject({ status: 'success', actionCode: 401 });
  });

  it('five wrong codes void it; an expired code is refused', async () => {
    const key = crypto.randomUUID();
    const { otpReferenceKey } = (await post<ApproverInfo>(ayse, '/api/Transfer/Execute', base, key)).body.data;
    const code = await codeFor(ayse, otpReferenceKey);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      await post(ayse, '/api/Transfer/Execute', { ...base, otpReferenceKey, otpCode: wrong }, key);
    const voided = await post(ayse, '/api/Transfer/Execute', { ...base, otpReferenceKey, otpCode: code }, key);
    expect(voided.body.messages[0]!.code).toBe('otp.expired');

    const key2 = crypto.randomUUID();
    const second = (await post<ApproverInfo>(ayse, '/api/Transfer/Execute', base, key2)).body.data;
    const code2 = await codeFor(ayse, second.otpReferenceKey);
    clock.advance(121);
    const late = await post(ayse, '/api/Transfer/Execute', { ...base, ...second, otpCode: code2 }, key2);
    expect(late.body.messages[0]!.code).toBe('otp.expired');
  });

  it('a code is valid for its own transfer only (other key, other body)', async () => {
    const keyA = crypto.randomUUID();
    const a = (await post<ApproverInfo>(ayse, '/api/Transfer/Execute', base, keyA)).body.data;
    const codeA = await codeFor(ayse, a.otpReferenceKey);
    const other = { ...base, amount: '2.00' };
    const keyB = crypto.randomUUID();
    await post(ayse, '/api/Transfer/Execute', other, keyB);
    const stolen = await post(
      ayse,
      '/api/Transfer/Execute',
      { ...other, otpReferenceKey: a.otpReferenceKey, otpCode: codeA },
      keyB,
    );
    expect(stolen.body.messages[0]!.code).toBe('otp.invalid');
    // The code is bound to the body too: its key holds the challenged decision, so another body is a conflict.
    const conflict = await post(
      ayse,
      '/api/Transfer/Execute',
      { ...other, otpReferenceKey: a.otpReferenceKey, otpCode: codeA },
      keyA,
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body.messages[0]!.code).toBe('idempotency.conflict');
    const fine = await post(
      ayse,
      '/api/Transfer/Execute',
      { ...base, otpReferenceKey: a.otpReferenceKey, otpCode: codeA },
      keyA,
    );
    expect(fine.body).toMatchObject({ status: 'success', actionCode: 401 });
    const after = await post(ayse, '/api/Transfer/Execute', other, keyA);
    expect(after.status).toBe(409);
    expect(after.body.messages[0]!.code).toBe('idempotency.conflict');
  });
});

describe('idempotency', () => {
  it('two concurrent Executes with one key and the code post once and answer the same receipt', async () => {
    const key = crypto.randomUUID();
    const request = { ...base, amount: '3.00' };
    const { otpReferenceKey } = (await post<ApproverInfo>(ayse, '/api/Transfer/Execute', request, key)).body.data;
    const otpCode = await codeFor(ayse, otpReferenceKey);
    const before = await balancesOf(server.db, [AYSE_TRY]);
    const body = { ...request, otpReferenceKey, otpCode };
    const replies = await Promise.all([
      call<{ data: TransferReceipt }>(server.url, '/api/Transfer/Execute', {
        json: body,
        credentials: ayse.credentials,
        headers: { 'Idempotency-Key': key },
      }),
      call<{ data: TransferReceipt }>(server.url, '/api/Transfer/Execute', {
        json: body,
        credentials: ayse.credentials,
        headers: { 'Idempotency-Key': key },
      }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(replies[0]!.body.data.reference).toBe(replies[1]!.body.data.reference);
    expect((await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]).toBe(before[AYSE_TRY]! - 300n);
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});

describe('a refusal is final for its key', () => {
  const toOwn = (amount: string) => ({
    sourceAccountNumber: AYSE_TRY,
    target: { mode: 'AccountsBetween', accountNumber: '1000146-2' },
    amount,
  });

  it('refused before the code (insufficient funds): the same key never posts, even after a refill', async () => {
    const balance = (await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]!;
    const request = toOwn(formatAmount(balance + 100n, 'TRY'));
    const key = crypto.randomUUID();
    const refused = await post(ayse, '/api/Transfer/Execute', request, key);
    expect(refused.body).toMatchObject({ status: 'error', messages: [{ code: 'transfer.insufficientFunds' }] });
    await fund(server.db, AYSE_TRY, 1_000n);
    const again = await post(ayse, '/api/Transfer/Execute', request, key);
    expect(again.body).toEqual(refused.body);
    expect((await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]).toBe(balance + 1_000n);
  });

  it('refused at the commit (the balance fell after the code was sent): the answer is replayed, nothing posts later', async () => {
    const balance = (await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]!;
    const request = toOwn(formatAmount(balance, 'TRY'));
    const key = crypto.randomUUID();
    const { otpReferenceKey } = (await post<ApproverInfo>(ayse, '/api/Transfer/Execute', request, key)).body.data;
    const otpCode = await codeFor(ayse, otpReferenceKey);
    // Meanwhile another decision takes part of the money.
    expect((await send(ayse, toOwn('1.00'))).reply.body.status).toBe('success');
    const answer = { ...request, otpReferenceKey, otpCode };
    const refused = await post(ayse, '/api/Transfer/Execute', answer, key);
    expect(refused.body).toMatchObject({ status: 'error', messages: [{ code: 'transfer.insufficientFunds' }] });
    await fund(server.db, AYSE_TRY, 10_000n);
    const again = await post(ayse, '/api/Transfer/Execute', answer, key);
    expect(again.body).toEqual(refused.body);
    expect((await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]).toBe(balance - 100n + 10_000n);
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });

  it('keys belong to one customer: another customer’s equal key is simply another key', async () => {
    const identity = demoIdentity('push');
    const start = await startLogin(server.url, identity);
    await call(server.url, '/api/Sandbox/ApprovePush', { json: { id: (await latestOutbox(server.url, identity)).id } });
    const approved = await call(server.url, '/api/auth/approveMessage', {
      json: { authorizationId: start.referenceKey },
      credentials: start.credentials,
    });
    const ali: Party = { base: server.url, credentials: credentialsFrom(approved, start.credentials), recipient: '' };
    const key = crypto.randomUUID();
    expect((await send(ayse, base, key)).reply.body).toMatchObject({ status: 'success', actionCode: 401 });
    const theirs = await post(
      ali,
      '/api/Transfer/Execute',
      {
        ...base,
        sourceAccountNumber: ALI_TRY,
        target: { mode: 'Account', accountNumber: AYSE_TRY, receiverName: 'Ayşe Yılmaz' },
      },
      key,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ status: 'success', actionCode: 202 });
  });
});

describe('daily limit', () => {
  it('counts today’s outgoing transfers (not virement) against the daily limit', async () => {
    const first = await send(ayse, { ...base, amount: '2500.00' });
    expect(first.reply.body.status).toBe('success');
    const over = await preview(ayse, { ...base, amount: '1000.00' });
    expect(over.body.messages[0]!.code).toBe('transfer.dailyLimitExceeded');
    const virement = await preview(ayse, {
      sourceAccountNumber: AYSE_TRY,
      target: { mode: 'AccountsBetween', accountNumber: '1000146-2' },
      amount: '1000.00',
    });
    expect(virement.body.status).toBe('success');
    const limits = await call<{ data: { usedToday: string; remainingToday: string } }>(
      server.url,
      '/api/Transfer/GetLimits',
      { credentials: ayse.credentials },
    );
    expect(Number(limits.body.data.remainingToday)).toBeLessThan(500);
    clock.advance(86_400); // the next Istanbul day starts afresh
    expect((await preview(ayse, { ...base, amount: '1000.00' })).body.status).toBe('success');
  });
});

describe('push (202) and e-mail (203) approval', () => {
  it('a push customer re-posts with the reference until the approval, then the transfer posts', async () => {
    const identity = demoIdentity('push');
    const start = await startLogin(server.url, identity);
    const message = await latestOutbox(server.url, identity);
    await call(server.url, '/api/Sandbox/ApprovePush', { json: { id: message.id } });
    const approved = await call(server.url, '/api/auth/approveMessage', {
      json: { authorizationId: start.referenceKey },
      credentials: start.credentials,
    });
    const ali: Party = {
      base: server.url,
      credentials: credentialsFrom(approved, start.credentials),
      recipient: identity.phone,
    };
    const request = {
      sourceAccountNumber: ALI_TRY,
      target: { mode: 'Account', accountNumber: AYSE_TRY, receiverName: 'Ayşe Yılmaz' },
      amount: '12.00',
    };
    const key = crypto.randomUUID();
    const first = await post<ApproverInfo>(ali, '/api/Transfer/Execute', request, key);
    expect(first.body).toMatchObject({ status: 'success', actionCode: 202 });
    const { otpReferenceKey } = first.body.data;
    const pending = await post(ali, '/api/Transfer/Execute', { ...request, otpReferenceKey }, key);
    expect(pending.body).toMatchObject({ actionCode: 202, messages: [{ code: 'push.pending' }] });
    const push = await latestOutbox(server.url, identity);
    expect(push).toMatchObject({ channel: 'push' });
    expect(push.text).toContain('12,00 TL');
    await call(server.url, '/api/Sandbox/ApprovePush', { json: { id: push.id } });
    const done = await post<TransferReceipt>(ali, '/api/Transfer/Execute', { ...request, otpReferenceKey }, key);
    expect(done.body).toMatchObject({
      status: 'success',
      actionCode: 401,
      data: { receiver: { maskedName: 'Ay*** Yıl***' } },
    });
  });

  it('a corporate customer verifies by an e-mailed code (203)', async () => {
    const identity = demoIdentity('corporate');
    const mehmet: Party = {
      base: server.url,
      credentials: (await signInActive(server.url, identity)).credentials,
      recipient: identity.email,
    };
    const { challenge, reply } = await send(mehmet, {
      sourceAccountNumber: '1729171-1',
      target: toAli,
      amount: '5.00',
    });
    expect(challenge.body).toMatchObject({ actionCode: 203, data: { approverTargetInfo: 'm***@example.com' } });
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 401 });
  });
});

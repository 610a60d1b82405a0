/**
 * Card applications: credit (the income rule: rejected under the minimum, approved with the lesser of
 * the limit asked and income × the multiple rounded down to 500 TL; a second open one refused at
 * once) and debit; the sandbox's steps with a settable clock, one step per call, to Delivered where
 * the card exists (a debit card on its account; a credit card with its debt account, credit card
 * account and main card); SMS at the steps; two runners move an application once.
 */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardApplicationDetail, CardApplicationList } from '../../src/contract/card-applications';
import type { ApproverInfo } from '../../src/contract/transfers';
import { DEFAULT_CONFIG } from '../../server/config';
import { accounts } from '../../server/db/schema/accounts';
import { cardApplications, cards } from '../../server/db/schema/cards';
import { documents } from '../../server/db/schema/documents';
import { outbox } from '../../server/db/schema/outbox';
import { creditCards } from '../../server/db/schema/payments';
import { advanceCardApplications } from '../../server/domain/cards/applications/advance';
import type { DomainDeps } from '../../server/domain/common/deps';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, startTransferServer } from './support/transfer-server';
import { codeFor, get, post, settableClock, type Envelope, type Party } from './support/transfer-steps';
import type { Reply } from './support/http-client';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
let deps: DomainDeps;
const ADDRESS = 'Bağdat Caddesi No 10 D 4, Kadıköy İstanbul';

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('card_applications', clock));
  deps = { db: server.db, config: DEFAULT_CONFIG, now: clock.now, logger: pino({ level: 'silent' }) };
});
afterAll(() => server?.stop());

const apply = async (route: string, request: object): Promise<Reply<Envelope<CardApplicationDetail>>> => {
  const key = crypto.randomUUID();
  const first = await post<ApproverInfo>(ayse, route, request, key);
  if (first.body.status !== 'success' || first.body.actionCode !== 201)
    return first as unknown as Reply<Envelope<CardApplicationDetail>>;
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(ayse, otpReferenceKey);
  return post<CardApplicationDetail>(ayse, route, { ...request, otpReferenceKey, otpCode }, key);
};
const applyCredit = (monthlyIncome: string, requestedLimit: string) =>
  apply('/api/Card/ApplyCreditCard', {
    monthlyIncome,
    occupation: 'Employee',
    requestedLimit,
    deliveryAddress: ADDRESS,
  });
const detail = async (id: string) => (await get<CardApplicationDetail>(ayse, `/api/Card/GetApplication/${id}`)).body;
const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });

/** Moves the clock `hours` on and advances until nothing moves (one step per call); answers the calls that moved. */
const advanceAll = async (hours: number): Promise<number[]> => {
  clock.advance(hours * 3600);
  const moved: number[] = [];
  for (let n = await advanceCardApplications(deps); n > 0; n = await advanceCardApplications(deps)) moved.push(n);
  return moved;
};

describe('credit card application', () => {
  let applicationId: string;

  it('is received under a code; a second one is refused while it is open', async () => {
    const reply = await applyCredit('30300.00', '100000.00');
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 585 });
    expect(reply.body.data).toMatchObject({
      kind: 'Credit',
      status: 'Received',
      monthlyIncome: '30300.00',
      requestedLimit: '100000.00',
      occupation: 'Employee',
      approvedLimit: null,
    });
    expect(reply.body.data.reference).toMatch(/^KB\d{14}$/);
    applicationId = reply.body.data.id;
    expect((await applyCredit('50000.00', '10000.00')).body).toMatchObject(refusal('cardApplication.openExists'));
    expect((await applyCredit('50000.00', '100.00')).body).toMatchObject(refusal('cardApplication.amountInvalid'));
  });

  it('does not move before its time, then one step per call', async () => {
    expect(await advanceCardApplications(deps)).toBe(0);
    clock.advance(3600);
    expect(await advanceCardApplications(deps)).toBe(1);
    expect((await detail(applicationId)).data.status).toBe('Evaluating');
    expect(await advanceCardApplications(deps)).toBe(0);
  });

  it('is approved with min(asked, 2 × income) rounded down to 500 TL and reaches Delivered with its card', async () => {
    clock.advance(2 * 3600);
    expect(await advanceCardApplications(deps)).toBe(1);
    const approved = await detail(applicationId);
    expect(approved.data).toMatchObject({ status: 'Approved', approvedLimit: '60500.00', rejectionCode: null });
    expect(await advanceAll(5 * 24)).toEqual([1, 1, 1]);
    const delivered = (await detail(applicationId)).data;
    expect(delivered.status).toBe('Delivered');
    expect(delivered.nextStepAt).toBeNull();
    expect(delivered.timeline.map((s) => s.status)).toEqual([
      'Received',
      'Evaluating',
      'Approved',
      'Produced',
      'Shipped',
      'Delivered',
    ]);
    expect(delivered.card).toMatchObject({ kind: 'Credit', maskedNumber: expect.stringMatching(/^515899\*{6}\d{4}$/) });
    const [card] = await server.db.select().from(cards).where(eq(cards.id, delivered.card!.id));
    expect(card).toMatchObject({ kind: 'Credit', status: 'Active', onlineEnabled: false });
    const [credit] = await server.db.select().from(creditCards).where(eq(creditCards.id, card!.creditCardId!));
    expect(credit).toMatchObject({ limit: 6_050_000n, cardNumber: card!.cardNumber, statementDebt: 0n });
    expect(DEFAULT_CONFIG.cards.cutoffDays).toContain(credit!.cutoffDay);
    const [debt] = await server.db.select().from(accounts).where(eq(accounts.id, credit!.debtAccountId));
    expect(debt).toMatchObject({ accountNumber: `CC-${card!.cardNumber.slice(-10)}`, isInternal: true, balance: 0n });
    expect(JSON.stringify(delivered)).not.toContain(card!.cardNumber);
    // Its contract is written in the delivery's commit (my documents lists it).
    const [contract] = await server.db.select().from(documents).where(eq(documents.productId, card!.id));
    expect(contract).toMatchObject({ kind: 'Contract', product: 'CreditCard', customerId: card!.customerId });
    expect(contract!.createdAt.getTime()).toBe(card!.openedAt.getTime());
    expect(contract!.titleTur).toMatch(/^Kredi Kartı Sözleşmesi/);
    const sms = await server.db.select().from(outbox).where(eq(outbox.recipient, ayse.recipient));
    expect(sms.filter((row) => row.text.includes(delivered.reference)).length).toBe(3);
  });

  it('is rejected under the minimum monthly income, with its reason', async () => {
    const reply = await applyCredit('15000.00', '20000.00');
    expect(reply.body.data.status).toBe('Received');
    await advanceAll(3);
    const rejected = (await detail(reply.body.data.id)).data;
    expect(rejected).toMatchObject({
      status: 'Rejected',
      rejectionCode: 'cardApplication.incomeTooLow',
      approvedLimit: null,
      nextStepAt: null,
      card: null,
    });
    expect(rejected.rejectionText).toEqual(expect.any(String));
  });

  it('two applications at once: one is received, the other refused as open', async () => {
    const both = await Promise.all([applyCredit('40000.00', '20000.00'), applyCredit('41000.00', '20000.00')]);
    expect(both.map((r) => r.body.status).sort()).toEqual(['error', 'success']);
    expect(both.find((r) => r.body.status === 'error')!.body).toMatchObject(refusal('cardApplication.openExists'));
    const open = await server.db.select().from(cardApplications).where(eq(cardApplications.status, 'Received'));
    expect(open.filter((a) => a.kind === 'Credit')).toHaveLength(1);
  });
});

describe('debit card application', () => {
  it('is received on a TRY current account and delivered as a debit card on it', async () => {
    const refused = await apply('/api/Card/ApplyDebitCard', { accountNumber: '1000146-3', deliveryAddress: ADDRESS });
    expect(refused.body).toMatchObject(refusal('cardApplication.accountInvalid'));
    const other = await apply('/api/Card/ApplyDebitCard', { accountNumber: '1111111-1', deliveryAddress: ADDRESS });
    expect(other.body).toMatchObject(refusal('cardApplication.accountInvalid'));
    const reply = await apply('/api/Card/ApplyDebitCard', { accountNumber: AYSE_TRY, deliveryAddress: ADDRESS });
    expect(reply.body.data).toMatchObject({ kind: 'Debit', status: 'Received', accountNumber: AYSE_TRY });
    const moved = await advanceAll(5 * 24);
    expect(moved.length).toBe(5);
    const delivered = (await detail(reply.body.data.id)).data;
    expect(delivered.status).toBe('Delivered');
    const [card] = await server.db.select().from(cards).where(eq(cards.id, delivered.card!.id));
    const [account] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, AYSE_TRY));
    expect(card).toMatchObject({ kind: 'Debit', accountId: account!.id, onlineEnabled: false, status: 'Active' });
    expect(card!.cardNumber.startsWith('979215')).toBe(true);
  });

  it('two runners at once move an application one step', async () => {
    const reply = await apply('/api/Card/ApplyDebitCard', { accountNumber: AYSE_TRY, deliveryAddress: ADDRESS });
    clock.advance(3600);
    const [a, b] = await Promise.all([advanceCardApplications(deps), advanceCardApplications(deps)]);
    expect(a + b).toBe(1);
    const [row] = await server.db
      .select()
      .from(cardApplications)
      .where(and(eq(cardApplications.id, reply.body.data.id)));
    expect(row!.status).toBe('Evaluating');
    expect((row!.timeline as unknown[]).length).toBe(2);
  });
});

describe('lists', () => {
  it('lists every application newest first; another id is not found', async () => {
    const list = (await get<CardApplicationList>(ayse, '/api/Card/GetApplications')).body.data.applications;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.map((a) => a.createdAt)).toEqual([...list.map((a) => a.createdAt)].sort().reverse());
    expect(await detail(crypto.randomUUID())).toMatchObject(refusal('cardApplication.notFound'));
  });
});

/**
 * Financing (issue 15): Ayşe's seeded financings read back (plan, states, late charge, contract,
 * net worth), paying the next and several installments with a code, the same installment twice
 * refused, installments out of order, another customer's financing, insufficient balance, and an
 * early payoff against the hand-worked vector of financing-plan.test.ts. Every payment balances.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema/auth';
import { financingInstallments, financings } from '../../server/db/schema/financing';
import { originate } from '../../server/domain/financing/origination';
import { lateChargeOf } from '../../server/domain/financing/plan-math';
import { chartOf } from '../../server/domain/ledger/chart';
import { applyCommit } from '../../server/domain/ledger/post';
import { DEFAULT_CONFIG } from '../../server/config';
import { demoIdentity } from '../../server/seed/demo-identities';
import type {
  DueInstallment,
  FinancingDetail,
  FinancingList,
  FinancingPayoff,
  FinancingReceipt,
} from '../../src/contract/financing';
import type { NetWorth } from '../../src/contract/net-worth';
import type { ApproverInfo } from '../../src/contract/transfers';
import { fund } from '../support/ledger-fixtures';
import type { Reply } from './support/http-client';
import { signInActive } from './support/login-steps';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, startTransferServer } from './support/transfer-server';
import {
  balancesOf,
  codeFor,
  get,
  ledgerIsConsistent,
  post,
  settableClock,
  type Envelope,
  type Party,
} from './support/transfer-steps';

// The bank's day is 2026-11-18: the vehicle financing's 7th installment fell due on 2026-11-08.
const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
let other: Party;

type Key = ReturnType<typeof crypto.randomUUID>;
const minor = (amount: string) => BigInt(amount.replace('.', ''));
const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });

/** A payment call, its code, the call again under the same key: the final reply. */
const pay = async (route: string, request: object, key: Key = crypto.randomUUID(), party: Party = ayse) => {
  const first = await post<ApproverInfo>(party, route, request, key);
  if (first.body.status !== 'success' || first.body.actionCode !== 201)
    return first as unknown as Reply<Envelope<FinancingReceipt>>;
  const otpCode = await codeFor(party, first.body.data.otpReferenceKey);
  return post<FinancingReceipt>(
    party,
    route,
    { ...request, otpReferenceKey: first.body.data.otpReferenceKey, otpCode },
    key,
  );
};
const payInstallments = (installmentIds: string[], key: Key = crypto.randomUUID(), party: Party = ayse) =>
  pay('/api/Financing/PayInstallments', { sourceAccountNumber: AYSE_TRY, installmentIds }, key, party);

const list = async () => (await get<FinancingList>(ayse, '/api/Financing/GetFinancings')).body.data.financings;
const detail = async (id: string) => (await get<FinancingDetail>(ayse, `/api/Financing/GetFinancing/${id}`)).body.data;
const byKind = async (kind: string) => (await list()).find((f) => f.kind === kind)!;
const tryBalance = async () => (await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]!;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('financing', clock));
  const identity = demoIdentity('corporate');
  other = {
    base: server.url,
    credentials: (await signInActive(server.url, identity)).credentials,
    recipient: identity.phone,
  };
  await fund(server.db, AYSE_TRY, 5_000_000n, { at: clock.now() });
});
afterAll(() => server?.stop());

describe('reading', () => {
  it('lists the vehicle and housing financings with the plan, the overdue installment and its late charge', async () => {
    const all = await list();
    expect(all.map((f) => f.kind).sort()).toEqual(['Housing', 'Vehicle']);
    const vehicle = all.find((f) => f.kind === 'Vehicle')!;
    expect(vehicle).toMatchObject({ status: 'Active', paidCount: 6, overdueCount: 1, termMonths: 24 });
    expect(vehicle.nextInstallment).toMatchObject({ no: 7, state: 'Overdue', dueDate: '2026-11-08' });
    // The late charge: the installment x 4.55 % a month x 10 days / 30.
    const next = vehicle.nextInstallment!;
    const late = lateChargeOf(minor(next.amount), DEFAULT_CONFIG.financing.lateChargeMonthlyRate, 10);
    expect(minor(next.lateCharge)).toBe(late);
    expect(minor(next.payable)).toBe(minor(next.amount) + late);
    const housing = all.find((f) => f.kind === 'Housing')!;
    expect(housing).toMatchObject({ paidCount: 2, overdueCount: 0 });
    expect(housing.nextInstallment).toMatchObject({ no: 3, state: 'Due', dueDate: '2026-11-23', lateCharge: '0.00' });
  });

  it('answers the whole plan: principal repaid in full, housing without taxes, the contract in my documents', async () => {
    const vehicle = await detail((await byKind('Vehicle')).id);
    expect(vehicle.installments).toHaveLength(24);
    expect(vehicle.installments.reduce((s, i) => s + minor(i.principal), 0n)).toBe(minor(vehicle.principal));
    expect(vehicle.installments.reduce((s, i) => s + minor(i.profitShare), 0n)).toBe(minor(vehicle.totalProfitShare));
    for (const i of vehicle.installments)
      expect(minor(i.amount)).toBe(minor(i.principal) + minor(i.profitShare) + minor(i.kkdf) + minor(i.bsmv));
    expect(vehicle).toMatchObject({ kkdfPercent: '15.00', bsmvPercent: '15.00', monthlyRatePercent: '2.49' });
    const housing = await detail((await byKind('Housing')).id);
    expect(housing).toMatchObject({ kkdfPercent: '0.00', bsmvPercent: '0.00' });
    expect(housing.installments.every((i) => i.kkdf === '0.00' && i.bsmv === '0.00')).toBe(true);
    expect(vehicle.contractDocumentId).toBeTruthy();
    const docs = await get<{ documents: { id: string }[] }>(ayse, '/api/Document/GetDocuments?type=Contract&limit=50');
    expect(docs.body.data.documents.map((d) => d.id)).toContain(vehicle.contractDocumentId);
  });

  it('lists the due installments across financings and counts the financing debt in net worth', async () => {
    const due = (await get<{ installments: DueInstallment[] }>(ayse, '/api/Financing/GetDueInstallments')).body.data;
    expect(due.installments.map((i) => [i.asset.length > 0, i.no, i.state])).toEqual([
      [true, 7, 'Overdue'],
      [true, 8, 'Due'],
      [true, 3, 'Due'],
    ]);
    const worth = (await get<NetWorth>(ayse, '/api/External/GetNetWorth')).body.data;
    expect(worth.debts.map((d) => d.groupingKey)).toContain('Financing');
  });

  it('answers not-found for another customer’s financing', async () => {
    const id = (await byKind('Vehicle')).id;
    expect((await get(other, `/api/Financing/GetFinancing/${id}`)).status).toBe(404);
    expect((await get(other, `/api/Financing/GetPayoff/${id}`)).status).toBe(404);
  });
});

describe('paying installments', () => {
  it('pays the next (overdue) installment with a code: balance, plan and ledger; a replay pays once', async () => {
    const vehicle = await byKind('Vehicle');
    const next = vehicle.nextInstallment!;
    const before = await tryBalance();
    const key = crypto.randomUUID();
    const reply = await payInstallments([next.id], key);
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 630, data: { kind: 'Installments' } });
    expect(reply.body.data.items).toEqual([
      expect.objectContaining({ installmentNo: 7, amount: next.amount, lateCharge: next.lateCharge }),
    ]);
    expect(await tryBalance()).toBe(before - minor(next.payable));
    const plan = await detail(vehicle.id);
    expect(plan.installments[6]).toMatchObject({ state: 'Paid', lateCharge: next.lateCharge, payable: '0.00' });
    expect(plan.overdueCount).toBe(0);
    const replay = await post<FinancingReceipt>(
      ayse,
      '/api/Financing/PayInstallments',
      { sourceAccountNumber: AYSE_TRY, installmentIds: [next.id] },
      key,
    );
    expect(replay.body.data.paymentId).toBe(reply.body.data.paymentId);
    expect(await tryBalance()).toBe(before - minor(next.payable));
    const receipt = await get<FinancingReceipt>(ayse, `/api/Financing/GetPayment/${reply.body.data.paymentId}`);
    expect(receipt.body.data.amount).toBe(next.payable);
    expect((await get(other, `/api/Financing/GetPayment/${reply.body.data.paymentId}`)).status).toBe(404);
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });

  it('refuses paying the same installment twice; nothing moves', async () => {
    const plan = await detail((await byKind('Vehicle')).id);
    const before = await tryBalance();
    expect((await payInstallments([plan.installments[6]!.id])).body).toMatchObject(
      refusal('financing.installmentPaid'),
    );
    expect(await tryBalance()).toBe(before);
  });

  it('refuses the engine a second Due → Paid of one installment even when both plans passed', async () => {
    const plan = await detail((await byKind('Vehicle')).id);
    const id = plan.installments[7]!.id;
    // Two payments of installment 8 at once: one pays, the other is refused by the transition guard.
    const [a, b] = await Promise.all([payInstallments([id]), payInstallments([id])]);
    const outcomes = [a.body.status, b.body.status].sort();
    expect(outcomes).toEqual(['error', 'success']);
    const [row] = await server.db.select().from(financingInstallments).where(eq(financingInstallments.id, id));
    expect(row!.status).toBe('Paid');
    const mentions = await server.db.execute(
      sql`select count(*)::int as n from financing_payments where details->'items' @> ${JSON.stringify([{ installmentNo: 8 }])}::jsonb and details->'items'->0->>'financingId' = ${plan.id}`,
    );
    expect((mentions as unknown as { rows: { n: number }[] }).rows[0]).toMatchObject({ n: 1 });
  });

  it('pays several in order and refuses a later one without the earlier', async () => {
    const plan = await detail((await byKind('Vehicle')).id);
    const [ninth, tenth, eleventh] = [plan.installments[8]!, plan.installments[9]!, plan.installments[10]!];
    expect((await payInstallments([tenth.id])).body).toMatchObject(refusal('financing.installmentOrder'));
    const before = await tryBalance();
    const reply = await payInstallments([tenth.id, ninth.id]);
    expect(reply.body).toMatchObject({ status: 'success', data: { amount: expect.any(String) } });
    expect(reply.body.data.items.map((i) => i.installmentNo)).toEqual([9, 10]);
    expect(await tryBalance()).toBe(before - minor(ninth.amount) - minor(tenth.amount));
    expect((await detail(plan.id)).nextInstallment?.id).toBe(eleventh.id);
  });

  it('refuses another customer’s installment and a payment the balance does not cover', async () => {
    const vehicle = await byKind('Vehicle');
    const housing = await byKind('Housing');
    const otherTry = `${demoIdentity('corporate').customerNumber}-1`;
    expect(
      (
        await pay(
          '/api/Financing/PayInstallments',
          { sourceAccountNumber: otherTry, installmentIds: [vehicle.nextInstallment!.id] },
          undefined,
          other,
        )
      ).body,
    ).toMatchObject(refusal('financing.installmentNotFound'));
    expect(
      (await pay('/api/Financing/PayOff', { sourceAccountNumber: otherTry, financingId: housing.id }, undefined, other))
        .body,
    ).toMatchObject(refusal('financing.notFound'));
    // The housing payoff (about 200,000 TL) is more than Ayşe holds.
    const before = await tryBalance();
    expect(
      (await pay('/api/Financing/PayOff', { sourceAccountNumber: AYSE_TRY, financingId: housing.id })).body,
    ).toMatchObject(refusal('financing.insufficientFunds'));
    expect(await tryBalance()).toBe(before);
  });
});

describe('early payoff', () => {
  it('quotes housing with its early repayment fee (2 % with more than 36 months left)', async () => {
    const housing = await byKind('Housing');
    const quote = (await get<FinancingPayoff>(ayse, `/api/Financing/GetPayoff/${housing.id}`)).body.data;
    expect(quote.earlyRepaymentFeePercent).toBe('2.00');
    expect(minor(quote.earlyRepaymentFee)).toBe((minor(quote.remainingPrincipal) * 2n + 50n) / 100n);
  });

  it('pays off the hand-worked vector: remaining principal plus the accrued profit share only', async () => {
    // The vector of financing-plan.test.ts moved to the test's day: 10,000.00 TL, 3 months, 2 % a month,
    // started 2026-10-03, installment 1 (due 2026-11-03) paid; today 2026-11-18 is 15 of the 30 days
    // to 2026-12-03: 6751.85 + 67.52 + 10.13 + 10.13 = 6839.63; 176.69 waived.
    const [row] = await server.db.select().from(customers).where(eq(customers.customerNumber, '1000146'));
    const made = originate(
      chartOf(server.db),
      DEFAULT_CONFIG.financing,
      { customerId: row!.id, customerName: 'Ayşe Yılmaz', customerNumber: '1000146' },
      {
        kind: 'Goods',
        reference: 'FIN-TEST-VECTOR',
        asset: 'Test',
        principal: 1_000_000n,
        monthlyRate: '0.02',
        termMonths: 3,
        startDate: '2026-10-03',
        paidThrough: 1,
      },
      new Date('2026-10-03T09:00:00Z'),
    );
    await applyCommit(server.db, made.commit);
    const quote = (await get<FinancingPayoff>(ayse, `/api/Financing/GetPayoff/${made.financingId}`)).body.data;
    expect(quote).toMatchObject({
      asOf: '2026-11-18',
      dueInstallmentsTotal: '0.00',
      remainingPrincipal: '6751.85',
      accruedProfitShare: '67.52',
      accruedTaxes: '20.26',
      earlyRepaymentFee: '0.00',
      waivedProfitShare: '176.69',
      total: '6839.63',
    });
    const gl = ['GL-FINREC-TRY', 'GL-FINDEF-TRY', 'GL-TAX-TRY'];
    const before = { ...(await balancesOf(server.db, [AYSE_TRY, ...gl])) };
    const reply = await pay('/api/Financing/PayOff', { sourceAccountNumber: AYSE_TRY, financingId: made.financingId });
    expect(reply.body).toMatchObject({
      status: 'success',
      actionCode: 631,
      data: { amount: '6839.63', kind: 'Payoff' },
    });
    const after = await balancesOf(server.db, [AYSE_TRY, ...gl]);
    expect(after[AYSE_TRY]).toBe(before[AYSE_TRY]! - 683_963n);
    // Receivables: principal + accrued profit share paid, the waived profit share cleared from the deferred account.
    expect(after['GL-FINREC-TRY']! - before['GL-FINREC-TRY']!).toBe(675_185n + 6_752n + (13_504n + 6_839n - 6_752n));
    expect(after['GL-TAX-TRY']! - before['GL-TAX-TRY']!).toBe(2_026n);
    const [closed] = await server.db.select().from(financings).where(eq(financings.id, made.financingId));
    expect(closed!.status).toBe('Closed');
    const plan = await detail(made.financingId);
    expect(plan.installments.map((i) => i.state)).toEqual(['Paid', 'Settled', 'Settled']);
    expect(plan.nextInstallment).toBeNull();
    // Closed: no second payoff, no installment.
    expect(
      (await pay('/api/Financing/PayOff', { sourceAccountNumber: AYSE_TRY, financingId: made.financingId })).body,
    ).toMatchObject(refusal('financing.closed'));
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});

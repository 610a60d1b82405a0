/**
 * Bill payment: the directory (categories, institutions), the subscriber rule, a subscriber's open
 * bills (deterministic, new ones as the clock moves), paying one and two bills (the account and the
 * biller's collection account move, postings balance), refusals that move nothing, a replay under
 * one key, two keys racing for one bill, another customer's receipt.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { billPayments, bills } from '../../server/db/schema/payments';
import { demoIdentity } from '../../server/seed/demo-identities';
import type { BillCategoryList, BillerList, BillPaymentReceipt, OpenBills } from '../../src/contract/bills';
import { parseAmount } from '../../src/contract/money';
import type { ApproverInfo } from '../../src/contract/transfers';
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
  type Party,
} from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');

let server: TestServer;
let ayse: Party;

/** Demo subscribers (README): BEDAŞ with two open bills, one open bill, nothing to pay. */
const BEDAS_TWO = '1123456947';
const BEDAS_ONE = '1123456939';
const BEDAS_NONE = '1123457382';
const TURKCELL_TWO = '5123456812';
const COLLECTION = 'GL-BILL-BEDAS-TRY';

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('bills', clock));
});
afterAll(() => server?.stop());

const query = (party: Party, billerCode: string, subscriberNo: string) =>
  post<OpenBills>(party, '/api/Bill/QueryBills', { billerCode, subscriberNo });

/** Pay, the code, Pay again under the same key: the final reply. */
const pay = async (party: Party, request: object, key: string = crypto.randomUUID()) => {
  const first = await post<ApproverInfo>(party, '/api/Bill/Pay', request, key);
  if (first.body.status !== 'success' || ![201, 203].includes(first.body.actionCode))
    return { key, first, reply: first as unknown as Awaited<ReturnType<typeof post<BillPaymentReceipt>>> };
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(party, otpReferenceKey);
  const reply = await post<BillPaymentReceipt>(party, '/api/Bill/Pay', { ...request, otpReferenceKey, otpCode }, key);
  return { key, first, reply };
};

const balances = () => balancesOf(server.db, [AYSE_TRY, COLLECTION]);
const minor = (amount: string) => parseAmount(amount, 'TRY')!;

describe('the directory', () => {
  it('lists every category with its institutions, in the caller’s language', async () => {
    const reply = await get<BillCategoryList>(ayse, '/api/Bill/GetCategories');
    expect(reply.status).toBe(200);
    const categories = reply.body.data.categories;
    expect(categories.map((c) => c.category)).toEqual([
      'Electricity',
      'Water',
      'NaturalGas',
      'PhoneInternet',
      'Tv',
      'TaxesFines',
      'Education',
      'Other',
    ]);
    expect(categories.find((c) => c.category === 'Electricity')).toMatchObject({
      name: 'Elektrik',
      institutionCount: 2,
    });
    expect(categories.every((c) => c.institutionCount > 0)).toBe(true);

    const institutions = await get<BillerList>(ayse, '/api/Bill/GetInstitutions/Electricity');
    expect(institutions.body.data.categoryName).toBe('Elektrik');
    expect(institutions.body.data.institutions.map((i) => i.code).sort()).toEqual(['AYEDAS', 'BEDAS']);
    const bedas = institutions.body.data.institutions.find((i) => i.code === 'BEDAS')!;
    expect(bedas).toMatchObject({ subscriberLabel: 'Tesisat numarası', subscriberCheck: 'luhn' });

    const unknown = await get(ayse, '/api/Bill/GetInstitutions/Lottery');
    expect(unknown.status).toBe(400);
  });

  it('gives each biller its own collection account', async () => {
    const rows = await server.db.execute(
      sql`select b.code, a.account_number, a.is_internal, a.customer_id, a.currency from billers b join accounts a on a.id = b.collection_account_id`,
    );
    const list = (rows as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const row of list)
      expect(row).toMatchObject({
        account_number: `GL-BILL-${row.code as string}-TRY`,
        is_internal: true,
        customer_id: null,
        currency: 'TRY',
      });
  });
});

describe('querying bills', () => {
  it('refuses a subscriber number outside the biller’s rule and an unknown biller', async () => {
    const badCheck = await query(ayse, 'BEDAS', '1123456948');
    expect(badCheck.body.status).toBe('error');
    expect(badCheck.body.messages[0]!.code).toBe('bill.subscriberInvalid');
    expect(badCheck.body.messages[0]!.text).toMatch(/abone numarası/i);
    const badLength = await query(ayse, 'BEDAS', '112345694');
    expect(badLength.body.messages[0]!.code).toBe('bill.subscriberInvalid');
    const notAMobile = await query(ayse, 'TURKCELL', '4123456812');
    expect(notAMobile.body.messages[0]!.code).toBe('bill.subscriberInvalid');
    const unknown = await query(ayse, 'NOBODY', BEDAS_TWO);
    expect(unknown.body.messages[0]!.code).toBe('bill.billerUnknown');
    const letters = await query(ayse, 'BEDAS', '11234abc47');
    expect(letters.status).toBe(400);
  });

  it('answers a demo subscriber’s open bills, oldest first, the same each time', async () => {
    const first = await query(ayse, 'BEDAS', BEDAS_TWO);
    expect(first.body.status).toBe('success');
    const { bills: open, total } = first.body.data;
    expect(open.map((b) => b.period)).toEqual(['2026-10', '2026-11']);
    expect(open[1]).toMatchObject({ issuedAt: '2026-11-05', dueDate: '2026-11-20', status: 'Open', currency: 'TRY' });
    for (const b of open) expect(minor(b.amount)).toBeGreaterThanOrEqual(250_00n);
    expect(minor(total)).toBe(open.reduce((s, b) => s + minor(b.amount), 0n));
    expect(first.body.data.maskedSubscriberName).toMatch(/\*\*\*/);
    const again = await query(ayse, 'BEDAS', BEDAS_TWO);
    expect(again.body.data).toEqual(first.body.data);
    expect((await query(ayse, 'BEDAS', BEDAS_ONE)).body.data.bills).toHaveLength(1);
  });

  it('answers nothing to pay for a valid number with no open bill', async () => {
    const reply = await query(ayse, 'BEDAS', BEDAS_NONE);
    expect(reply.body.status).toBe('success');
    expect(reply.body.data.bills).toEqual([]);
    expect(reply.body.data.total).toBe('0.00');
  });
});

describe('paying', () => {
  it('pays one bill: the account and the collection account move, the bill is paid, postings balance', async () => {
    const open = (await query(ayse, 'BEDAS', BEDAS_ONE)).body.data.bills;
    const before = await balances();
    const { first, reply } = await pay(ayse, {
      sourceAccountNumber: AYSE_TRY,
      billerCode: 'BEDAS',
      subscriberNo: BEDAS_ONE,
      billIds: [open[0]!.id],
    });
    expect(first.body.actionCode).toBe(201);
    expect(reply.body.status).toBe('success');
    expect(reply.body.actionCode).toBe(501);
    const receipt = reply.body.data;
    expect(receipt).toMatchObject({ billerCode: 'BEDAS', subscriberNo: BEDAS_ONE, amount: open[0]!.amount });
    const amount = minor(open[0]!.amount);
    const after = await balances();
    expect(after[AYSE_TRY]).toBe(before[AYSE_TRY]! - amount);
    expect(after[COLLECTION]).toBe(before[COLLECTION]! + amount);
    const [bill] = await server.db.select().from(bills).where(eq(bills.id, open[0]!.id));
    expect(bill).toMatchObject({ status: 'Paid', paymentId: receipt.paymentId });
    const [row] = await server.db.select().from(billPayments).where(eq(billPayments.id, receipt.paymentId));
    expect(row).toMatchObject({ journalId: receipt.journalId, amount, standingOrderId: null });
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
    expect((await query(ayse, 'BEDAS', BEDAS_ONE)).body.data.bills).toEqual([]);

    const again = await get<BillPaymentReceipt>(ayse, `/api/Bill/GetPayment/${receipt.paymentId}`);
    expect(again.body.data).toEqual(receipt);
    const journal = await server.db.execute(sql`select kind, description from journal where id = ${receipt.journalId}`);
    expect((journal as unknown as { rows: unknown[] }).rows[0]).toMatchObject({
      kind: 'BillPayment',
      description: expect.stringContaining('BEDAŞ'),
    });
  });

  it('pays two bills at once, and under the same key replays without paying again', async () => {
    const open = (await query(ayse, 'TURKCELL', TURKCELL_TWO)).body.data.bills;
    expect(open).toHaveLength(2);
    const request = {
      sourceAccountNumber: AYSE_TRY,
      billerCode: 'TURKCELL',
      subscriberNo: TURKCELL_TWO,
      billIds: open.map((b) => b.id),
    };
    const before = (await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]!;
    const { key, reply } = await pay(ayse, request);
    expect(reply.body.status).toBe('success');
    const total = open.reduce((s, b) => s + minor(b.amount), 0n);
    expect(minor(reply.body.data.amount)).toBe(total);
    expect(reply.body.data.bills.map((b) => b.period)).toEqual(open.map((b) => b.period));
    const replay = await post<BillPaymentReceipt>(ayse, '/api/Bill/Pay', request, key);
    expect(replay.body.data.paymentId).toBe(reply.body.data.paymentId);
    expect((await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]).toBe(before - total);
    const count = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(billPayments)
      .where(eq(billPayments.subscriberNo, TURKCELL_TWO));
    expect(count[0]!.n).toBe(1);
  });

  it('refuses what it must and moves nothing', async () => {
    const subscriber = '2123456789';
    const open = (await query(ayse, 'TTELEKOM', subscriber)).body.data.bills;
    const other = (await query(ayse, 'BEDAS', BEDAS_TWO)).body.data.bills;
    const base = {
      sourceAccountNumber: AYSE_TRY,
      billerCode: 'TTELEKOM',
      subscriberNo: subscriber,
      billIds: [open[0]!.id],
    };
    const [owner] = await server.db
      .select({ customerId: accounts.customerId })
      .from(accounts)
      .where(eq(accounts.accountNumber, AYSE_TRY));
    await server.db.insert(accounts).values({
      customerId: owner!.customerId,
      accountNumber: '1000146-9',
      name: 'Boş Cari Hesap',
      kind: 'Current',
      currency: 'TRY',
      branchName: 'Kadıköy Şubesi',
      openedAt: clock.now(),
    });
    const before = await balancesOf(server.db, [AYSE_TRY, '1000146-9', 'GL-BILL-TTELEKOM-TRY']);
    const cases: [object, string][] = [
      [{ ...base, billerCode: 'NOBODY' }, 'bill.billerUnknown'],
      [{ ...base, subscriberNo: '2123456' }, 'bill.subscriberInvalid'],
      [{ ...base, billIds: [other[0]!.id] }, 'bill.notOpen'],
      [{ ...base, billIds: [crypto.randomUUID()] }, 'bill.notOpen'],
      [{ ...base, sourceAccountNumber: '1111111-1' }, 'bill.accountInvalid'],
      [{ ...base, sourceAccountNumber: '1000146-2' }, 'bill.accountInvalid'],
      [{ ...base, sourceAccountNumber: '1000146-3' }, 'bill.currencyTry'],
      [{ ...base, sourceAccountNumber: '1000146-6' }, 'account.closed'],
      [{ ...base, sourceAccountNumber: '1000146-9' }, 'bill.insufficientFunds'],
    ];
    for (const [request, code] of cases) {
      const { reply } = await pay(ayse, request);
      expect(reply.body.status, code).toBe('error');
      expect(
        reply.body.messages.map((m) => m.code),
        code,
      ).toEqual([code]);
      expect(reply.body.messages[0]!.text.length).toBeGreaterThan(10);
    }
    const none = await post(ayse, '/api/Bill/Pay', { ...base, billIds: [] }, crypto.randomUUID());
    expect(none.status).toBe(400);
    expect(await balancesOf(server.db, [AYSE_TRY, '1000146-9', 'GL-BILL-TTELEKOM-TRY'])).toEqual(before);
    const [bill] = await server.db.select().from(bills).where(eq(bills.id, open[0]!.id));
    expect(bill!.status).toBe('Open');
  });

  it('pays a bill once when two keys race for it: the other hears bill.alreadyPaid', async () => {
    const open = (await query(ayse, 'BEDAS', BEDAS_TWO)).body.data.bills;
    const request = {
      sourceAccountNumber: AYSE_TRY,
      billerCode: 'BEDAS',
      subscriberNo: BEDAS_TWO,
      billIds: [open[0]!.id],
    };
    // Both keys are past the code step before either commits.
    const keys = [crypto.randomUUID(), crypto.randomUUID()];
    const challenges = await Promise.all(keys.map((key) => post<ApproverInfo>(ayse, '/api/Bill/Pay', request, key)));
    const codes = await Promise.all(challenges.map((c) => codeFor(ayse, c.body.data.otpReferenceKey)));
    const before = (await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]!;
    const replies = await Promise.all(
      keys.map((key, i) =>
        post<BillPaymentReceipt>(
          ayse,
          '/api/Bill/Pay',
          { ...request, otpReferenceKey: challenges[i]!.body.data.otpReferenceKey, otpCode: codes[i] },
          key,
        ),
      ),
    );
    const statuses = replies.map((r) => r.body.status).sort();
    expect(statuses).toEqual(['error', 'success']);
    const refused = replies.find((r) => r.body.status === 'error')!;
    expect(refused.body.messages.map((m) => m.code)).toEqual(['bill.alreadyPaid']);
    expect((await balancesOf(server.db, [AYSE_TRY]))[AYSE_TRY]).toBe(before - minor(open[0]!.amount));
    // A third key after the fact is refused at once.
    const late = await post(ayse, '/api/Bill/Pay', request, crypto.randomUUID());
    expect(late.body.messages.map((m) => m.code)).toEqual(['bill.alreadyPaid']);
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });

  it('answers another customer’s payment id as not found', async () => {
    const [payment] = await server.db.select({ id: billPayments.id }).from(billPayments).limit(1);
    const identity = demoIdentity('corporate');
    const mehmet: Party = {
      base: server.url,
      credentials: (await signInActive(server.url, identity)).credentials,
      recipient: identity.email!,
    };
    const foreign = await get(mehmet, `/api/Bill/GetPayment/${payment!.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.messages[0]!.code).toBe('bill.paymentNotFound');
    const unknown = await get(ayse, `/api/Bill/GetPayment/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
  });
});

describe('the clock', () => {
  it('issues new bills as the bank’s time moves a month', async () => {
    const subscriber = '1123456939';
    const before = (await query(ayse, 'IGDAS', '1123456947')).body.data.bills.map((b) => b.period);
    expect(before).toEqual(['2026-10', '2026-11']);
    clock.advance(20 * 86_400);
    const after = (await query(ayse, 'IGDAS', '1123456947')).body.data.bills.map((b) => b.period);
    expect(after).toEqual(['2026-10', '2026-11', '2026-12']);
    // A subscriber first asked now starts from the new month's window.
    expect((await query(ayse, 'IGDAS', subscriber)).body.data.bills.map((b) => b.period)).toEqual(['2026-12']);
  });
});

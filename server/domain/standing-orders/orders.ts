/**
 * Standing orders as the customer sees them: made (the target checked as a transfer's would be,
 * through the transfers domain's target resolution), listed, read with every run, changed
 * (amount, nickname, frequency, end), paused, resumed and cancelled. Running them is runner.ts.
 * An order stores its transfer target as typed and the masked receiver the bank resolved.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import {
  STANDING_ORDER_PREVIEW_COUNT,
  STANDING_ORDER_TARGET_MODES,
  type CreateStandingOrderRequest,
  type Schedule,
  type StandingOrder,
  type StandingOrderDetail,
  type UpdateStandingOrderRequest,
} from '../../../src/contract/standing-orders';
import type { TransferParty, TransferTarget } from '../../../src/contract/transfers';
import type { ServerConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { standingOrderRuns, standingOrders } from '../../db/schema/payments';
import { BusinessError } from '../common/refusal';
import { neededApprovals } from '../corporate/rules';
import { textFor } from '../common/texts';
import { istanbulDate } from '../transfers/calendar';
import { tryValue } from '../transfers/limits';
import { resolveTarget } from '../transfers/targets';
import {
  addDays,
  checkEnd,
  checkFrequency,
  checkSchedule,
  firstOnOrAfter,
  upcomingDates,
  type ScheduleRule,
} from './schedule';

export type OrderRow = typeof standingOrders.$inferSelect;
type RunRow = typeof standingOrderRuns.$inferSelect;

/** What `standing_orders.target` holds. */
export type OrderTarget =
  | { kind: 'Transfer'; transfer: TransferTarget; receiver: TransferParty; language: Language }
  | { kind: 'Bill'; billerCode: string; billerName: string; subscriberNo: string; language: Language };

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

export const ruleOf = (row: Pick<OrderRow, keyof ScheduleRule>): ScheduleRule => ({
  frequency: row.frequency,
  intervalMonths: row.intervalMonths,
  dayOfMonth: row.dayOfMonth,
  startDate: row.startDate,
  endDate: row.endDate,
  maxRuns: row.maxRuns,
});

const scheduleRule = (schedule: Schedule): ScheduleRule => ({
  frequency: schedule.frequency,
  intervalMonths: schedule.frequency === 'EveryNMonths' ? schedule.intervalMonths : 1,
  dayOfMonth: schedule.frequency === 'Monthly' || schedule.frequency === 'EveryNMonths' ? schedule.dayOfMonth : null,
  startDate: schedule.startDate,
  endDate: schedule.endDate,
  maxRuns: schedule.maxRuns,
});

/** `/StandingOrder/PreviewSchedule`: the first dates of a new schedule (refused as Create would refuse it). */
export const previewSchedule = (schedule: Schedule, now: Date): string[] => {
  const rule = scheduleRule(schedule);
  checkSchedule(rule, istanbulDate(now));
  return upcomingDates(rule, rule.startDate, STANDING_ORDER_PREVIEW_COUNT, rule.maxRuns);
};

/** An amount for an order: above zero, two decimals, within the daily transfer limit. */
const amountOf = (config: ServerConfig, text: string | undefined, currency: Currency): bigint => {
  const minor = text === undefined ? undefined : parseAmount(text, currency);
  if (minor === undefined) return fail(MessageCode.StandingOrderAmountTooPrecise);
  if (minor <= 0n) fail(MessageCode.StandingOrderAmountInvalid);
  if (tryValue(config, minor, currency) > parseAmount(config.transfers.dailyTransferLimit, 'TRY')!)
    fail(MessageCode.StandingOrderAmountOverLimit);
  return minor;
};

const ownSource = async (db: DbOrTx, customerId: string, accountNumber: string) => {
  const [source] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountNumber, accountNumber), eq(accounts.customerId, customerId)));
  if (!source || source.isInternal) return fail(MessageCode.TransferOwnAccountExpected);
  if (source.closedAt) fail(MessageCode.AccountClosed);
  return source;
};

/** A bill order's biller (BILLS's `billerOf`/`checkSubscriber` when they are there). */
export type BillerCheck = (billerCode: string, subscriberNo: string) => Promise<{ billerName: string }>;

export interface CreateInput {
  db: Db;
  config: ServerConfig;
  now: Date;
  customerId: string;
  language: Language;
  request: CreateStandingOrderRequest;
  checkBiller: BillerCheck;
}

/**
 * Checks a new order's source, target, amount and schedule (reads only) and answers the row to insert
 * (creation.ts: the decision product's load, at the maker's clock and again at an approval's).
 */
export const planOrder = async (input: CreateInput): Promise<OrderRow> => {
  const { db, config, now, customerId, language, request } = input;
  const rule = scheduleRule(request);
  const first = checkSchedule(rule, istanbulDate(now));
  const source = await ownSource(db, customerId, request.sourceAccountNumber);
  let target: OrderTarget;
  let amount: bigint | null;
  if (request.kind === 'Transfer') {
    if (!(STANDING_ORDER_TARGET_MODES as readonly string[]).includes(request.target.mode))
      fail(MessageCode.StandingOrderTargetUnsupported);
    amount = amountOf(config, request.amount, source.currency);
    // The target is checked now as a transfer's is (IBAN, receiver, name, own account, same account).
    const destination = await resolveTarget(db, { bankCode: config.bankCode, customerId, source }, request.target);
    const targetCurrency = destination.internal?.currency ?? 'TRY';
    if (targetCurrency !== source.currency) fail(MessageCode.TransferCurrencyMismatch);
    target = { kind: 'Transfer', transfer: request.target, receiver: destination.receiver, language };
  } else {
    if (source.currency !== 'TRY') fail(MessageCode.BillCurrencyTry);
    const { billerName } = await input.checkBiller(request.billerCode, request.subscriberNo);
    amount = request.amountMode === 'Fixed' ? amountOf(config, request.amount, 'TRY') : null;
    target = {
      kind: 'Bill',
      billerCode: request.billerCode,
      billerName,
      subscriberNo: request.subscriberNo,
      language,
    };
  }
  return {
    id: randomUUID(),
    customerId,
    kind: request.kind,
    status: 'Active',
    nickname: request.nickname,
    sourceAccountId: source.id,
    target,
    amountMode: request.kind === 'Bill' ? request.amountMode : 'Fixed',
    amount,
    currency: source.currency,
    description: request.description || null,
    ...rule,
    runsDone: 0,
    nextDueDate: first,
    attempt: 0,
    retryOn: null,
    noticedFor: null,
    createdAt: now,
    updatedAt: now,
  };
};

const toOrder = (row: OrderRow, sourceAccountNumber: string): StandingOrder => {
  const target = row.target as OrderTarget;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    nickname: row.nickname,
    sourceAccountNumber,
    currency: row.currency,
    amountMode: row.amountMode,
    amount: row.amount === null ? null : formatAmount(row.amount, row.currency),
    description: row.description ?? '',
    targetMode: target.kind === 'Transfer' ? target.transfer.mode : null,
    receiver: target.kind === 'Transfer' ? target.receiver : null,
    bill:
      target.kind === 'Bill'
        ? { billerCode: target.billerCode, billerName: target.billerName, subscriberNo: target.subscriberNo }
        : null,
    frequency: row.frequency,
    intervalMonths: row.intervalMonths,
    dayOfMonth: row.dayOfMonth,
    startDate: row.startDate,
    endDate: row.endDate,
    maxRuns: row.maxRuns,
    runsDone: row.runsDone,
    nextDueDate: row.nextDueDate,
    retryOn: row.retryOn,
    createdAt: row.createdAt.toISOString(),
  };
};

const withSource = (db: DbOrTx) =>
  db
    .select({ order: standingOrders, accountNumber: accounts.accountNumber })
    .from(standingOrders)
    .innerJoin(accounts, eq(accounts.id, standingOrders.sourceAccountId));

export const listOrders = async (db: DbOrTx, customerId: string): Promise<StandingOrder[]> => {
  const rows = await withSource(db)
    .where(eq(standingOrders.customerId, customerId))
    .orderBy(desc(standingOrders.createdAt));
  return rows.map((r) => toOrder(r.order, r.accountNumber));
};

const ownOrder = async (db: DbOrTx, customerId: string, id: string) => {
  const [row] = await withSource(db).where(and(eq(standingOrders.id, id), eq(standingOrders.customerId, customerId)));
  return row ?? fail(MessageCode.StandingOrderNotFound);
};

const toRun = (run: RunRow, language: Language) => ({
  id: run.id,
  dueDate: run.dueDate,
  attempt: run.attempt,
  status: run.status,
  reason: run.reason ? { code: run.reason, text: textFor(run.reason, language) } : null,
  amount: run.amount === null || run.currency === null ? null : formatAmount(run.amount, run.currency),
  currency: run.currency,
  journalId: run.journalId,
  transferId: run.transferId,
  ranAt: run.ranAt.toISOString(),
});

/** The next run dates of an order as it stands (none unless Active or Paused). */
const upcomingOf = (row: OrderRow): string[] =>
  row.nextDueDate && (row.status === 'Active' || row.status === 'Paused')
    ? upcomingDates(
        ruleOf(row),
        row.nextDueDate,
        STANDING_ORDER_PREVIEW_COUNT,
        row.maxRuns === null ? null : row.maxRuns - row.runsDone,
      )
    : [];

/** A new order's detail as its creation answers it (no runs yet), without reading it back. */
export const newOrderDetail = (row: OrderRow, sourceAccountNumber: string): StandingOrderDetail => ({
  order: toOrder(row, sourceAccountNumber),
  runs: [],
  upcoming: upcomingOf(row),
});

export const orderDetail = async (
  db: DbOrTx,
  customerId: string,
  id: string,
  language: Language,
): Promise<StandingOrderDetail> => {
  const { order, accountNumber } = await ownOrder(db, customerId, id);
  const runs = await db
    .select()
    .from(standingOrderRuns)
    .where(eq(standingOrderRuns.orderId, id))
    .orderBy(desc(standingOrderRuns.dueDate), desc(standingOrderRuns.attempt));
  return {
    order: toOrder(order, accountNumber),
    runs: runs.map((r) => toRun(r, language)),
    upcoming: upcomingOf(order),
  };
};

const isOpen = (row: OrderRow) => row.status === 'Active' || row.status === 'Paused';

/** Writes an order's change only while it is in one of `from` (a run or another change may have moved it). */
const updateWhile = async (
  tx: DbOrTx,
  row: OrderRow,
  from: OrderRow['status'][],
  set: Partial<typeof standingOrders.$inferInsert>,
  now: Date,
  refusal: string,
) => {
  const changed = await tx
    .update(standingOrders)
    .set({ ...set, updatedAt: now })
    .where(and(eq(standingOrders.id, row.id), eq(standingOrders.status, row.status)))
    .returning({ id: standingOrders.id });
  if (changed.length === 0 || !from.includes(row.status)) fail(refusal);
};

/**
 * Amount, nickname, frequency and end. A new frequency or day starts from tomorrow (the next date
 * of the new rule); the same rule keeps the run that is due next.
 */
/**
 * A company's order may not be raised past what its approvals allowed: an amount above the order's own
 * that the company's rule would send to approvers is refused (a new order waits for them instead).
 */
const checkCompanyRaise = async (
  tx: DbOrTx,
  row: { customerId: string; currency: Currency; amount: bigint | null },
  amount: bigint,
) => {
  if (row.amount !== null && amount <= row.amount) return;
  const rule = await neededApprovals(tx, {
    companyId: row.customerId,
    kind: 'standingOrder',
    currency: row.currency,
    amountMinor: amount,
  });
  if (!rule) return fail(MessageCode.CorporateNoRule);
  if (rule.needs.length > 0) fail(MessageCode.StandingOrderRaiseNeedsApproval);
};

export const updateOrder = async (
  tx: DbOrTx,
  input: {
    config: ServerConfig;
    now: Date;
    customerId: string;
    request: UpdateStandingOrderRequest;
    /** Set in a company's session: a raised amount is weighed by the company's rule. */
    forCompany?: boolean;
  },
): Promise<void> => {
  const { config, now, customerId, request } = input;
  const { order: row } = await ownOrder(tx, customerId, request.id);
  if (!isOpen(row)) fail(MessageCode.StandingOrderClosed);
  const today = istanbulDate(now);
  const wanted = scheduleRule({ ...request, startDate: row.startDate });
  checkFrequency(wanted);
  const sameRule =
    wanted.frequency === row.frequency &&
    wanted.intervalMonths === row.intervalMonths &&
    wanted.dayOfMonth === row.dayOfMonth;
  const rule: ScheduleRule = sameRule ? wanted : { ...wanted, startDate: addDays(today, 1) };
  const next =
    sameRule && row.nextDueDate ? row.nextDueDate : firstOnOrAfter({ ...rule, endDate: null }, rule.startDate)!;
  checkEnd(rule, next);
  if (rule.maxRuns !== null && rule.maxRuns <= row.runsDone) fail(MessageCode.StandingOrderRunsTooFew);
  const amount = row.amountMode === 'Fixed' ? amountOf(config, request.amount, row.currency) : null;
  if (input.forCompany && amount !== null) await checkCompanyRaise(tx, row, amount);
  await updateWhile(
    tx,
    row,
    ['Active', 'Paused'],
    {
      nickname: request.nickname,
      amount,
      ...rule,
      nextDueDate: next,
      ...(sameRule ? {} : { attempt: 0, retryOn: null }),
    },
    now,
    MessageCode.StandingOrderClosed,
  );
};

export const pauseOrder = async (tx: DbOrTx, customerId: string, id: string, now: Date): Promise<void> => {
  const { order: row } = await ownOrder(tx, customerId, id);
  if (!isOpen(row)) fail(MessageCode.StandingOrderClosed);
  if (row.status !== 'Active') fail(MessageCode.StandingOrderNotActive);
  await updateWhile(tx, row, ['Active'], { status: 'Paused' }, now, MessageCode.StandingOrderNotActive);
};

/** Back to Active; dates missed while paused are not paid: the next run is the first date from today on. */
export const resumeOrder = async (tx: DbOrTx, customerId: string, id: string, now: Date): Promise<void> => {
  const { order: row } = await ownOrder(tx, customerId, id);
  if (!isOpen(row)) fail(MessageCode.StandingOrderClosed);
  if (row.status !== 'Paused') fail(MessageCode.StandingOrderNotPaused);
  const today = istanbulDate(now);
  if (row.nextDueDate && row.nextDueDate >= today) {
    await updateWhile(tx, row, ['Paused'], { status: 'Active' }, now, MessageCode.StandingOrderNotPaused);
    return;
  }
  const next = firstOnOrAfter(ruleOf(row), today);
  await updateWhile(
    tx,
    row,
    ['Paused'],
    next
      ? { status: 'Active', nextDueDate: next, attempt: 0, retryOn: null }
      : { status: 'Completed', nextDueDate: null },
    now,
    MessageCode.StandingOrderNotPaused,
  );
};

export const cancelOrder = async (tx: DbOrTx, customerId: string, id: string, now: Date): Promise<void> => {
  const { order: row } = await ownOrder(tx, customerId, id);
  if (!isOpen(row)) fail(MessageCode.StandingOrderClosed);
  await updateWhile(
    tx,
    row,
    ['Active', 'Paused'],
    { status: 'Cancelled', nextDueDate: null, retryOn: null },
    now,
    MessageCode.StandingOrderClosed,
  );
};

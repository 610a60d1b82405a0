/**
 * Standing orders ("talimat", issue 13): a transfer or a bill payment the bank makes on a schedule.
 * `/StandingOrder/PreviewSchedule` answers the next run dates of a schedule; `/StandingOrder/Create`
 * makes the order (a change under an Idempotency-Key); the scheduler runs each due date once. The
 * list, the detail (with every run), Update, Pause, Resume and Cancel complete it. docs/api.md
 * describes the rules (start date, end, retries, notices).
 */
import * as v from 'valibot';
import { billerSearchEntries } from './bills';
import { ACCOUNT_NUMBER_PATTERN, AMOUNT_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';
import {
  STANDING_ORDER_AMOUNT_MODES,
  STANDING_ORDER_FREQUENCIES,
  STANDING_ORDER_KINDS,
  STANDING_ORDER_RUN_STATUSES,
  STANDING_ORDER_STATUSES,
} from './payments';
import { text } from './safe-text';
import { TARGET_MODES, TransferPartySchema, TransferTargetSchema } from './transfers';
import { WaitingOperationSchema } from './waiting-operation';

export const STANDING_ORDER_NICKNAME_MAX = 40;
export const STANDING_ORDER_DESCRIPTION_MAX = 100;
/** A number of runs: at least 2 (ÖHVPS), at most this many. */
export const STANDING_ORDER_MAX_RUNS = 999;
/** How many next run dates the preview and the detail show. */
export const STANDING_ORDER_PREVIEW_COUNT = 12;

/** The transfer targets a standing order may have: an IBAN, an account of this bank, an easy address, an own account. */
export const STANDING_ORDER_TARGET_MODES = ['IBAN', 'Account', 'KOLAS', 'AccountsBetween'] as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(DATE_PATTERN, IssueKey.Invalid));
const integer = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(IssueKey.Invalid), v.minValue(min, IssueKey.Invalid), v.maxValue(max, IssueKey.Invalid));
const amount = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(AMOUNT_PATTERN, IssueKey.Invalid));
const nickname = v.pipe(
  text(),
  v.trim(),
  v.nonEmpty(IssueKey.Required),
  v.maxLength(STANDING_ORDER_NICKNAME_MAX, IssueKey.TooLong),
);

/**
 * When an order runs: daily, weekly (on the start date's weekday), monthly on `dayOfMonth`, or every
 * `intervalMonths` months on `dayOfMonth` (29-31 fall on a shorter month's last day); from `startDate`
 * (tomorrow at the earliest, a year ahead at the latest) until `endDate` (at most two years after the
 * start) or `maxRuns` payments (at least 2), or until cancelled when neither is given.
 */
export const scheduleEntries = {
  frequency: v.picklist(STANDING_ORDER_FREQUENCIES, IssueKey.Required),
  intervalMonths: v.optional(integer(1, 12), 1),
  dayOfMonth: v.optional(v.nullable(integer(1, 31)), null),
  startDate: isoDate,
  endDate: v.optional(v.nullable(isoDate), null),
  maxRuns: v.optional(v.nullable(integer(2, STANDING_ORDER_MAX_RUNS)), null),
};
export const ScheduleSchema = v.object(scheduleEntries);
export type Schedule = v.InferOutput<typeof ScheduleSchema>;

/** `POST /StandingOrder/PreviewSchedule`: the next run dates of a schedule. */
export const ScheduleDatesSchema = v.object({ dates: v.array(v.string()) });
export type ScheduleDates = v.InferOutput<typeof ScheduleDatesSchema>;

const commonEntries = {
  nickname,
  sourceAccountNumber: v.pipe(
    v.string(),
    v.nonEmpty(IssueKey.Required),
    v.regex(ACCOUNT_NUMBER_PATTERN, IssueKey.Invalid),
  ),
  description: v.optional(v.pipe(text(), v.trim(), v.maxLength(STANDING_ORDER_DESCRIPTION_MAX, IssueKey.TooLong)), ''),
  ...scheduleEntries,
};

/** `POST /StandingOrder/Create`: a transfer order (its target as a transfer's) or an automatic bill payment. */
export const CreateStandingOrderSchema = v.variant('kind', [
  v.object({
    kind: v.literal('Transfer'),
    ...commonEntries,
    target: TransferTargetSchema,
    amount,
  }),
  v.object({
    kind: v.literal('Bill'),
    ...commonEntries,
    billerCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_-]{2,20}$/, IssueKey.Invalid)),
    subscriberNo: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^\d{4,20}$/, IssueKey.Invalid)),
    amountMode: v.picklist(STANDING_ORDER_AMOUNT_MODES, IssueKey.Required),
    /** A fixed amount (the most the order pays of the open bills); left out for the whole bill. */
    amount: v.optional(amount),
  }),
]);
export type CreateStandingOrderRequest = v.InferOutput<typeof CreateStandingOrderSchema>;

/** `POST /StandingOrder/Update`: what may change (not the kind, the source or the target). */
export const UpdateStandingOrderSchema = v.object({
  id: v.pipe(v.string(), v.uuid(IssueKey.Invalid)),
  nickname,
  /** Required for a fixed amount; ignored for the whole bill. */
  amount: v.optional(amount),
  frequency: v.picklist(STANDING_ORDER_FREQUENCIES, IssueKey.Required),
  intervalMonths: v.optional(integer(1, 12), 1),
  dayOfMonth: v.optional(v.nullable(integer(1, 31)), null),
  endDate: v.optional(v.nullable(isoDate), null),
  maxRuns: v.optional(v.nullable(integer(2, STANDING_ORDER_MAX_RUNS)), null),
});
export type UpdateStandingOrderRequest = v.InferOutput<typeof UpdateStandingOrderSchema>;

/** `POST /StandingOrder/Pause`, `/Resume`, `/Cancel`. */
export const StandingOrderIdSchema = v.object({ id: v.pipe(v.string(), v.uuid(IssueKey.Invalid)) });

export const StandingOrderSchema = v.object({
  id: v.string(),
  kind: v.picklist(STANDING_ORDER_KINDS),
  status: v.picklist(STANDING_ORDER_STATUSES),
  nickname: v.string(),
  sourceAccountNumber: v.string(),
  currency: v.picklist(CURRENCIES),
  amountMode: v.picklist(STANDING_ORDER_AMOUNT_MODES),
  /** Null for the whole bill. */
  amount: v.nullable(v.string()),
  description: v.string(),
  /** A transfer order's target (masked), as a transfer's summary shows it. */
  targetMode: v.nullable(v.picklist(TARGET_MODES)),
  receiver: v.nullable(TransferPartySchema),
  /** A bill order's institution and subscriber. */
  bill: v.nullable(v.object({ billerCode: v.string(), billerName: v.string(), subscriberNo: v.string() })),
  frequency: v.picklist(STANDING_ORDER_FREQUENCIES),
  intervalMonths: v.number(),
  dayOfMonth: v.nullable(v.number()),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  maxRuns: v.nullable(v.number()),
  runsDone: v.number(),
  /** The due date of the next run (null once cancelled or completed). */
  nextDueDate: v.nullable(v.string()),
  /** A failed run's retry day (insufficient funds: once, the next day). */
  retryOn: v.nullable(v.string()),
  createdAt: v.string(),
});
export type StandingOrder = v.InferOutput<typeof StandingOrderSchema>;

export const StandingOrderRunSchema = v.object({
  id: v.string(),
  dueDate: v.string(),
  attempt: v.number(),
  status: v.picklist(STANDING_ORDER_RUN_STATUSES),
  /** Why a run failed or was skipped: its message code and text in the caller's language. */
  reason: v.nullable(v.object({ code: v.string(), text: v.string() })),
  amount: v.nullable(v.string()),
  currency: v.nullable(v.picklist(CURRENCIES)),
  /** The journal of a completed run: its receipt is `/Payment/GetReceiptPdf/{journalId}`. */
  journalId: v.nullable(v.string()),
  transferId: v.nullable(v.string()),
  ranAt: v.string(),
});
export type StandingOrderRun = v.InferOutput<typeof StandingOrderRunSchema>;

export const StandingOrderListSchema = v.object({ orders: v.array(StandingOrderSchema) });
export type StandingOrderList = v.InferOutput<typeof StandingOrderListSchema>;

/** `GET /StandingOrder/GetOrder/{id}` and every change's answer: the order, its runs (newest first), its next dates. */
export const StandingOrderDetailSchema = v.object({
  order: StandingOrderSchema,
  runs: v.array(StandingOrderRunSchema),
  upcoming: v.array(v.string()),
});
export type StandingOrderDetail = v.InferOutput<typeof StandingOrderDetailSchema>;

/** What Create answers: the new order, or a corporate maker's order stored to wait for approvals (995, issue 17). */
export const CreateStandingOrderOutcomeSchema = v.union([StandingOrderDetailSchema, WaitingOperationSchema]);

/** `/dashboard/my-orders/detail?id=` and `/update?id=`. */
export const StandingOrderSearchSchema = v.object({
  id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

/** `/dashboard/my-orders/create?kind=Bill&biller=<code>&subscriber=<no>` (BILLS's receipt offers it). */
export const CreateOrderSearchSchema = v.object({
  kind: v.fallback(v.optional(v.picklist(STANDING_ORDER_KINDS)), undefined),
  ...billerSearchEntries,
});

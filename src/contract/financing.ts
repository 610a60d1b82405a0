/**
 * Financing (issue 15): the customer's murabaha financings (vehicle, housing, goods). The bank bought
 * the asset and sold it on at its cost plus a profit share ("kâr payı") fixed in the contract; the
 * customer pays it back in equal monthly installments, each split into principal, profit share and
 * the taxes on the profit share (KKDF, BSMV; none on housing). An unpaid installment past its due
 * date carries a late charge ("gecikme cezası"). Amounts are decimal strings (TRY).
 */
import * as v from 'valibot';
import { ACCOUNT_NUMBER_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { ApproverInfoSchema, VerificationFieldsSchema } from './transfers';

export const FINANCING_KINDS = ['Vehicle', 'Housing', 'Goods'] as const;
export type FinancingKind = (typeof FINANCING_KINDS)[number];

export const FINANCING_STATUSES = ['Active', 'Closed'] as const;

/** An installment as stored: unpaid, paid, or closed by an early payoff. */
export const INSTALLMENT_STATUSES = ['Due', 'Paid', 'Settled'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

/** As shown: paid, closed by the payoff, unpaid past its due date, or still to come. */
export const INSTALLMENT_STATES = ['Paid', 'Settled', 'Overdue', 'Due'] as const;
export type InstallmentState = (typeof INSTALLMENT_STATES)[number];

export const FINANCING_PAYMENT_KINDS = ['Installments', 'Payoff'] as const;

const amount = v.string();
const date = v.pipe(v.string(), v.isoDate());

export const FinancingInstallmentSchema = v.object({
  id: v.string(),
  no: v.number(),
  dueDate: date,
  /** Principal + profit share + KKDF + BSMV. */
  amount,
  principal: amount,
  profitShare: amount,
  kkdf: amount,
  bsmv: amount,
  /** What is left of the principal after this installment. */
  remainingPrincipal: amount,
  state: v.picklist(INSTALLMENT_STATES),
  /** Late charge: accrued to today while overdue, as paid once paid; "0.00" otherwise. */
  lateCharge: amount,
  /** What paying it takes now (amount + late charge); "0.00" once paid. */
  payable: amount,
  paidAt: v.nullable(v.string()),
});
export type FinancingInstallment = v.InferOutput<typeof FinancingInstallmentSchema>;

export const FinancingSummarySchema = v.object({
  id: v.string(),
  kind: v.picklist(FINANCING_KINDS),
  /** The product's name in the caller's language ("Taşıt Finansmanı"). */
  name: v.string(),
  /** What was financed ("2023 Toyota Corolla 1.5"). */
  asset: v.string(),
  reference: v.string(),
  status: v.picklist(FINANCING_STATUSES),
  currency: v.literal('TRY'),
  /** The asset's cost the bank paid: the principal. */
  principal: amount,
  totalProfitShare: amount,
  /** Monthly profit share rate in percent ("1.89"), and the yearly one (12 x). */
  monthlyRatePercent: v.string(),
  yearlyRatePercent: v.string(),
  termMonths: v.number(),
  paidCount: v.number(),
  overdueCount: v.number(),
  remainingPrincipal: amount,
  startDate: date,
  /** The first unpaid installment; null once closed. */
  nextInstallment: v.nullable(FinancingInstallmentSchema),
});
export type FinancingSummary = v.InferOutput<typeof FinancingSummarySchema>;

export const FinancingListSchema = v.object({ financings: v.array(FinancingSummarySchema) });
export type FinancingList = v.InferOutput<typeof FinancingListSchema>;

export const FinancingDetailSchema = v.object({
  ...FinancingSummarySchema.entries,
  kkdfPercent: v.string(),
  bsmvPercent: v.string(),
  /** Every installment's amount summed: principal, profit share and taxes. */
  totalAmount: amount,
  installments: v.array(FinancingInstallmentSchema),
  /** The contract's id in my documents (`doc-<uuid>`, for GET /Document/GetDocumentPdf/{id}). */
  contractDocumentId: v.nullable(v.string()),
});
export type FinancingDetail = v.InferOutput<typeof FinancingDetailSchema>;

/**
 * Paying a financing off today: what is due and overdue in full, the principal left, the profit share
 * accrued since the last due date (with its taxes); the rest of the profit share is waived (Tüketici
 * Kredisi Sözleşmeleri Yönetmeliği art. 15-17). Housing may carry an early repayment fee.
 */
export const FinancingPayoffSchema = v.object({
  financingId: v.string(),
  asOf: date,
  /** Installments due up to today, with their late charges. */
  dueInstallmentsTotal: amount,
  remainingPrincipal: amount,
  accruedProfitShare: amount,
  /** KKDF + BSMV on the accrued profit share. */
  accruedTaxes: amount,
  earlyRepaymentFee: amount,
  earlyRepaymentFeePercent: v.string(),
  /** Profit share (and its taxes) of the remaining plan the customer no longer pays. */
  waivedProfitShare: amount,
  total: amount,
});
export type FinancingPayoff = v.InferOutput<typeof FinancingPayoffSchema>;

/** An unpaid installment with its financing, for the payments area's list. */
export const DueInstallmentSchema = v.object({
  ...FinancingInstallmentSchema.entries,
  financingId: v.string(),
  financingName: v.string(),
  asset: v.string(),
});
export type DueInstallment = v.InferOutput<typeof DueInstallmentSchema>;

export const DueInstallmentListSchema = v.object({ installments: v.array(DueInstallmentSchema) });

const sourceAccountNumber = v.pipe(
  v.string(),
  v.nonEmpty(IssueKey.Required),
  v.regex(ACCOUNT_NUMBER_PATTERN, IssueKey.Invalid),
);
const uuid = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.uuid(IssueKey.Invalid));

/**
 * `POST /Financing/PayInstallments`: installments of one or more financings; within a financing they
 * must be its oldest unpaid ones (the next, or the next few, in order).
 */
export const PayInstallmentsRequestSchema = v.object({
  sourceAccountNumber,
  installmentIds: v.pipe(v.array(uuid), v.minLength(1, IssueKey.Required), v.maxLength(120, IssueKey.Invalid)),
});
export type PayInstallmentsRequest = v.InferOutput<typeof PayInstallmentsRequestSchema>;
export const PayInstallmentsSchema = v.object({
  ...PayInstallmentsRequestSchema.entries,
  ...VerificationFieldsSchema.entries,
});

/** `POST /Financing/PayOff`: the whole financing today at the payoff amount. */
export const PayOffRequestSchema = v.object({ sourceAccountNumber, financingId: uuid });
export type PayOffRequest = v.InferOutput<typeof PayOffRequestSchema>;
export const PayOffSchema = v.object({ ...PayOffRequestSchema.entries, ...VerificationFieldsSchema.entries });

export const FinancingPaymentItemSchema = v.object({
  financingId: v.string(),
  financingName: v.string(),
  installmentNo: v.number(),
  amount,
  lateCharge: amount,
});

export const FinancingReceiptSchema = v.object({
  paymentId: v.string(),
  journalId: v.string(),
  reference: v.string(),
  kind: v.picklist(FINANCING_PAYMENT_KINDS),
  sourceAccountNumber: v.string(),
  amount,
  currency: v.literal('TRY'),
  items: v.array(FinancingPaymentItemSchema),
  payoff: v.nullable(FinancingPayoffSchema),
  createdAt: v.string(),
});
export type FinancingReceipt = v.InferOutput<typeof FinancingReceiptSchema>;

/** What PayInstallments and PayOff answer: a challenge first (201/202/203), then the receipt. */
export const PayFinancingAnswerSchema = v.union([FinancingReceiptSchema, ApproverInfoSchema]);

export const isFinancingReceipt = (value: unknown): value is FinancingReceipt => v.is(FinancingReceiptSchema, value);

/** `/dashboard/my-financings/detail?id=` and its payment pages. */
export const FinancingIdSearchSchema = v.object({
  id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

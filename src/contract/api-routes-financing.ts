/** The route table's financing calls (issue 15); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import {
  DueInstallmentListSchema,
  FinancingDetailSchema,
  FinancingListSchema,
  FinancingPayoffSchema,
  FinancingReceiptSchema,
  PayFinancingAnswerSchema,
  PayInstallmentsSchema,
  PayOffSchema,
} from './financing';

const tag = 'Financing';
const id = { id: IdParam };
const CHALLENGE = [ActionCode.TransactionOtp, ActionCode.TransactionPush, ActionCode.TransactionEmail];

export const FINANCING_ROUTES: readonly ApiRoute[] = [
  call({
    path: '/Financing/GetFinancings',
    name: 'getFinancings',
    tag,
    summary:
      "The customer's murabaha financings (vehicle, housing, goods): principal, profit share, remaining principal, the next installment and overdue count, status.",
    data: FinancingListSchema,
  }),
  call({
    path: '/Financing/GetFinancing/{id}',
    name: 'getFinancing',
    tag,
    summary:
      'One financing with its whole plan: per installment the due date, amount, principal, profit share (kâr payı), KKDF, BSMV, remaining principal, state (paid, settled, overdue with its late charge to date, due); and its contract in my documents.',
    params: id,
    data: FinancingDetailSchema,
  }),
  call({
    path: '/Financing/GetPayoff/{id}',
    name: 'getFinancingPayoff',
    tag,
    summary:
      'What paying the financing off today takes: installments due with late charges, the remaining principal, the profit share accrued since the last due date with its taxes, a housing early repayment fee; the rest of the profit share is waived.',
    params: id,
    data: FinancingPayoffSchema,
  }),
  call({
    path: '/Financing/GetDueInstallments',
    name: 'getFinancingDueInstallments',
    tag,
    summary:
      "Every overdue installment of the customer's active financings and each financing's next one, with what paying it takes now (late charge included).",
    data: DueInstallmentListSchema,
  }),
  call({
    path: '/Financing/PayInstallments',
    name: 'payFinancingInstallments',
    tag,
    summary:
      "Pays installments (of one or more financings; within a financing its oldest unpaid ones, in order) from the customer's TRY current account: first a challenge (201/202/203), then with the code the receipt (630). An installment already paid is refused (`financing.installmentPaid`).",
    body: PayInstallmentsSchema,
    data: PayFinancingAnswerSchema,
    actionCodes: [...CHALLENGE, ActionCode.FinancingInstallmentsPaid],
    idempotent: true,
  }),
  call({
    path: '/Financing/PayOff',
    name: 'payOffFinancing',
    tag,
    summary:
      "Pays a financing off early at today's payoff amount (GetPayoff) from the customer's TRY current account: a challenge first, then the receipt (631); the financing closes.",
    body: PayOffSchema,
    data: PayFinancingAnswerSchema,
    actionCodes: [...CHALLENGE, ActionCode.FinancingPaidOff],
    idempotent: true,
  }),
  call({
    path: '/Financing/GetPayment/{id}',
    name: 'getFinancingPayment',
    tag,
    summary: "One of the customer's financing payments: its receipt.",
    params: id,
    data: FinancingReceiptSchema,
  }),
];

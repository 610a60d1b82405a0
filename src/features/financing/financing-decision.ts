import type { FinancingPaymentBody } from '../../api/financing';
import type { FinancingPayoff, FinancingReceipt } from '../../contract/financing';
import { decisionStore } from '../../lib/decision-store';

/** One installment as the approve step lists it. */
export interface PlannedInstallment {
  financingName: string;
  no: number;
  dueDate: string;
  amount: string;
  lateCharge: string;
  payable: string;
}

/** What the approve step shows before the code: the installments or the payoff, the total and the account. */
export interface FinancingPaymentPlan {
  items: PlannedInstallment[];
  payoff: (FinancingPayoff & { financingName: string }) | null;
  amount: string;
  accountName: string;
}

/** Paying financing installments or paying a financing off: the request, the plan, its key, then the receipt. */
export const financingDecision = decisionStore<FinancingPaymentBody, FinancingPaymentPlan, FinancingReceipt>(
  'financing',
);

/** Where a payment was started: a financing's payment page, or the payments area's list. */
export const FINANCING_ORIGIN = { detail: 'financing-detail-payment', due: 'financing-installment-payment' } as const;

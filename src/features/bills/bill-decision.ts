import type { BillPaymentReceipt, BillPaymentRequest, OpenBills } from '../../contract/bills';
import type { BillCategory } from '../../contract/payments';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { decisionStore } from '../../lib/decision-store';
import { isWaitingOperation } from '../../lib/waiting-operation';

/** What the summary shows: the institution, the subscriber, the chosen bills and the account. */
export interface BillPaymentPlan {
  category: BillCategory;
  billerName: string;
  subscriberLabel: string;
  maskedSubscriberName: string;
  bills: OpenBills['bills'];
  total: string;
  source: { accountNumber: string; name: string; availableBalance: string };
}

/**
 * The bill payment being decided: the request, its summary, its Idempotency-Key and then the receipt,
 * or a corporate maker's payment stored to wait for approvals.
 */
export const billDecision = decisionStore<BillPaymentRequest, BillPaymentPlan, BillPaymentReceipt | WaitingOperation>(
  'bill-payment',
);

export const isBillReceipt = (data: unknown): data is BillPaymentReceipt =>
  typeof data === 'object' && data !== null && 'paymentId' in data && 'journalId' in data;

/** Pay's final answer: the receipt or the waiting operation (995). */
export const isBillOutcome = (data: unknown): data is BillPaymentReceipt | WaitingOperation =>
  isBillReceipt(data) || isWaitingOperation(data);

import type { BillPaymentReceipt, BillPaymentRequest, OpenBills } from '../../contract/bills';
import type { BillCategory } from '../../contract/payments';
import { decisionStore } from '../../lib/decision-store';

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

/** The bill payment being decided: the request, its summary, its Idempotency-Key and then the receipt. */
export const billDecision = decisionStore<BillPaymentRequest, BillPaymentPlan, BillPaymentReceipt>('bill-payment');

export const isBillReceipt = (data: unknown): data is BillPaymentReceipt =>
  typeof data === 'object' && data !== null && 'paymentId' in data && 'journalId' in data;

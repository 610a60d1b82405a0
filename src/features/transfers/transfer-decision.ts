import type { TransferReceipt, TransferRequest, TransferSummary } from '../../contract/transfers';
import { TRANSFER_FORMS, type TransferForm } from '../../contract/transfer-routes';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { decisionStore } from '../../lib/decision-store';
import { isWaitingOperation } from '../../lib/waiting-operation';

/**
 * The transfer being decided: the request, its previewed summary, its Idempotency-Key and then the
 * receipt, or a corporate maker's operation stored to wait for approvals.
 */
export const transferDecision = decisionStore<TransferRequest, TransferSummary, TransferReceipt | WaitingOperation>(
  'transfer',
);

export const isReceipt = (data: unknown): data is TransferReceipt =>
  typeof data === 'object' && data !== null && 'transferId' in data && 'status' in data;

/** Execute's final answer: the receipt or the waiting operation (995). */
export const isTransferOutcome = (data: unknown): data is TransferReceipt | WaitingOperation =>
  isReceipt(data) || isWaitingOperation(data);

export const asTransferForm = (origin: string | undefined): TransferForm =>
  (TRANSFER_FORMS as readonly string[]).includes(origin ?? '') ? (origin as TransferForm) : 'to-iban';

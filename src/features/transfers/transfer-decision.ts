import type { TransferReceipt, TransferRequest, TransferSummary } from '../../contract/transfers';
import { TRANSFER_FORMS, type TransferForm } from '../../contract/transfer-routes';
import { decisionStore } from '../../lib/decision-store';

/** The transfer being decided: the request, its previewed summary, its Idempotency-Key and then the receipt. */
export const transferDecision = decisionStore<TransferRequest, TransferSummary, TransferReceipt>('transfer');

export const isReceipt = (data: unknown): data is TransferReceipt =>
  typeof data === 'object' && data !== null && 'transferId' in data && 'status' in data;

export const asTransferForm = (origin: string | undefined): TransferForm =>
  (TRANSFER_FORMS as readonly string[]).includes(origin ?? '') ? (origin as TransferForm) : 'to-iban';

import type { TransferForm } from '../../contract/transfer-routes';
import type { TransferReceipt, TransferRequest, TransferSummary } from '../../contract/transfers';
import { onSessionReset } from '../../lib/session-reset';

/**
 * The transfer in progress, in memory only (never storage): the request and its previewed summary for
 * the summary-confirm route, the receipt for the success page, and each form's last values so going
 * back from the summary (or an error) loses nothing. A reload starts over.
 */
export interface PendingTransfer {
  form: TransferForm;
  request: TransferRequest;
  summary: TransferSummary;
}

let pending: PendingTransfer | undefined;
let receipt: TransferReceipt | undefined;
const drafts = new Map<TransferForm, Record<string, string>>();

export const transferFlow = {
  pending: () => pending,
  setPending: (next: PendingTransfer | undefined) => {
    pending = next;
  },
  receipt: () => receipt,
  setReceipt: (next: TransferReceipt | undefined) => {
    receipt = next;
  },
  draft: (form: TransferForm) => drafts.get(form),
  saveDraft: (form: TransferForm, values: Record<string, string>) => void drafts.set(form, values),
  clearDraft: (form: TransferForm) => void drafts.delete(form),
  clear: () => {
    pending = undefined;
    receipt = undefined;
    drafts.clear();
  },
};

onSessionReset(transferFlow.clear);

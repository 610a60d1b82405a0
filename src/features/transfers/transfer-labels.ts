import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransferStatus } from '../../contract/transfers';

export { TRANSFER_TYPE_LABEL } from '../../lib/transfer-type-labels';

export const TRANSFER_STATUS_LABEL: Record<TransferStatus, MessageDescriptor> = {
  Completed: msg({ id: 'transfer.status.completed', message: 'Completed' }),
  Pending: msg({ id: 'transfer.status.pending', message: 'Pending at the clearing house' }),
  Scheduled: msg({ id: 'transfer.status.scheduled', message: 'Scheduled for the next EFT window' }),
  Held: msg({ id: 'transfer.status.held', message: 'Held as a secure payment' }),
  Cancelled: msg({ id: 'transfer.status.cancelled', message: 'Cancelled' }),
  Returned: msg({ id: 'transfer.status.returned', message: 'Returned' }),
};

/** The unit an amount input shows: TL for TRY, the code otherwise. */
export const currencyLabel = (currency: string | undefined): string =>
  !currency || currency === 'TRY' ? 'TL' : currency;

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EasyAddressType } from '../../contract/easy-addresses';
import type { TransferStatus, TransferType } from '../../contract/transfers';

/** Participation-bank words: havale, virman, EFT, FAST. */
export const TRANSFER_TYPE_LABEL: Record<TransferType, MessageDescriptor> = {
  Remittance: msg({ id: 'transfer.type.remittance', message: 'Remittance (havale)' }),
  Virement: msg({ id: 'transfer.type.virement', message: 'Virement (between own accounts)' }),
  EFT: msg({ id: 'transfer.type.eft', message: 'EFT' }),
  FAST: msg({ id: 'transfer.type.fast', message: 'FAST' }),
};

export const TRANSFER_STATUS_LABEL: Record<TransferStatus, MessageDescriptor> = {
  Completed: msg({ id: 'transfer.status.completed', message: 'Completed' }),
  Pending: msg({ id: 'transfer.status.pending', message: 'Pending at the clearing house' }),
  Scheduled: msg({ id: 'transfer.status.scheduled', message: 'Scheduled for the next EFT window' }),
  Held: msg({ id: 'transfer.status.held', message: 'Held as a secure payment' }),
  Cancelled: msg({ id: 'transfer.status.cancelled', message: 'Cancelled' }),
  Returned: msg({ id: 'transfer.status.returned', message: 'Returned' }),
};

export const EASY_ADDRESS_TYPE_LABEL: Record<EasyAddressType, MessageDescriptor> = {
  PhoneNumber: msg({ id: 'easyAddress.type.phone', message: 'Phone number' }),
  IdentityNumber: msg({ id: 'easyAddress.type.identity', message: 'Identity number (TCKN)' }),
  Email: msg({ id: 'easyAddress.type.email', message: 'E-mail' }),
  TaxNumber: msg({ id: 'easyAddress.type.tax', message: 'Tax number (VKN)' }),
  ForeignIdentityNumber: msg({ id: 'easyAddress.type.foreign', message: 'Foreign identity number (YKN)' }),
  PassportNumber: msg({ id: 'easyAddress.type.passport', message: 'Passport number' }),
};

/** The unit an amount input shows: TL for TRY, the code otherwise. */
export const currencyLabel = (currency: string | undefined): string =>
  !currency || currency === 'TRY' ? 'TL' : currency;

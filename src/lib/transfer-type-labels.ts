import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransferType } from '../contract/transfers';

/** Participation-bank words: havale, virman, EFT, FAST. */
export const TRANSFER_TYPE_LABEL: Record<TransferType, MessageDescriptor> = {
  Remittance: msg({ id: 'transfer.type.remittance', message: 'Remittance (havale)' }),
  Virement: msg({ id: 'transfer.type.virement', message: 'Virement (between own accounts)' }),
  EFT: msg({ id: 'transfer.type.eft', message: 'EFT' }),
  FAST: msg({ id: 'transfer.type.fast', message: 'FAST' }),
};

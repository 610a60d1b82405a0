/** The words of the cards area's enums in both languages (card pictures, lists, details and sub-pages). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardTransactionLineKind } from '../../contract/card-transactions';
import type { CardChannel, CardKind, CardStatus, CardStatusReason } from '../../contract/cards';

export const CARD_KIND_LABEL: Record<CardKind, MessageDescriptor> = {
  Debit: msg({ id: 'cards.kind.debit', message: 'Debit card' }),
  Credit: msg({ id: 'cards.kind.credit', message: 'Credit card' }),
  Virtual: msg({ id: 'cards.kind.virtual', message: 'Virtual card' }),
};

export const CARD_STATUS_LABEL: Record<CardStatus, MessageDescriptor> = {
  Active: msg({ id: 'cards.status.active', message: 'Active' }),
  Frozen: msg({ id: 'cards.status.frozen', message: 'Frozen' }),
  Blocked: msg({ id: 'cards.status.blocked', message: 'Blocked' }),
  Cancelled: msg({ id: 'cards.status.cancelled', message: 'Cancelled' }),
  Closed: msg({ id: 'cards.status.closed', message: 'Closed' }),
};

/** One palette for card states: green live, blue frozen (undone by the customer), red blocked, grey ended. */
export const CARD_STATUS_PALETTE: Record<CardStatus, string> = {
  Active: 'green',
  Frozen: 'blue',
  Blocked: 'red',
  Cancelled: 'gray',
  Closed: 'gray',
};

export const CARD_STATUS_REASON_LABEL: Record<CardStatusReason, MessageDescriptor> = {
  Lost: msg({ id: 'cards.reason.lost', message: 'Reported lost' }),
  Stolen: msg({ id: 'cards.reason.stolen', message: 'Reported stolen' }),
  Customer: msg({ id: 'cards.reason.customer', message: 'At your request' }),
  Bank: msg({ id: 'cards.reason.bank', message: 'By the bank' }),
  Expired: msg({ id: 'cards.reason.expired', message: 'Expired' }),
  Replaced: msg({ id: 'cards.reason.replaced', message: 'Replaced by a new card' }),
};

export const CARD_CHANNEL_LABEL: Record<CardChannel, MessageDescriptor> = {
  Chip: msg({ id: 'cards.channel.chip', message: 'Chip and PIN' }),
  Contactless: msg({ id: 'cards.channel.contactless', message: 'Contactless' }),
  Online: msg({ id: 'cards.channel.online', message: 'Online' }),
  Atm: msg({ id: 'cards.channel.atm', message: 'ATM' }),
};

export const CARD_LINE_KIND_LABEL: Record<CardTransactionLineKind, MessageDescriptor> = {
  Purchase: msg({ id: 'cards.line.purchase', message: 'Purchase' }),
  Refund: msg({ id: 'cards.line.refund', message: 'Refund' }),
  CashAdvance: msg({ id: 'cards.line.cashAdvance', message: 'Cash advance' }),
  Withdrawal: msg({ id: 'cards.line.withdrawal', message: 'Cash withdrawal' }),
  Fee: msg({ id: 'cards.line.fee', message: 'Fee' }),
  LateCharge: msg({ id: 'cards.line.lateCharge', message: 'Late charge' }),
  ProfitShare: msg({ id: 'cards.line.profitShare', message: 'Profit share' }),
  Payment: msg({ id: 'cards.line.payment', message: 'Payment to the card' }),
};

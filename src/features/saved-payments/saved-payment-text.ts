import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SavedPayment } from '../../contract/saved-payments';
import type { SavedPaymentKind } from '../../contract/payments';

export const SAVED_KIND_LABEL: Record<SavedPaymentKind, MessageDescriptor> = {
  Bill: msg({ id: 'savedPayments.kind.bill', message: 'Bill' }),
  CardDebt: msg({ id: 'savedPayments.kind.card', message: 'Credit card debt' }),
};

/** What a saved payment pays: the institution and subscriber number, or the issuer and the card (masked). */
export const savedTargetText = (i18n: I18n, item: SavedPayment): string =>
  [
    i18n._(SAVED_KIND_LABEL[item.kind]),
    item.kind === 'Bill' ? item.billerName : item.bankName,
    item.kind === 'Bill' ? item.subscriberNo : item.maskedCardNumber,
  ]
    .filter(Boolean)
    .join(' · ');

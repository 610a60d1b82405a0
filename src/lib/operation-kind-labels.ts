import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OperationKind } from '../contract/corporate-roles';

/** The names of the operation kinds a corporate approval rule and a waiting operation name (issue 17). */
export const KIND_LABEL: Record<OperationKind, MessageDescriptor> = {
  transfer: msg({ id: 'corporateAdmin.kind.transfer', message: 'Money transfer' }),
  billPayment: msg({ id: 'corporateAdmin.kind.billPayment', message: 'Bill payment' }),
  cardPayment: msg({ id: 'corporateAdmin.kind.cardPayment', message: 'Card payment' }),
  standingOrder: msg({ id: 'corporateAdmin.kind.standingOrder', message: 'Standing order' }),
  cardOperation: msg({ id: 'corporateAdmin.kind.cardOperation', message: 'Card operation' }),
  accountOperation: msg({ id: 'corporateAdmin.kind.accountOperation', message: 'Account operation' }),
  trade: msg({ id: 'corporateAdmin.kind.trade', message: 'Currency or gold trade' }),
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ArrowLeftRight,
  Banknote,
  CreditCard,
  Gem,
  HandCoins,
  Landmark,
  Receipt,
  Repeat,
  ShieldCheck,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import type { LastTransactionKind, LastTransactionStatus } from '../../contract/last-transactions';

export const KIND_LABEL: Record<LastTransactionKind, MessageDescriptor> = {
  Transfer: msg({ id: 'lastTransactions.kind.transfer', message: 'Money transfer' }),
  SecurePayment: msg({ id: 'lastTransactions.kind.securePayment', message: 'Secure payment' }),
  BillPayment: msg({ id: 'lastTransactions.kind.billPayment', message: 'Bill payment' }),
  CardDebtPayment: msg({ id: 'lastTransactions.kind.cardDebtPayment', message: 'Card debt payment' }),
  StandingOrderRun: msg({ id: 'lastTransactions.kind.standingOrderRun', message: 'Standing order' }),
  AccountOpening: msg({ id: 'lastTransactions.kind.accountOpening', message: 'Account opening' }),
  FxTrade: msg({ id: 'lastTransactions.kind.fxTrade', message: 'Currency exchange' }),
  GoldOrder: msg({ id: 'lastTransactions.kind.goldOrder', message: 'Gold order' }),
  Financing: msg({ id: 'lastTransactions.kind.financing', message: 'Financing' }),
  CardSpending: msg({ id: 'lastTransactions.kind.cardSpending', message: 'Card spending' }),
  Other: msg({ id: 'lastTransactions.kind.other', message: 'Other' }),
};

export const KIND_ICON: Record<LastTransactionKind, LucideIcon> = {
  Transfer: ArrowLeftRight,
  SecurePayment: ShieldCheck,
  BillPayment: Receipt,
  CardDebtPayment: CreditCard,
  StandingOrderRun: Repeat,
  AccountOpening: Landmark,
  FxTrade: Banknote,
  GoldOrder: Gem,
  Financing: HandCoins,
  CardSpending: ShoppingBag,
  Other: Banknote,
};

export const STATUS_LABEL: Record<LastTransactionStatus, MessageDescriptor> = {
  Completed: msg({ id: 'lastTransactions.status.completed', message: 'Completed' }),
  Pending: msg({ id: 'lastTransactions.status.pending', message: 'Pending at the clearing house' }),
  Scheduled: msg({ id: 'lastTransactions.status.scheduled', message: 'Scheduled' }),
  Held: msg({ id: 'lastTransactions.status.held', message: 'Held as a secure payment' }),
  Cancelled: msg({ id: 'lastTransactions.status.cancelled', message: 'Cancelled' }),
  Returned: msg({ id: 'lastTransactions.status.returned', message: 'Returned' }),
};

/** The one status palette of every area. */
export const STATUS_PALETTE: Record<LastTransactionStatus, string> = {
  Completed: 'green',
  Pending: 'blue',
  Scheduled: 'purple',
  Held: 'orange',
  Cancelled: 'gray',
  Returned: 'red',
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OperationScope } from '../../api/corporate-operations';
import type { CorporateOperation, OperationStatus } from '../../contract/corporate-operations';

export const STATUS_LABEL: Record<OperationStatus, MessageDescriptor> = {
  Waiting: msg({ id: 'corporateOps.status.waiting', message: 'Waiting for approval' }),
  Posted: msg({ id: 'corporateOps.status.posted', message: 'Posted' }),
  Rejected: msg({ id: 'corporateOps.status.rejected', message: 'Rejected' }),
  Expired: msg({ id: 'corporateOps.status.expired', message: 'Expired' }),
  Failed: msg({ id: 'corporateOps.status.failed', message: 'Failed' }),
};

export const STATUS_PALETTE: Record<OperationStatus, string> = {
  Waiting: 'orange',
  Posted: 'green',
  Rejected: 'red',
  Expired: 'gray',
  Failed: 'red',
};

export const SCOPE_LABEL: Record<OperationScope, MessageDescriptor> = {
  waiting: msg({ id: 'corporateOps.tab.waiting', message: 'Waiting for my approval' }),
  mine: msg({ id: 'corporateOps.tab.mine', message: 'Started by me' }),
  history: msg({ id: 'corporateOps.tab.history', message: 'History' }),
};

export const SCOPE_EMPTY: Record<OperationScope, MessageDescriptor> = {
  waiting: msg({ id: 'corporateOps.empty.waiting', message: 'Nothing is waiting for your approval.' }),
  mine: msg({ id: 'corporateOps.empty.mine', message: 'You have not started an operation that needs approvals.' }),
  history: msg({ id: 'corporateOps.empty.history', message: 'No operation has ended yet.' }),
};

/** The summary's fields the detail names, in this order; the others are not shown. */
export const SUMMARY_LABEL: Record<string, MessageDescriptor> = {
  sourceAccountNumber: msg({ id: 'corporateOps.summary.source', message: 'From account' }),
  receiver: msg({ id: 'corporateOps.summary.receiver', message: 'Receiver' }),
  receiverAccount: msg({ id: 'corporateOps.summary.receiverAccount', message: 'Receiver’s account' }),
  bankName: msg({ id: 'corporateOps.summary.bank', message: 'Bank' }),
  transferType: msg({ id: 'corporateOps.summary.transferType', message: 'Transfer type' }),
  subscriberNo: msg({ id: 'corporateOps.summary.subscriber', message: 'Subscriber number' }),
  bills: msg({ id: 'corporateOps.summary.bills', message: 'Bills' }),
  fee: msg({ id: 'corporateOps.summary.fee', message: 'Fee' }),
  description: msg({ id: 'corporateOps.summary.description', message: 'Description' }),
  card: msg({ id: 'corporateOps.summary.card', message: 'Card' }),
  side: msg({ id: 'corporateOps.summary.side', message: 'Buy or sell' }),
  indicativeRate: msg({ id: 'corporateOps.summary.indicativeRate', message: 'Price when started (indicative)' }),
  indicativeTryAmount: msg({ id: 'corporateOps.summary.indicativeTryAmount', message: 'TL amount (indicative)' }),
  accountKind: msg({ id: 'corporateOps.summary.accountKind', message: 'Account type' }),
  termMonths: msg({ id: 'corporateOps.summary.termMonths', message: 'Term (months)' }),
  orderName: msg({ id: 'corporateOps.summary.orderName', message: 'Standing order name' }),
  frequency: msg({ id: 'corporateOps.summary.frequency', message: 'Frequency' }),
  firstDate: msg({ id: 'corporateOps.summary.firstDate', message: 'First payment date' }),
};

/** The summary's coded values the detail names (a trade's side, a new account's type, an order's frequency); the others show as they are. */
export const SUMMARY_VALUE_LABEL: Record<string, Record<string, MessageDescriptor>> = {
  side: {
    Buy: msg({ id: 'market.side.buy', message: 'Buy' }),
    Sell: msg({ id: 'market.side.sell', message: 'Sell' }),
  },
  accountKind: {
    Current: msg({ id: 'corporateOps.accountKind.current', message: 'Current account' }),
    Participation: msg({ id: 'createAccount.kind.participation', message: 'Participation account' }),
  },
  // A standing order's frequency, as the standing-order pages name it.
  frequency: {
    Daily: msg({ id: 'standingOrders.frequency.daily', message: 'Every day' }),
    Weekly: msg({ id: 'standingOrders.frequency.weekly', message: 'Every week' }),
    Monthly: msg({ id: 'standingOrders.frequency.monthly', message: 'Every month' }),
    EveryNMonths: msg({ id: 'standingOrders.frequency.everyNMonths', message: 'Every few months' }),
  },
};

/** The row's one-line "to whom": the receiver, else the subscriber number. */
export const receiverOf = (op: CorporateOperation): string =>
  op.summary.receiver ?? op.summary.subscriberNo ?? op.summary.receiverAccount ?? '';

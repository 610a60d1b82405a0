import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '../../contract/headers';
import type {
  StandingOrderFrequency,
  StandingOrderKind,
  StandingOrderRunStatus,
  StandingOrderStatus,
} from '../../contract/payments';
import type { StandingOrder } from '../../contract/standing-orders';

export const ORDER_KIND_LABEL: Record<StandingOrderKind, MessageDescriptor> = {
  Transfer: msg({ id: 'standingOrders.kind.transfer', message: 'Money transfer' }),
  Bill: msg({ id: 'standingOrders.kind.bill', message: 'Automatic bill payment' }),
};

export const ORDER_STATUS_LABEL: Record<StandingOrderStatus, MessageDescriptor> = {
  Active: msg({ id: 'standingOrders.status.active', message: 'Active' }),
  Paused: msg({ id: 'standingOrders.status.paused', message: 'Paused' }),
  Cancelled: msg({ id: 'standingOrders.status.cancelled', message: 'Cancelled' }),
  Completed: msg({ id: 'standingOrders.status.completed', message: 'Completed' }),
};

export const ORDER_STATUS_PALETTE: Record<StandingOrderStatus, string> = {
  Active: 'green',
  Paused: 'orange',
  Cancelled: 'gray',
  Completed: 'blue',
};

export const RUN_STATUS_LABEL: Record<StandingOrderRunStatus, MessageDescriptor> = {
  Completed: msg({ id: 'standingOrders.run.completed', message: 'Paid' }),
  Failed: msg({ id: 'standingOrders.run.failed', message: 'Not paid' }),
  Skipped: msg({ id: 'standingOrders.run.skipped', message: 'Skipped' }),
  Waiting: msg({ id: 'standingOrders.run.waiting', message: 'Waiting' }),
};

export const FREQUENCY_LABEL: Record<StandingOrderFrequency, MessageDescriptor> = {
  Daily: msg({ id: 'standingOrders.frequency.daily', message: 'Every day' }),
  Weekly: msg({ id: 'standingOrders.frequency.weekly', message: 'Every week' }),
  Monthly: msg({ id: 'standingOrders.frequency.monthly', message: 'Every month' }),
  EveryNMonths: msg({ id: 'standingOrders.frequency.everyNMonths', message: 'Every few months' }),
};

/** "Every month on day 31", "Every 3 months on day 15", "Every week", "Every day". */
export const frequencyText = (
  i18n: I18n,
  order: Pick<StandingOrder, 'frequency' | 'intervalMonths' | 'dayOfMonth'>,
): string => {
  const day = order.dayOfMonth ?? 1;
  const months = order.intervalMonths;
  if (order.frequency === 'Monthly')
    return i18n._(msg({ id: 'standingOrders.frequency.monthlyOn', message: `Every month on day ${day}` }));
  if (order.frequency === 'EveryNMonths')
    return i18n._(
      msg({ id: 'standingOrders.frequency.everyNMonthsOn', message: `Every ${months} months on day ${day}` }),
    );
  return i18n._(FREQUENCY_LABEL[order.frequency]);
};

/** Who or what the order pays: the masked receiver with the IBAN or account, or the institution and subscriber. */
export const targetText = (order: StandingOrder): string => {
  if (order.bill) return `${order.bill.billerName} · ${order.bill.subscriberNo}`;
  const receiver = order.receiver;
  if (!receiver) return '';
  const where =
    receiver.iban ??
    receiver.accountNumber ??
    (receiver.easyAddress ? receiver.easyAddress.maskedValue : undefined) ??
    receiver.bankName;
  return [receiver.maskedName, where].filter(Boolean).join(' · ');
};

/** Today's date in Istanbul (the bank's calendar: UTC+3 all year), YYYY-MM-DD. */
export const isoToday = (): string => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** Adds days to a YYYY-MM-DD date. */
export const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type { Language };

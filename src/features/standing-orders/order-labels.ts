import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderTargetMode } from './order-form-values';

export const TARGET_MODE_LABEL: Record<OrderTargetMode, MessageDescriptor> = {
  IBAN: msg({ id: 'standingOrders.mode.iban', message: 'An IBAN' }),
  Account: msg({ id: 'standingOrders.mode.account', message: 'An account number of this bank' }),
  KOLAS: msg({ id: 'standingOrders.mode.kolas', message: 'An easy address' }),
  AccountsBetween: msg({ id: 'standingOrders.mode.own', message: 'One of my accounts' }),
};

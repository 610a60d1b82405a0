import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatIban } from '../../contract/iban';
import type { RegisteredTransaction } from '../../contract/registered-transactions';
import type { TransferTarget } from '../../contract/transfers';

const MODE_TEXT = {
  IBAN: msg({ id: 'registered.mode.iban', message: 'IBAN' }),
  Account: msg({ id: 'registered.mode.account', message: 'Account number' }),
  AccountEft: msg({ id: 'registered.mode.accountEft', message: 'Account at another bank' }),
  Card: msg({ id: 'registered.mode.card', message: 'Credit card' }),
  KOLAS: msg({ id: 'registered.mode.kolas', message: 'Easy address' }),
  AccountsBetween: msg({ id: 'registered.mode.between', message: 'Between my accounts' }),
  Wallet: msg({ id: 'registered.mode.wallet', message: 'Payment wallet' }),
  SecurePayment: msg({ id: 'registered.mode.secure', message: 'Secure payment' }),
} as const;

export const modeText = (i18n: I18n, mode: TransferTarget['mode']): string => i18n._(MODE_TEXT[mode]);

/** One line that identifies the target: "IBAN · TR33 0006 … · Hasan Kaya", a masked card, the alias. */
export const targetSummary = (i18n: I18n, item: RegisteredTransaction): string => {
  const target = item.target;
  const parts: string[] = [modeText(i18n, target.mode)];
  switch (target.mode) {
    case 'IBAN':
    case 'SecurePayment':
      parts.push(formatIban(target.iban), target.receiverName);
      break;
    case 'Account':
    case 'AccountEft':
      parts.push(target.accountNumber, target.receiverName);
      break;
    case 'Card':
      parts.push(`**** **** **** ${target.cardNumber.slice(-4)}`, target.receiverName);
      break;
    case 'KOLAS':
      parts.push(target.value);
      break;
    case 'AccountsBetween':
      parts.push(`${item.sourceAccountNumber ?? ''} → ${target.accountNumber}`);
      break;
    case 'Wallet':
      parts.push(`${target.walletCode} ${target.walletNumber}`, target.receiverName);
      break;
  }
  return parts.join(' · ');
};

/** The send-money route that takes this target, with `?registered=<id>` (the form prefills it). */
export const USE_ROUTE = {
  IBAN: '/dashboard/to-iban',
  Account: '/dashboard/to-account-number',
  AccountEft: '/dashboard/to-account-number',
  Card: '/dashboard/to-credit-card',
  KOLAS: '/dashboard/with-my-easy-address',
  AccountsBetween: '/dashboard/between-my-accounts',
  Wallet: '/dashboard/payment-wallet',
  SecurePayment: '/dashboard/secure-payment-transaction',
} as const satisfies Record<TransferTarget['mode'], string>;

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ShortcutCode } from '../../contract/shortcuts';

/** The label of each menu code a customer may pin. */
export const SHORTCUT_LABELS: Record<ShortcutCode, MessageDescriptor> = {
  MyAccounts: msg({ id: 'shortcut.myAccounts', message: 'My accounts' }),
  CreateAccount: msg({ id: 'shortcut.createAccount', message: 'Open an account' }),
  ToIban: msg({ id: 'shortcut.toIban', message: 'Send to IBAN' }),
  BetweenMyAccounts: msg({ id: 'shortcut.betweenMyAccounts', message: 'Between my accounts' }),
  BillPayment: msg({ id: 'shortcut.billPayment', message: 'Pay a bill' }),
  LastTransactions: msg({ id: 'shortcut.lastTransactions', message: 'Last transactions' }),
  CurrencyAndMetals: msg({ id: 'shortcut.currencyAndMetals', message: 'Currency and precious metals' }),
  BuyPhysicalGold: msg({ id: 'shortcut.buyPhysicalGold', message: 'Buy physical gold' }),
  MyFinancings: msg({ id: 'shortcut.myFinancings', message: 'My financings' }),
  MyDocuments: msg({ id: 'shortcut.myDocuments', message: 'My documents' }),
  ContactUs: msg({ id: 'shortcut.contactUs', message: 'Contact us' }),
  Profile: msg({ id: 'shortcut.profile', message: 'Profile' }),
};

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The localized label of each path segment; an unknown segment shows as it is written. The keys are
 * the `Segment` type, so a page title naming a segment that is not here fails the typecheck.
 */
export const SEGMENT_LABELS = {
  dashboard: msg({ id: 'breadcrumb.dashboard', message: 'Home' }),
  homepage: msg({ id: 'breadcrumb.homepage', message: 'Home page' }),
  'my-accounts': msg({ id: 'breadcrumb.myAccounts', message: 'My accounts' }),
  detail: msg({ id: 'breadcrumb.detail', message: 'Detail' }),
  'create-account': msg({ id: 'breadcrumb.createAccount', message: 'Open an account' }),
  'easy-addresses': msg({ id: 'breadcrumb.easyAddresses', message: 'My easy addresses' }),
  'create-easy-address': msg({ id: 'breadcrumb.createEasyAddress', message: 'Add an easy address' }),
  'registered-transactions': msg({ id: 'breadcrumb.registeredTransactions', message: 'Registered transactions' }),
  'add-registered-transaction': msg({
    id: 'breadcrumb.addRegisteredTransaction',
    message: 'Add a registered transaction',
  }),
  // Only below add-registered-transaction: saving a transfer between one's own accounts.
  'between-accounts': msg({ id: 'breadcrumb.betweenAccounts', message: 'Save a transfer between my accounts' }),
  'to-iban': msg({ id: 'breadcrumb.toIban', message: 'Send to an IBAN' }),
  'between-my-accounts': msg({ id: 'breadcrumb.betweenMyAccounts', message: 'Between my accounts' }),
  'to-account-number': msg({ id: 'breadcrumb.toAccountNumber', message: 'Send to an account number' }),
  'to-credit-card': msg({ id: 'breadcrumb.toCreditCard', message: 'Send to a credit card' }),
  'with-my-easy-address': msg({ id: 'breadcrumb.withMyEasyAddress', message: 'Send to an easy address' }),
  'payment-wallet': msg({ id: 'breadcrumb.paymentWallet', message: 'Send to a payment wallet' }),
  'secure-payment-transaction': msg({ id: 'breadcrumb.securePayment', message: 'Secure payment' }),
  'transaction-summary': msg({ id: 'breadcrumb.transactionSummary', message: 'Check and confirm' }),
  'success-page': msg({ id: 'breadcrumb.successPage', message: 'Transfer sent' }),
  'bill-payment': msg({ id: 'breadcrumb.billPayment', message: 'Bill payment' }),
  // Below bill-payment: a category's institutions and the subscriber's bills.
  category: msg({ id: 'breadcrumb.billCategory', message: 'Find and pay bills' }),
  'last-transactions': msg({ id: 'breadcrumb.lastTransactions', message: 'Last transactions' }),
  'saved-transactions': msg({ id: 'breadcrumb.savedTransactions', message: 'Saved payments' }),
  'pay-another-card-debt': msg({ id: 'breadcrumb.payAnotherCardDebt', message: 'Pay a credit card debt' }),
  'my-orders': msg({ id: 'breadcrumb.myOrders', message: 'My standing orders' }),
  create: msg({ id: 'breadcrumb.create', message: 'New' }),
  // Below a page: editing one of its items, and a decision's summary and outcome.
  update: msg({ id: 'breadcrumb.update', message: 'Edit' }),
  summary: msg({ id: 'breadcrumb.summary', message: 'Check and confirm' }),
  success: msg({ id: 'breadcrumb.success', message: 'Done' }),
  'my-documents': msg({ id: 'breadcrumb.myDocuments', message: 'My documents' }),
  'change-password': msg({ id: 'breadcrumb.changePassword', message: 'Change password' }),
  'contact-us': msg({ id: 'breadcrumb.contactUs', message: 'Contact us' }),
  profile: msg({ id: 'breadcrumb.profile', message: 'Profile' }),
} as const satisfies Record<string, MessageDescriptor>;

/** A path segment with a label of its own. */
export type Segment = keyof typeof SEGMENT_LABELS;

const isSegment = (segment: string): segment is Segment => Object.hasOwn(SEGMENT_LABELS, segment);

export interface Crumb {
  href: string;
  segment: string;
  label?: MessageDescriptor;
}

/** /dashboard/my-accounts/detail -> Home > My accounts > Detail, each with its own href. */
export const crumbsFor = (pathname: string): Crumb[] => {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    href: `/${segments.slice(0, index + 1).join('/')}`,
    segment: decodeURIComponent(segment),
    label: isSegment(segment) ? SEGMENT_LABELS[segment] : undefined,
  }));
};

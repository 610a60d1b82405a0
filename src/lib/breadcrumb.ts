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
  transfers: msg({ id: 'breadcrumb.ccTransfers', message: 'Transfers' }),
  'create-current-account': msg({ id: 'breadcrumb.createCurrentAccount', message: 'Open a current account' }),
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
  // Financing (issue 15): the list, a financing's plan, its payment, and the payments area's installments.
  'my-financings': msg({ id: 'breadcrumb.myFinancings', message: 'My financings' }),
  'financing-transactions': msg({ id: 'breadcrumb.financingTransactions', message: 'Financing transactions' }),
  payment: msg({ id: 'breadcrumb.financingPayment', message: 'Pay' }),
  'financing-installment-payment': msg({
    id: 'breadcrumb.financingInstallmentPayment',
    message: 'Pay financing installments',
  }),
  'change-password': msg({ id: 'breadcrumb.changePassword', message: 'Change password' }),
  'success-failed-login': msg({ id: 'breadcrumb.successFailedLogin', message: 'Sign-in history' }),
  'defined-devices': msg({ id: 'breadcrumb.definedDevices', message: 'My devices' }),
  'ip-restrictions': msg({ id: 'breadcrumb.ipRestrictions', message: 'IP restrictions' }),
  'open-banking': msg({ id: 'breadcrumb.openBanking', message: 'Open banking permissions' }),
  transfer: msg({ id: 'breadcrumb.openBankingTransfer', message: 'Payment request' }),
  'transfer-success': msg({ id: 'breadcrumb.openBankingTransferSuccess', message: 'Payment approved' }),
  'other-bank-access-permissions': msg({
    id: 'breadcrumb.otherBankAccessPermissions',
    message: 'Other bank access permissions',
  }),
  confirm: msg({ id: 'breadcrumb.confirm', message: 'Approve' }),
  'contact-us': msg({ id: 'breadcrumb.contactUs', message: 'Contact us' }),
  contact_us_send_request: msg({ id: 'breadcrumb.contactUsSendRequest', message: 'Send a request' }),
  contact_us_confirm: msg({ id: 'breadcrumb.contactUsConfirm', message: 'Check and send' }),
  contact_us_my_requests: msg({ id: 'breadcrumb.contactUsMyRequests', message: 'My requests' }),
  profile: msg({ id: 'breadcrumb.profile', message: 'Profile' }),
  // Cards (issue 14): the lists, the details and paying one's own credit card.
  cards: msg({ id: 'breadcrumb.cards', message: 'My cards' }),
  my_cards_disabled: msg({ id: 'breadcrumb.myCardsDisabled', message: 'Closed cards' }),
  'card-detail': msg({ id: 'breadcrumb.cardDetail', message: 'Card detail' }),
  'credit-cards': msg({ id: 'breadcrumb.creditCards', message: 'My credit cards' }),
  'credit-card-detail': msg({ id: 'breadcrumb.creditCardDetail', message: 'Credit card detail' }),
  debt_payment: msg({ id: 'breadcrumb.debtPayment', message: 'Pay credit card debt' }),
  'currency-and-precious-metals': msg({
    id: 'breadcrumb.currencyAndPreciousMetals',
    message: 'Currency and precious metals',
  }),
  // Below currency-and-precious-metals: buying or selling (a side switch on the page).
  buy: msg({ id: 'breadcrumb.marketBuy', message: 'Buy and sell' }),
  'debt-payment-success': msg({ id: 'breadcrumb.debtPaymentSuccess', message: 'Payment made' }),
  // Virtual cards and card applications (issue 14, APPS); approve: every "+approve" step.
  approve: msg({ id: 'breadcrumb.approve', message: 'Approve' }),
  'virtual-credit-card': msg({ id: 'breadcrumb.virtualCreditCard', message: 'Virtual card' }),
  'limit-update': msg({ id: 'breadcrumb.limitUpdate', message: 'Change the limit' }),
  'card-application': msg({ id: 'breadcrumb.cardApplication', message: 'Card application' }),
  'credit-card-application': msg({ id: 'breadcrumb.creditCardApplication', message: 'Apply for a credit card' }),
  'debit-card-application': msg({ id: 'breadcrumb.debitCardApplication', message: 'Apply for a debit card' }),
  'card-application-success': msg({ id: 'breadcrumb.cardApplicationSuccess', message: 'Application received' }),
  my_card_applications: msg({ id: 'breadcrumb.myCardApplications', message: 'My card applications' }),
  // Credit card statement settings (issue 14, STM).
  'statement-cutoff-date-update': msg({
    id: 'breadcrumb.statementCutoffDateUpdate',
    message: 'Change the cut-off date',
  }),
  'statement-sending-preference': msg({
    id: 'breadcrumb.statementSendingPreference',
    message: 'Statement sending preference',
  }),
  // Card management (issue 14, MGMT): a card detail's sub-pages, debit and credit alike.
  'card-password-change': msg({ id: 'breadcrumb.cardPasswordChange', message: 'Change the card PIN' }),
  'card-permission': msg({ id: 'breadcrumb.cardPermission', message: 'Card permissions' }),
  'card-account-select': msg({ id: 'breadcrumb.cardAccountSelect', message: 'Card account' }),
  'card-misc-options': msg({ id: 'breadcrumb.cardMiscOptions', message: 'Freeze, name and notifications' }),
  'card-cancellation': msg({ id: 'breadcrumb.cardCancellation', message: 'Cancel the card' }),
  'card-lost-stolen-report': msg({ id: 'breadcrumb.cardLostStolenReport', message: 'Report lost or stolen' }),
  'card-renewal': msg({ id: 'breadcrumb.cardRenewal', message: 'Renew the card' }),
  'limit-management': msg({ id: 'breadcrumb.limitManagement', message: 'Daily card limits' }),
  // Physical gold (issue 15); a label keyed "parent/segment" wins over the segment's own below that parent.
  'physical-gold': msg({ id: 'breadcrumb.physicalGold', message: 'Physical gold' }),
  'buy-physical-gold': msg({ id: 'breadcrumb.buyPhysicalGold', message: 'Buy physical gold' }),
  basket: msg({ id: 'breadcrumb.goldBasket', message: 'Basket' }),
  address: msg({ id: 'breadcrumb.goldAddress', message: 'Delivery' }),
  'add-address': msg({ id: 'breadcrumb.goldAddAddress', message: 'Add an address' }),
  'physical-gold/summary': msg({ id: 'breadcrumb.goldSummary', message: 'Order summary' }),
  'physical-gold/my-orders': msg({ id: 'breadcrumb.goldOrders', message: 'My gold orders' }),
  'order-detail': msg({ id: 'breadcrumb.goldOrderDetail', message: 'Order detail' }),
  // Corporate approvals (issue 17): the operations waiting for approvals.
  'corporate-operations': msg({ id: 'breadcrumb.corporateOperations', message: 'Corporate approvals' }),
  // Corporate administration (issue 17): the admin panel's pages.
  admin: msg({ id: 'breadcrumb.admin', message: 'Admin panel' }),
  'user-role-change': msg({ id: 'breadcrumb.userRoleChange', message: 'Users and roles' }),
  'approval-group-creation-management': msg({
    id: 'breadcrumb.approvalGroupCreationManagement',
    message: 'Approval groups and rules',
  }),
} as const satisfies Record<string, MessageDescriptor>;

/** A path segment with a label of its own. */
export type Segment = keyof typeof SEGMENT_LABELS;

const isSegment = (segment: string): segment is Segment => Object.hasOwn(SEGMENT_LABELS, segment);

/** A segment's label below its parent: "parent/segment" when there is one, else the segment's own. */
const labelOf = (parent: string | undefined, segment: string): MessageDescriptor | undefined => {
  const scoped = `${parent}/${segment}`;
  if (parent && isSegment(scoped)) return SEGMENT_LABELS[scoped];
  return isSegment(segment) ? SEGMENT_LABELS[segment] : undefined;
};

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
    label: labelOf(segments[index - 1], segment),
  }));
};

/**
 * Which request and response fields travel encrypted (contract.md, Sensitive data). Method
 * paths are lower-cased and `/api`-less; one ending in `/` covers every path under it.
 * Request properties are read from the JSON body, response properties from the envelope's `data`;
 * a parent may be a dotted path from there (`transfers.receiver`), each array on the way
 * meaning each of its elements.
 */
import type { SensitiveMapping, SensitiveProperty } from '../../../src/contract/sensitive-data';

const top = (...names: string[]): SensitiveProperty[] =>
  names.map((propertyName) => ({ propertyName, parentPropertyName: null }));

const entry = (
  methodPath: string,
  request: SensitiveProperty[],
  response: SensitiveProperty[] = [],
): SensitiveMapping => ({
  methodPath,
  requestSensitiveDataProperties: request,
  responseSensitiveDataProperties: response,
});

/** `propertyName`s under one parent: a name or a dotted path from the root. */
const under = (parentPropertyName: string, ...names: string[]): SensitiveProperty[] =>
  names.map((propertyName) => ({ propertyName, parentPropertyName }));

/** A transfer target's identifying fields (`TransferTargetSchema`), wherever a target sits. */
const TARGET_FIELDS = ['iban', 'cardNumber', 'value', 'sellerIdentityNumber', 'walletNumber'];
const TRANSFER_TARGET = under('target', ...TARGET_FIELDS);
/** The receiver's IBAN of a summary or receipt. */
const RECEIVER_IBAN = under('receiver', 'iban');

export const SENSITIVE_DATA_MAPPINGS: readonly SensitiveMapping[] = [
  entry('/auth/initiallogin', top('identificationNumber', 'password'), top('phoneNumber')),
  entry('/auth/resendotp', [], top('phoneNumber')),
  entry('/auth/setpassword', top('newPassword', 'newPasswordRepeat')),
  entry('/auth/setnewpassword', top('newPassword', 'newPasswordRepeat')),
  entry('/auth/changepassword', top('currentPassword', 'newPassword', 'newPasswordRepeat')),
  entry('/auth/setsecuritykey', top('securityKey', 'securityKeyRepeat')),
  entry('/auth/verifysecuritykey', top('securityKey')),
  entry('/auth/forgotpassword', top('identificationNumber'), top('phoneNumber')),
  entry('/auth/resendflowotp', [], top('phoneNumber')),
  entry('/customer/customer', [], top('identityNumber')),
  // Settings (issue 16): the profile's identity number and phone, a new phone, a new security key.
  entry('/customer/profile', [], top('identityNumber', 'phone')),
  entry('/customer/confirmcontactchange', [], top('identityNumber', 'phone')),
  entry('/customer/startcontactchange', top('value')),
  entry('/customer/changesecuritykey', top('securityKey', 'securityKeyRepeat')),
  entry('/transfer/preview', TRANSFER_TARGET, RECEIVER_IBAN),
  // Standing orders: the target as typed going in, the receiver's IBAN of every order coming back.
  entry('/standingorder/create', TRANSFER_TARGET, under('order.receiver', 'iban')),
  entry('/standingorder/getorders', [], under('orders.receiver', 'iban')),
  entry('/standingorder/getorder/', [], under('order.receiver', 'iban')),
  entry('/standingorder/update', [], under('order.receiver', 'iban')),
  entry('/standingorder/pause', [], under('order.receiver', 'iban')),
  entry('/standingorder/resume', [], under('order.receiver', 'iban')),
  entry('/standingorder/cancel', [], under('order.receiver', 'iban')),
  entry('/transfer/execute', TRANSFER_TARGET, RECEIVER_IBAN),
  entry('/transfer/gettransfer/', [], RECEIVER_IBAN),
  entry('/transfer/gettransfers', [], under('transfers.receiver', 'iban')),
  entry('/transfer/releasesecurepayment', [], RECEIVER_IBAN),
  entry('/transfer/cancelsecurepayment', [], RECEIVER_IBAN),
  entry('/transfer/getrepeattarget/', [], TRANSFER_TARGET),
  entry('/kolas/resolve', top('value')),
  entry('/deposit/getaccounts/', [], under('accounts', 'iban')),
  entry('/deposit/getaccountdetail/', [], top('iban')),
  entry('/deposit/createaccount', [], under('account', 'iban')),
  entry('/deposit/updateaccountalias', [], under('account', 'iban')),
  entry('/deposit/closeaccount', [], under('account', 'iban')),
  entry('/kolas/geteasyaddresses', [], under('easyAddresses', 'value', 'iban')),
  entry('/kolas/createeasyaddress', top('value'), under('easyAddress', 'value', 'iban')),
  // Registered transactions: the saved target in the requests and in every answer.
  entry('/dkadc/getrecordedtransactions', [], under('recordedTransactions.target', ...TARGET_FIELDS)),
  entry('/dkadc/saverecordedtransaction', TRANSFER_TARGET, under('recordedTransaction.target', ...TARGET_FIELDS)),
  entry('/dkadc/updaterecordedtransaction', TRANSFER_TARGET, under('recordedTransaction.target', ...TARGET_FIELDS)),
  // Card debt and saved payments (issue 13): a card number wherever it travels in full.
  entry('/carddebt/query', top('cardNumber')),
  entry('/carddebt/pay', top('cardNumber')),
  entry('/carddebt/getpaymentcard/', [], top('cardNumber')),
  entry('/payment/savesavedpayment', top('cardNumber')),
  entry('/payment/updatesavedpayment', top('cardNumber')),
  entry('/payment/getsavedpayment/', [], top('cardNumber')),
  // Virtual cards (issue 14): the reveal's full number and CVV, sealed in the answer.
  entry('/card/revealvirtualcard', [], top('cardNumber', 'cvv')),
  // Card management (issue 14): a new card PIN, typed twice.
  entry('/card/changepin', top('pin', 'pinRepeat')),
];

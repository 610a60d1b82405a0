/**
 * Which request and response fields travel encrypted (contract.md, Sensitive data). Method
 * paths are lower-cased and `/api`-less; one ending in `/` covers every path under it.
 * Request properties are read from the JSON body, response properties from the envelope's `data`.
 */
import type { SensitiveMapping, SensitiveProperty } from '../../src/contract/sensitive-data';

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

/** Send money: the target's identifying fields (one level down, in `target`) and the receiver's IBAN in the answer. */
const TRANSFER_TARGET = ['iban', 'cardNumber', 'value', 'sellerIdentityNumber', 'walletNumber'].map((propertyName) => ({
  propertyName,
  parentPropertyName: 'target',
}));
const RECEIVER_IBAN = [{ propertyName: 'iban', parentPropertyName: 'receiver' }];

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
  entry('/transfer/preview', TRANSFER_TARGET, RECEIVER_IBAN),
  entry('/transfer/execute', TRANSFER_TARGET, RECEIVER_IBAN),
  entry('/transfer/gettransfer/', [], RECEIVER_IBAN),
  entry('/transfer/releasesecurepayment', [], RECEIVER_IBAN),
  entry('/transfer/cancelsecurepayment', [], RECEIVER_IBAN),
  entry('/kolas/resolve', top('value')),
  entry('/deposit/getaccounts/', [], [{ propertyName: 'iban', parentPropertyName: 'accounts' }]),
  entry('/deposit/getaccountdetail/', [], top('iban')),
  entry('/deposit/createaccount', [], [{ propertyName: 'iban', parentPropertyName: 'account' }]),
  entry('/deposit/updateaccountalias', [], [{ propertyName: 'iban', parentPropertyName: 'account' }]),
  entry('/deposit/closeaccount', [], [{ propertyName: 'iban', parentPropertyName: 'account' }]),
  entry(
    '/kolas/geteasyaddresses',
    [],
    [
      { propertyName: 'value', parentPropertyName: 'easyAddresses' },
      { propertyName: 'iban', parentPropertyName: 'easyAddresses' },
    ],
  ),
  entry('/kolas/createeasyaddress', top('value'), [
    { propertyName: 'value', parentPropertyName: 'easyAddress' },
    { propertyName: 'iban', parentPropertyName: 'easyAddress' },
  ]),
  // Saved targets: the IBAN, card number and easy-address value one level down in `target`.
  // (The answers nest them two levels down, `recordedTransactions[*].target.iban`, which the
  // mapping format cannot name; they travel under TLS and the signed session only.)
  entry('/dkadc/saverecordedtransaction', [
    { propertyName: 'iban', parentPropertyName: 'target' },
    { propertyName: 'cardNumber', parentPropertyName: 'target' },
    { propertyName: 'value', parentPropertyName: 'target' },
  ]),
  entry('/dkadc/updaterecordedtransaction', [
    { propertyName: 'iban', parentPropertyName: 'target' },
    { propertyName: 'cardNumber', parentPropertyName: 'target' },
    { propertyName: 'value', parentPropertyName: 'target' },
  ]),
];

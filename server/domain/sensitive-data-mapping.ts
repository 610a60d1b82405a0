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
  entry('/deposit/getaccounts/', [], [{ propertyName: 'iban', parentPropertyName: 'accounts' }]),
];

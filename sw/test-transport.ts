import { toBase64 } from '../src/contract/base64url';
import type { SensitiveDataMapping, WebCryptoKey } from '../src/contract/sensitive-data';

/** For worker tests: a bank key pair and a small mapping, as GetSensitiveDataMapping would answer. */
let pair: Promise<{ mapping: SensitiveDataMapping; privateKey: WebCryptoKey }> | undefined;

export const testBank = () =>
  (pair ??= (async () => {
    const keys = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
    const top = (...names: string[]) => names.map((propertyName) => ({ propertyName, parentPropertyName: null }));
    const mapping: SensitiveDataMapping = {
      keyId: 'test-key',
      publicKey: toBase64(spki),
      mappings: [
        {
          methodPath: '/auth/initiallogin',
          requestSensitiveDataProperties: top('identificationNumber', 'password'),
          responseSensitiveDataProperties: top('phoneNumber'),
        },
        {
          methodPath: '/deposit/getaccounts/',
          requestSensitiveDataProperties: [],
          responseSensitiveDataProperties: [{ propertyName: 'iban', parentPropertyName: 'accounts' }],
        },
      ],
    };
    return { mapping, privateKey: keys.privateKey };
  })());

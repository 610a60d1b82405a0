import { fromBase64, toBase64 } from '../src/contract/base64url';
import type { SensitiveDataMapping, WebCryptoKey } from '../src/contract/sensitive-data';

/**
 * The bank's RSA-OAEP 3072 private key for worker tests (PKCS#8), a fixed one: generating a
 * pair is a random prime search that takes from half a second to several seconds of CPU, and
 * on a loaded machine it ran past the 5 s timeout of whichever test first asked for it.
 * Importing takes milliseconds. A test key, used nowhere else.
 */
const PRIVATE_KEY_PKCS8 = [
  'MIIG/wIBADANBgkqhkiG9w0BAQEFAASCBukwggblAgEAAoIBgQCd26R8P0DSKJvmkdJ4XziS8Sog/qNiPRDa/us8v8fWlfZjz9Vu',
  '4Ent6bHZ6y4O2LzgnYwZDhdSvBRGLZ/EtAsh6DiKz7JdKLqLVEXCLDK1N9yUPgliVRLBDzpng5RpWHempzSlyWgzsRJDBrb9GJmI',
  'pVTLuwOEkLfEqUYyAV10qQs8As41Em8OrJh7GE4v/lVZ3q57HTKCeR0Z7Cqw0HBHzByWxygZ7DGh+Y9ECOVTsj9iGndBSg0a4UIk',
  '26KCgGYL4Mx9jPQaa3N2A3CuagD53O8j1lWYIndJwebhuEtVTHiumPCj8bGz4le+d2+Trm0hf68n4mJ5CLzlLvxDfzWqVX2MTIB5',
  'HpqPxE6KEckLae7UlZ+FD3t6uusQs1sjZPEcp+Aog8K1fsiBVpRNGjnOW1oc505iOm+grga6jFFrqZuEqhB6OxF0jP7KuFkxhyk8',
  'KXERe0V4sHWS1P0feG0XGKL3FLAZ2HcBe0pktxcaqvzSGrJTwmF6LxXIuhpod1MCAwEAAQKCAYA2tzcgSdxx+9lt5gWJ65d0d1se',
  '7KQ9HOWGwu1OtTrTSk+I8TUNpXh6mpIm8rmYM8/kGzfAR34WE1MDsDS8vZtOOWu/0ZYFbGScfq1fTGqXHbG7QHWIO+ywNlMMJjN/',
  'AEcY4MQC4vjXUfz+dole2PP+xS/LHhtuC6tm4zWNh6OZGC7osiA/jRApifGgWSBgyktTRzg7PDeRueE4Zv+1IcqJWFpgeM+RjKj3',
  'd8UM0/iJNjN6EapcWwqH0qRWmjqN+WraPQ74g7zjJ65/d//ztslpMA/UeThhKFc0t4A4S0uMZWg/NWSWKUbw8H4Ep/Mm9LxX4Zmw',
  'IhMWXaLZtHbVP/YbOFltpwTf8LSLfXrw2eqRJNeZzC7GggvNcxPxyV7Zh2xVnARH/Nfzw+PdGZQnKsOP2xXx5vB5H79M06Mzxm0+',
  'rJtKqf19O1bRku/gECdbskhkjVE2gRa8POwTEOiwB3YoSLiLywqZl/uudqu2ETeHqWkMwlqQSsZmJv/CDspB/EECgcEAy0GCT6CG',
  'd+JfEQio1L9Y0ir7XytmmM9g7AQCWNUC6azCUyYSobbOP8+CZQVYUaOdYZyMpq2NceLU8ljfHZ0mCwcr8Cpkep8y+mX6vP2nS7mi',
  'UQo9qmhPfb7bbcw6i/hOySEExbhu0WKmtZfTQSHusVxWFcoVqpX/TNhnaL4IGesHYwTRawRpRE4d+xXqg9DQgr2CyA9KEceqFhTY',
  'UpqpUdZPzA8fW4GsBNlEoLOLoSjEre3clSXJgfxARwj0vtuZAoHBAMbSTgnUkOYOcqmyKnwkq9oNuGTdRsiAS/9cvQDYyApslhL9',
  'QpVjzqW2Eunaw9SMVFz2otLBfEN/9XrBXysgL66mZQQfvJ67wlLx+gYX1bZRq8edf04W5SF3Mw7lUSc+aGOSGvJEF+KIr1StS23N',
  'WRplmAJH4k0qLnYmrEN/Y0WkgE4fllcDlSe0veL5CM2b+YgtQIMBib6XMxPXlleSGT3yTSq1+aI54iEqOY1p2s16o1u36MhsdvYz',
  'CbIIR7AdywKBwQCVnglAeBfD09zK+ybcRGYrfvw+2AHT5oOf+GuJ3HMic8svzczVQW2dRzDjEAYtQlUtb0GRyBtgg+rg4k6KzA0e',
  '/Q544ZvJL7sk20CxMb6eXW2AXht6fwJUu9NmhXlrY0MLhsSujs70TrwM3E/jmAjOgfvUWkeMpJGjjYDBd3EbMwji+L73Ge4rG52y',
  'IDXbBjEWrE3C2o5ZfDJVws5iL/sHhMyEl3UrtM5dW1nLOZ9E6G+u4HMJTyGAD6F5KLyQabECgcEAq7fZ1N21pC0YVX5e+UfG8Zbm',
  'Cp+e0e8VNGHJj+CrrW0plQ8OIe7I/RCrdzUN7BajioMuD+8yvy3WPAalhp7O7/4gwxYSF9q8tFzv/7E4ULZrMgXSfQSDM4s7GwNu',
  'OwHIsS7wfQvYwTwiinT978Dq00SprFafmtvysvMl10o/2FeCxXa8pzyd52RQmKdUNhkfxMCotj1u1aDLabjKzamOiZUrltcC2104',
  '9EH+4Sdq5guk6cOGlwwvFubv2ccS+4ZPAoHBAK3trlnB8JHgZLf3l19MDBvamL4Tmup0Zk6if6dO8BxHoMhAw5CC756uQtSi4sbv',
  'gNvPARMEFoffq3JvD1cyRKCVwxfZmsut/uaAV7HeTBwMUm/op0mlMbXq4sReBXszwzX16Gq0hUX1/NOTxnxLWJh+LJxj9P9MHVa7',
  'V2z9lupC98KAqgQx8zEgxI0ceXxFjNSzQxgOT6SlbOJ5/UrHJFDdD9QfLB1sPfC5MEYpDk2s7gdd6gtHRhlDgJZzQ5Ickw==',
].join('');

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' };

/** For worker tests: a bank key pair and a small mapping, as GetSensitiveDataMapping would answer. */
let pair: Promise<{ mapping: SensitiveDataMapping; privateKey: WebCryptoKey }> | undefined;

export const testBank = () =>
  (pair ??= (async () => {
    const privateKey = await crypto.subtle.importKey('pkcs8', fromBase64(PRIVATE_KEY_PKCS8)!, RSA, true, ['decrypt']);
    const { n, e } = await crypto.subtle.exportKey('jwk', privateKey);
    const publicKey = await crypto.subtle.importKey('jwk', { kty: 'RSA', n, e }, RSA, true, ['encrypt']);
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', publicKey));
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
    return { mapping, privateKey };
  })());

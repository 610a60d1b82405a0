/**
 * The identifier validators against published vectors: the IBAN registry's examples
 * (SWIFT IBAN Registry, also in ISO 13616 and Wikipedia), the TCKN/VKN examples of
 * python-stdnum and domain-facts.md, libphonenumber's example numbers.
 */
import { describe, expect, it } from 'vitest';
import { isLuhnValid, withLuhn } from './card-number';
import { maskEasyAddress } from './easy-addresses';
import { normaliseEasyAddress } from './easy-address-value';
import { buildTrIban, formatIban, isValidIban, normaliseIban } from './iban';
import { isValidTckn, isValidVkn, isValidYkn } from './identity-number';

describe('IBAN (ISO 7064 mod 97-10)', () => {
  it.each([
    ['GB82WEST12345698765432', 'United Kingdom'],
    ['DE89370400440532013000', 'Germany'],
    ['FR1420041010050500013M02606', 'France (letters in the BBAN)'],
    ['NL91ABNA0417164300', 'Netherlands'],
    ['BE68539007547034', 'Belgium'],
    ['CH9300762011623852957', 'Switzerland'],
    ['SA0380000000608010167519', 'Saudi Arabia'],
    ['AE070331234567890123456', 'United Arab Emirates'],
    ['TR330006100519786457841326', 'Türkiye (registry example)'],
    ['TR470000100100000350930001', 'Türkiye (domain-facts.md)'],
  ])('accepts %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['GB82WEST12345698765431', 'one digit changed'],
    ['DE89370400440532013001', 'one digit changed'],
    ['TR330006100519786457841327', 'one digit changed'],
    ['TR3300061005197864578413', 'too short for Türkiye'],
    ['TR330006110519786457841326', 'reserve digit not 0'],
    ['DE8937040044053201300', 'too short'],
    ['XX', 'nothing after the country'],
    ['', 'empty'],
  ])('refuses %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('normalises spaces, hyphens and lower case without Turkish casing', () => {
    expect(normaliseIban('tr33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
    expect(isValidIban('gb82-west-1234-5698-7654-32')).toBe(true);
    // 'i'.toLocaleUpperCase('tr') is 'İ': a Turkish-cased IBAN would never verify.
    expect(normaliseIban('fr1420041010050500013m02606')).toBe('FR1420041010050500013M02606');
  });

  it('builds valid Turkish IBANs with letters or digits in the account part', () => {
    const digits = buildTrIban('00899', '0000010001460001');
    expect(digits).toBe('TR780089900000010001460001');
    expect(isValidIban(digits)).toBe(true);
    expect(isValidIban(buildTrIban('00062', '00AB12CD34EF5678'))).toBe(true);
    expect(formatIban(digits)).toBe('TR78 0089 9000 0001 0001 4600 01');
  });
});

describe('TCKN, YKN and VKN', () => {
  it.each(['10000000146', '17291716060', '34444185856', '11111111110', '19090909018'])('accepts the TCKN %s', (n) => {
    expect(isValidTckn(n)).toBe(true);
  });

  it.each([
    ['17291716050', 'wrong check digits'],
    ['07291716092', 'starts with 0'],
    ['1729171606', 'ten digits'],
    ['172917160600', 'twelve digits'],
    ['1729171606a', 'a letter'],
  ])('refuses the TCKN %s (%s)', (n) => {
    expect(isValidTckn(n)).toBe(false);
  });

  it('normalises the negative remainder (19090909018 trips a naive check)', () => {
    // 7 * (1+0+0+0+0) - (9+9+9+9) = -29: a plain `% 10` gives -9, not 1.
    expect(isValidTckn('19090909018')).toBe(true);
  });

  it('accepts a YKN only when it starts with 99 and passes the TCKN checksum', () => {
    // 9,9,0…: d10 = (7·9 − 9) mod 10 = 4, d11 = (9+9+4) mod 10 = 2.
    expect(isValidYkn('99000000042')).toBe(true);
    expect(isValidYkn('99000000043')).toBe(false);
    expect(isValidYkn('10000000146')).toBe(false); // a valid TCKN, but not a foreigner's number
    expect(normaliseEasyAddress('ForeignIdentityNumber', '99000000042')).toBe('99000000042');
    expect(normaliseEasyAddress('IdentityNumber', '99000000042')).toBeUndefined();
  });

  it('accepts 4540536920 and refuses 4540536921 (python-stdnum)', () => {
    expect(isValidVkn('4540536920')).toBe(true);
    expect(isValidVkn('4540536921')).toBe(false);
    expect(isValidVkn('454053692')).toBe(false);
    expect(isValidVkn('45405369201')).toBe(false);
  });
});

describe('card numbers (Luhn)', () => {
  it.each(['4111111111111111', '5555555555554444', '4012888888881881', '6011111111111117'])(
    'accepts the test card %s',
    (n) => expect(isLuhnValid(n)).toBe(true),
  );

  it('refuses a wrong check digit, another length and letters', () => {
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('378282246310005')).toBe(false); // a valid 15-digit Amex: cards here are 16 digits
    expect(isLuhnValid('411111111111111a')).toBe(false);
    expect(withLuhn('411111111111111')).toBe('4111111111111111');
  });
});

describe('easy-address values', () => {
  it('parses phone numbers with libphonenumber-js into E.164', () => {
    expect(normaliseEasyAddress('PhoneNumber', '0532 100 01 46')).toBe('+905321000146');
    expect(normaliseEasyAddress('PhoneNumber', '+90 (532) 100-01-46')).toBe('+905321000146');
    expect(normaliseEasyAddress('PhoneNumber', '+1 650 253 0000')).toBe('+16502530000');
    expect(normaliseEasyAddress('PhoneNumber', '+44 20 7946 0958')).toBe('+442079460958');
    expect(normaliseEasyAddress('PhoneNumber', '0123 456 78 90')).toBeUndefined();
    expect(normaliseEasyAddress('PhoneNumber', '12')).toBeUndefined();
  });

  it('checks every identifier type', () => {
    expect(normaliseEasyAddress('IdentityNumber', '10000000146')).toBe('10000000146');
    expect(normaliseEasyAddress('IdentityNumber', '17291716050')).toBeUndefined();
    expect(normaliseEasyAddress('TaxNumber', '4540536920')).toBe('4540536920');
    expect(normaliseEasyAddress('TaxNumber', '4540536921')).toBeUndefined();
    expect(normaliseEasyAddress('Email', ' Ayse.Yilmaz@Example.com ')).toBe('ayse.yilmaz@example.com');
    expect(normaliseEasyAddress('Email', 'not-an-address')).toBeUndefined();
    expect(normaliseEasyAddress('PassportNumber', 'u 12345678')).toBe('U12345678');
    expect(normaliseEasyAddress('PassportNumber', 'AB1')).toBeUndefined();
    expect(normaliseEasyAddress('ForeignIdentityNumber', '10000000146')).toBeUndefined();
    expect(normaliseEasyAddress('Email', 'x'.repeat(300))).toBeUndefined();
  });

  it('masks what the sender sees', () => {
    expect(maskEasyAddress('PhoneNumber', '+905321000146')).toBe('+90******0146');
    expect(maskEasyAddress('Email', 'ayse@example.com')).toBe('a***@example.com');
    expect(maskEasyAddress('IdentityNumber', '10000000146')).toBe('*********46');
  });
});

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BillCategorySearchSchema, fitsSubscriberRule, passesCheck } from './bills';

describe('subscriber number rules', () => {
  it('checks the Luhn digit over the whole number', () => {
    expect(passesCheck('1123456947', 'luhn')).toBe(true);
    expect(passesCheck('1123456948', 'luhn')).toBe(false);
    expect(passesCheck('4355081234567892', 'luhn')).toBe(true);
  });

  it('checks the mod 11 digit (weights 2-7 from the right; 0 when the remainder is 0 or 1)', () => {
    // 11234568 → weights 2,3,4,5,6,7,2,3 from the right: 8·2+6·3+5·4+4·5+3·6+2·7+1·2+1·3 = 111, 111 mod 11 = 1 → 0.
    expect(passesCheck('112345680', 'mod11')).toBe(true);
    expect(passesCheck('112345681', 'mod11')).toBe(false);
    expect(passesCheck('112345698', 'mod11')).toBe(true);
  });

  it('takes any digits under none, and never letters', () => {
    expect(passesCheck('5123456789', 'none')).toBe(true);
    expect(passesCheck('51234x6789', 'none')).toBe(false);
  });

  it('needs the pattern and the check digit both', () => {
    const turkcell = { subscriberPattern: '^5\\d{9}$', subscriberCheck: 'none' as const };
    expect(fitsSubscriberRule('5123456812', turkcell)).toBe(true);
    expect(fitsSubscriberRule('4123456812', turkcell)).toBe(false);
    const bedas = { subscriberPattern: '^\\d{10}$', subscriberCheck: 'luhn' as const };
    expect(fitsSubscriberRule('112345694', bedas)).toBe(false);
  });
});

describe('the category page search', () => {
  it('keeps what fits and drops the rest, a number read by the router included', () => {
    expect(v.parse(BillCategorySearchSchema, { category: 'Water', biller: 'ISKI', subscriber: 11234572 })).toEqual({
      category: 'Water',
      biller: 'ISKI',
      subscriber: '11234572',
    });
    expect(v.parse(BillCategorySearchSchema, { category: 'Lottery', biller: 'x y', subscriber: 'abc' })).toEqual({
      category: undefined,
      biller: undefined,
      subscriber: undefined,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isValidPhone, limitPhone, normalizePhone, stripPhone } from './phone';

describe('phone', () => {
  it('strips spaces and hyphens', () => {
    expect(stripPhone('532 123-45 67')).toBe('5321234567');
  });

  it('limits TR to 13 characters and others to 20', () => {
    expect(limitPhone('1234567890123456789012', 'TR')).toHaveLength(13);
    expect(limitPhone('1234567890123456789012', 'DE')).toHaveLength(20);
  });

  it('validates with libphonenumber-js per country', () => {
    expect(isValidPhone({ countryCode: 'TR', nationalNumber: '5321234567' })).toBe(true);
    expect(isValidPhone({ countryCode: 'TR', nationalNumber: '12345' })).toBe(false);
    expect(isValidPhone({ countryCode: 'DE', nationalNumber: '15123456789' })).toBe(true);
    expect(isValidPhone({ countryCode: 'TR', nationalNumber: '' })).toBe(false);
  });

  it('normalizes to the national significant number', () => {
    expect(normalizePhone({ countryCode: 'TR', nationalNumber: '05321234567' })).toEqual({
      countryCode: 'TR',
      nationalNumber: '5321234567',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  amountBlurText,
  amountFromApi,
  amountToApi,
  amountTypingText,
  formatNumber,
  parseNumberText,
} from './format-number';

describe('number text', () => {
  it('parses tr-TR text: removes "." and turns "," into a point', () => {
    expect(parseNumberText('1.234.567,89')).toBe('1234567.89');
    expect(parseNumberText('12')).toBe('12');
  });

  it('formats decimals tr-TR with 0 to 2 fraction digits', () => {
    expect(formatNumber('1234567.5')).toBe('1.234.567,5');
    expect(formatNumber('1000.00')).toBe('1.000');
    expect(formatNumber('0.129')).toBe('0,12');
    expect(formatNumber('x')).toBe('x');
  });

  it('groups typed amounts, keeps one comma and two decimals, drops letters', () => {
    expect(amountTypingText('1234567')).toBe('1.234.567');
    expect(amountTypingText('1234,567')).toBe('1.234,56');
    expect(amountTypingText('12a3,4,5')).toBe('123,45');
    expect(amountTypingText(',5')).toBe('0,5');
    expect(amountTypingText('007')).toBe('7');
  });

  it('refuses text longer than 14 characters', () => {
    expect(amountTypingText('12345678901')).toBe('12.345.678.901');
    expect(amountTypingText('12345678901,2')).toBeUndefined();
  });

  it('fixes two decimals on blur and emits the API decimal string', () => {
    expect(amountBlurText('1.234')).toBe('1.234,00');
    expect(amountBlurText('1.234,5')).toBe('1.234,50');
    expect(amountBlurText('')).toBe('');
    expect(amountToApi('1.234,5')).toBe('1234.50');
    expect(amountToApi('')).toBe('');
    expect(amountFromApi('1234.5')).toBe('1.234,50');
  });
});

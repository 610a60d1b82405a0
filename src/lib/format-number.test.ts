import { describe, expect, it } from 'vitest';
import { amountBlurText, amountFromApi, amountToApi, amountTypingText, parseNumberText } from './format-number';

describe('amount text in Turkish', () => {
  it('parses tr-TR text: removes "." and turns "," into a point', () => {
    expect(parseNumberText('1.234.567,89', 'tur')).toBe('1234567.89');
    expect(parseNumberText('12', 'tur')).toBe('12');
  });

  it('groups typed amounts, keeps one comma and two decimals, drops letters', () => {
    expect(amountTypingText('1234567', 'tur')).toBe('1.234.567');
    expect(amountTypingText('1234,567', 'tur')).toBe('1.234,56');
    expect(amountTypingText('12a3,4,5', 'tur')).toBe('123,45');
    expect(amountTypingText(',5', 'tur')).toBe('0,5');
    expect(amountTypingText('007', 'tur')).toBe('7');
  });

  it('refuses text longer than 14 characters', () => {
    expect(amountTypingText('12345678901', 'tur')).toBe('12.345.678.901');
    expect(amountTypingText('12345678901,2', 'tur')).toBeUndefined();
  });

  it('fixes two decimals on blur and emits the API decimal string', () => {
    expect(amountBlurText('1.234', 'tur')).toBe('1.234,00');
    expect(amountBlurText('1.234,5', 'tur')).toBe('1.234,50');
    expect(amountBlurText('', 'tur')).toBe('');
    expect(amountToApi('1.234,5', 'tur')).toBe('1234.50');
    expect(amountToApi('', 'tur')).toBe('');
    expect(amountFromApi('1234.5', 'tur')).toBe('1.234,50');
  });
});

describe('amount text in English', () => {
  it('parses en text: removes "," and keeps the point', () => {
    expect(parseNumberText('1,234,567.89', 'eng')).toBe('1234567.89');
  });

  it('groups with "," and takes "." as the decimal separator', () => {
    expect(amountTypingText('1234567', 'eng')).toBe('1,234,567');
    expect(amountTypingText('1234.567', 'eng')).toBe('1,234.56');
    expect(amountTypingText('1,234.5.6', 'eng')).toBe('1,234.56');
    expect(amountTypingText('.5', 'eng')).toBe('0.5');
    expect(amountTypingText('3,000', 'eng')).toBe('3,000');
  });

  it('fixes two decimals on blur and emits the same API decimal string as Turkish', () => {
    expect(amountBlurText('1,234', 'eng')).toBe('1,234.00');
    expect(amountToApi('1,234.5', 'eng')).toBe('1234.50');
    expect(amountToApi('3,000', 'eng')).toBe(amountToApi('3.000', 'tur'));
    expect(amountFromApi('1234.5', 'eng')).toBe('1,234.50');
  });
});

describe('amount text with four decimals (grams of metal)', () => {
  it('keeps four decimals while typing, fixes four on blur, and carries them to and from the API', () => {
    expect(amountTypingText('1,23456', 'tur', 4)).toBe('1,2345');
    expect(amountTypingText('1.5', 'eng', 4)).toBe('1.5');
    expect(amountBlurText('1,5', 'tur', 4)).toBe('1,5000');
    expect(amountToApi('1.234,5', 'tur', 4)).toBe('1234.5000');
    expect(amountFromApi('0.1250', 'eng', 4)).toBe('0.1250');
    // Two decimals stay the default: an API value with more is shown with two.
    expect(amountFromApi('1.2345', 'tur')).toBe('1,23');
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('formats TRY tr-TR style with TL', () => {
    expect(formatMoney('12345.67', 'TRY')).toBe('12.345,67 TL');
    expect(formatMoney('1234567890.5', 'TRY')).toBe('1.234.567.890,50 TL');
    expect(formatMoney('1500.00', 'TRY')).toBe('1.500 TL');
    expect(formatMoney('0.00', 'TRY')).toBe('0,00 TL');
    expect(formatMoney('-42.10', 'TRY')).toBe('-42,10 TL');
  });

  it('keeps every digit of large amounts (no binary floats)', () => {
    expect(formatMoney('900719925474099.99', 'TRY')).toBe('900.719.925.474.099,99 TL');
  });

  it('cuts digits beyond the precision instead of rounding', () => {
    expect(formatMoney('10.999', 'USD')).toBe('10,99 USD');
  });

  it('shows gold in grams with up to 4 decimals', () => {
    expect(formatMoney('12.3456', 'XAU')).toBe('12,3456 gr');
    expect(formatMoney('1.2500', 'XAU')).toBe('1,25 gr');
    expect(formatMoney('1000', 'XAU')).toBe('1.000 gr');
  });

  it('shows other currencies by code', () => {
    expect(formatMoney('2500.5', 'EUR')).toBe('2.500,50 EUR');
  });

  it('shows unparseable input as received', () => {
    expect(formatMoney('abc', 'TRY')).toBe('abc TL');
  });
});

describe('formatMoney defaults and hidden amounts', () => {
  it('defaults to TL', () => {
    expect(formatMoney('0')).toBe('0,00 TL');
  });

  it('masks amounts with asterisks when hidden', () => {
    expect(formatMoney('12345.67', 'TRY', { hidden: true })).toBe('****** TL');
    expect(formatMoney('1', 'USD', { hidden: true })).toBe('****** USD');
  });
});

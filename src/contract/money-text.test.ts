import { describe, expect, it } from 'vitest';
import { formatMoneyText, formatNumberText, formatPercentText, formatRateText } from './money-text';

describe('formatMoneyText in Turkish (tr-TR)', () => {
  it('formats TRY with TL', () => {
    expect(formatMoneyText('12345.67', 'TRY', 'tur')).toBe('12.345,67 TL');
    expect(formatMoneyText('1234567890.5', 'TRY', 'tur')).toBe('1.234.567.890,50 TL');
    expect(formatMoneyText('1500.00', 'TRY', 'tur')).toBe('1.500 TL');
    expect(formatMoneyText('0.00', 'TRY', 'tur')).toBe('0,00 TL');
    expect(formatMoneyText('-42.10', 'TRY', 'tur')).toBe('-42,10 TL');
  });

  it('keeps every digit of large amounts (no binary floats)', () => {
    expect(formatMoneyText('900719925474099.99', 'TRY', 'tur')).toBe('900.719.925.474.099,99 TL');
  });

  it('cuts digits beyond the precision instead of rounding', () => {
    expect(formatMoneyText('10.999', 'USD', 'tur')).toBe('10,99 USD');
  });

  it('shows gold in grams with up to 4 decimals', () => {
    expect(formatMoneyText('12.3456', 'XAU', 'tur')).toBe('12,3456 gr');
    expect(formatMoneyText('1.2500', 'XAU', 'tur')).toBe('1,25 gr');
    expect(formatMoneyText('1000', 'XAU', 'tur')).toBe('1.000 gr');
    // Silver and platinum in grams too (issue 15).
    expect(formatMoneyText('3.5000', 'XAG', 'eng')).toBe('3.5 gr');
    expect(formatMoneyText('0.0000', 'XPT', 'tur')).toBe('0 gr');
    expect(formatMoneyText('25.50', 'GBP', 'tur')).toBe('25,50 GBP');
  });

  it('shows other currencies by code, unparseable input as received', () => {
    expect(formatMoneyText('2500.5', 'EUR', 'tur')).toBe('2.500,50 EUR');
    expect(formatMoneyText('abc', 'TRY', 'tur')).toBe('abc TL');
  });
});

describe('formatMoneyText in English', () => {
  it('groups with "," and separates decimals with "."', () => {
    expect(formatMoneyText('3000.00', 'USD', 'eng')).toBe('3,000 USD');
    expect(formatMoneyText('3000.5', 'USD', 'eng')).toBe('3,000.50 USD');
    expect(formatMoneyText('1234567890.5', 'TRY', 'eng')).toBe('1,234,567,890.50 TL');
    expect(formatMoneyText('0', 'TRY', 'eng')).toBe('0.00 TL');
    expect(formatMoneyText('-42.10', 'EUR', 'eng')).toBe('-42.10 EUR');
    expect(formatMoneyText('1.2500', 'XAU', 'eng')).toBe('1.25 gr');
  });

  it('prints every digit of the currency for documents', () => {
    expect(formatMoneyText('3000', 'USD', 'eng', { fixed: true })).toBe('3,000.00 USD');
    expect(formatMoneyText('3000', 'USD', 'tur', { fixed: true })).toBe('3.000,00 USD');
    expect(formatMoneyText('12.5', 'XAU', 'tur', { fixed: true })).toBe('12,5000 gr');
  });
});

describe('hidden amounts, numbers and percentages', () => {
  it('masks amounts with asterisks when hidden, in both languages', () => {
    expect(formatMoneyText('12345.67', 'TRY', 'tur', { hidden: true })).toBe('****** TL');
    expect(formatMoneyText('1', 'USD', 'eng', { hidden: true })).toBe('****** USD');
  });

  it('formats decimals with 0 to 2 fraction digits per language', () => {
    expect(formatNumberText('1234567.5', 'tur')).toBe('1.234.567,5');
    expect(formatNumberText('1234567.5', 'eng')).toBe('1,234,567.5');
    expect(formatNumberText('1000.00', 'tur')).toBe('1.000');
    expect(formatNumberText('0.129', 'eng')).toBe('0.12');
    expect(formatNumberText('32.154321', 'eng', { maxFraction: 4 })).toBe('32.1543');
    expect(formatNumberText('x', 'tur')).toBe('x');
  });

  it('writes percentages the Turkish and the English way', () => {
    expect(formatPercentText('12.34', 'tur')).toBe('%12,34');
    expect(formatPercentText('12.34', 'eng')).toBe('12.34%');
    expect(formatPercentText('50', 'tur', { fixed: true })).toBe('%50,00');
  });

  it('writes exchange rates with every digit and the decimal separator of the language', () => {
    expect(formatRateText('34.1250', 'tur')).toBe('34,1250');
    expect(formatRateText('34.1250', 'eng')).toBe('34.1250');
    expect(formatRateText('n/a', 'tur')).toBe('n/a');
  });
});

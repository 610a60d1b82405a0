import { describe, expect, it } from 'vitest';
import { amountIssue } from './application-decisions';
import { addressIssue } from '../delivery-address-field';
import { issuesOf } from './application-fields';

describe('card application fields', () => {
  it('asks an amount above zero, and a limit of at least 500 TL', () => {
    expect(amountIssue('')).toBe('field.required');
    expect(amountIssue('0')).toBe('amount.notPositive');
    expect(amountIssue('12.345')).toBe('field.invalid');
    expect(amountIssue('499.99', '500.00')).toBe('cardApplication.amountInvalid');
    expect(amountIssue('500', '500.00')).toBeUndefined();
  });

  it('asks a delivery address of 10 to 200 characters without control characters', () => {
    expect(addressIssue('   ')).toBe('field.required');
    expect(addressIssue('Kadıköy')).toBe('field.invalid');
    expect(addressIssue('Bağdat Caddesi No 10\u0000')).toBe('text.invalidCharacters');
    expect(addressIssue('x'.repeat(201))).toBe('field.tooLong');
    expect(addressIssue('Bağdat Caddesi No 10, Kadıköy İstanbul')).toBeUndefined();
  });

  it('keeps only the fields with an issue', () => {
    expect(issuesOf({ a: undefined, b: 'field.required' })).toEqual({ b: 'field.required' });
  });
});

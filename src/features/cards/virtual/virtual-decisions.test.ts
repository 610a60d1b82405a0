import { describe, expect, it } from 'vitest';
import { virtualLimitIssue } from './virtual-decisions';

describe('virtualLimitIssue', () => {
  it('asks a limit above zero and at most the main card’s', () => {
    expect(virtualLimitIssue('', '50000.00')).toBe('field.required');
    expect(virtualLimitIssue('0', '50000.00')).toBe('amount.notPositive');
    expect(virtualLimitIssue('1.234', '50000.00')).toBe('field.invalid');
    expect(virtualLimitIssue('50000.01', '50000.00')).toBe('card.virtual.limitOverMain');
    expect(virtualLimitIssue('50000', '50000.00')).toBeUndefined();
  });
});

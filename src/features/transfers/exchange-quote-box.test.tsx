import { describe, expect, it } from 'vitest';
import type { ExchangeQuote } from '../../contract/transfers';
import { msUntilExpiry } from './exchange-quote-box';

const quote = (expiresAt: string) => ({ expiresAt }) as ExchangeQuote;

describe('msUntilExpiry (the quote is asked again when it expires)', () => {
  it('waits until the expiry', () => {
    const now = Date.parse('2026-11-21T09:00:00.000Z');
    expect(msUntilExpiry(quote('2026-11-21T09:00:30.000Z'), now)).toBe(30_000);
  });

  it('never asks more often than once a second, even for an expired quote', () => {
    const now = Date.parse('2026-11-21T09:00:00.000Z');
    expect(msUntilExpiry(quote('2026-11-21T08:59:00.000Z'), now)).toBe(1000);
  });
});

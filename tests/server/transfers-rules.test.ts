/** Pure rules of the transfer engine: the EFT calendar (Istanbul, half days, holidays), FX pricing, names, the directory data. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { isEftOpen, istanbulDayStart, nextEftWindow } from '../../server/domain/transfers/calendar';
import { EXTERNAL_ACCOUNTS, EXTERNAL_CARDS, externalIban } from '../../server/domain/directory/directory-data';
import { priceQuote } from '../../server/domain/fx/quotes';
import { tryValue } from '../../server/domain/transfers/limits';
import { maskName } from '../../src/contract/masking';
import { sameName } from '../../server/domain/directory/names';
import { isLuhnValid } from '../../src/contract/card-number';
import { isValidIban } from '../../src/contract/iban';

const eft = DEFAULT_CONFIG.transfers.eft;
const at = (iso: string) => new Date(iso);

describe('EFT calendar', () => {
  it('is open 08:00-17:30 Istanbul time on working days', () => {
    expect(isEftOpen(at('2026-11-18T04:59:59Z'), eft)).toBe(false); // 07:59:59
    expect(isEftOpen(at('2026-11-18T05:00:00Z'), eft)).toBe(true); // 08:00
    expect(isEftOpen(at('2026-11-18T14:29:59Z'), eft)).toBe(true); // 17:29:59
    expect(isEftOpen(at('2026-11-18T14:30:00Z'), eft)).toBe(false); // 17:30
    expect(isEftOpen(at('2026-11-21T09:00:00Z'), eft)).toBe(false); // Saturday
  });

  it('closes at 13:00 on half days and not at all on holidays', () => {
    expect(isEftOpen(at('2026-10-28T09:59:00Z'), eft)).toBe(true); // 12:59 on the eve of Republic Day
    expect(isEftOpen(at('2026-10-28T10:00:00Z'), eft)).toBe(false);
    expect(isEftOpen(at('2026-10-29T09:00:00Z'), eft)).toBe(false); // Republic Day
    expect(nextEftWindow(at('2026-10-28T10:00:00Z'), eft).toISOString()).toBe('2026-10-30T05:00:00.000Z');
  });

  it('finds the next window after a Friday evening and a long holiday', () => {
    expect(nextEftWindow(at('2026-11-20T16:00:00Z'), eft).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(nextEftWindow(at('2026-05-26T11:00:00Z'), eft).toISOString()).toBe('2026-06-01T05:00:00.000Z');
    expect(nextEftWindow(at('2026-11-18T06:00:00Z'), eft).toISOString()).toBe('2026-11-18T06:00:00.000Z');
  });

  it('starts the Istanbul day at 21:00 UTC', () => {
    expect(istanbulDayStart(at('2026-11-18T20:59:59Z')).toISOString()).toBe('2026-11-17T21:00:00.000Z');
    expect(istanbulDayStart(at('2026-11-18T21:00:00Z')).toISOString()).toBe('2026-11-18T21:00:00.000Z');
  });
});

describe('FX pricing', () => {
  it('prices with the spread in the bank’s favour on both sides', () => {
    const sell = priceQuote(DEFAULT_CONFIG, {
      sourceCurrency: 'USD',
      targetCurrency: 'TRY',
      amount: 10_000n,
      amountCurrency: 'USD',
    });
    expect(sell.targetMinor).toBe(410_447n); // 100 USD x 41.25 / 1.005 = 4104.477… → 4104.47
    const buy = priceQuote(DEFAULT_CONFIG, {
      sourceCurrency: 'TRY',
      targetCurrency: 'USD',
      amount: 10_000n,
      amountCurrency: 'USD',
    });
    expect(buy.sourceMinor).toBe(414_563n); // 100 x 41.25 x 1.005 = 4145.625 → 4145.63
    expect(buy.midRate).toBe('41.250000');
    expect(buy.rate).toBe('41.456250');
    const gold = priceQuote(DEFAULT_CONFIG, {
      sourceCurrency: 'TRY',
      targetCurrency: 'XAU',
      amount: 10_000n,
      amountCurrency: 'XAU',
    });
    expect(gold.sourceMinor).toBe(550_791n); // 1 g x 5480.50 x 1.005 = 5507.9025 → 5507.91
    const cross = priceQuote(DEFAULT_CONFIG, {
      sourceCurrency: 'EUR',
      targetCurrency: 'USD',
      amount: 10_000n,
      amountCurrency: 'EUR',
    });
    expect(cross.targetMinor).toBe(11_530n); // 100 x 47.80 / 41.25 / 1.005 = 115.30…
  });

  it('values foreign amounts in TRY for the daily limit', () => {
    expect(tryValue(DEFAULT_CONFIG, 10_000n, 'USD')).toBe(412_500n);
    expect(tryValue(DEFAULT_CONFIG, 5_000n, 'XAU')).toBe(274_025n);
  });
});

describe('names and directory', () => {
  it('compares names without case, spaces or Turkish letters, and masks them', () => {
    expect(sameName('AYSE  YILMAZ', 'Ayşe Yılmaz')).toBe(true);
    expect(sameName('İSMAİL ÇELİK', 'ismail celik')).toBe(true);
    expect(sameName('Ayşe Yıldız', 'Ayşe Yılmaz')).toBe(false);
    expect(maskName('Ayşe Yılmaz')).toBe('Ay*** Yıl***');
  });

  it('seeds only valid IBANs and card numbers', () => {
    for (const a of EXTERNAL_ACCOUNTS)
      expect(isValidIban(externalIban(a.bankCode, a.branchCode, a.accountNumber))).toBe(true);
    for (const c of EXTERNAL_CARDS) expect(isLuhnValid(c.cardNumber)).toBe(true);
    expect(isLuhnValid('4355081234567890')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTrIban } from '../../contract/iban';
import type { TransferLimits } from '../../contract/transfers';
import { ibanBankCode, transferChannel } from './transfer-channel';

const limits = (isOpen: boolean): TransferLimits => ({
  currency: 'TRY',
  fastPerTransactionLimit: '100000.00',
  dailyLimit: '500000.00',
  usedToday: '0.00',
  remainingToday: '500000.00',
  eft: { isOpen, opensAt: '08:00', closesAt: '17:30', nextWindowAt: '2026-11-23T05:00:00.000Z' },
});
const OWN = '00899';
const own = buildTrIban(OWN, '0000010001460001');
const garanti = buildTrIban('00062', '0040100006299145');

describe('transferChannel (the FAST/EFT hint)', () => {
  it('reads the bank code from the IBAN', () => {
    expect(ibanBankCode(garanti)).toBe('00062');
  });

  it('is a remittance (havale) when the IBAN is at this bank, at any amount and hour', () => {
    expect(transferChannel({ iban: own, ownBankCode: OWN, amount: '250000.00', limits: limits(false) })).toBe(
      'Remittance',
    );
  });

  it('goes by FAST up to the per-transaction limit, day or night', () => {
    expect(transferChannel({ iban: garanti, ownBankCode: OWN, amount: '100000.00', limits: limits(false) })).toBe(
      'FAST',
    );
    expect(transferChannel({ iban: garanti, ownBankCode: OWN, amount: '', limits: limits(true) })).toBe('FAST');
  });

  it('goes by EFT above the limit in EFT hours, else waits for the next window', () => {
    expect(transferChannel({ iban: garanti, ownBankCode: OWN, amount: '100000.01', limits: limits(true) })).toBe('EFT');
    expect(transferChannel({ iban: garanti, ownBankCode: OWN, amount: '100000.01', limits: limits(false) })).toBe(
      'NextWindow',
    );
  });

  it('says nothing until the IBAN is valid and the limits are known', () => {
    expect(transferChannel({ iban: 'TR47', ownBankCode: OWN, amount: '1.00', limits: limits(true) })).toBeUndefined();
    expect(transferChannel({ iban: garanti, ownBankCode: OWN, amount: '1.00', limits: undefined })).toBeUndefined();
  });
});

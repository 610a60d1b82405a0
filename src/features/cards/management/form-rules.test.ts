import { describe, expect, it } from 'vitest';
import { limitIssues } from './limits-screens';
import { addressIssue } from '../delivery-address-field';
import { nicknameIssues } from './misc-options-screen';
import { pinFormIssues } from './pin-change-screen';

const MAXIMA = { atm: '50000.00', pos: '250000.00', online: '100000.00' };

describe('the management forms’ own checks', () => {
  it('PIN: 4 digits, typed twice the same', () => {
    expect(pinFormIssues({ pin: '', pinRepeat: '' })).toEqual({ pin: 'field.required', pinRepeat: 'field.required' });
    expect(pinFormIssues({ pin: '12a4', pinRepeat: '12a4' })).toEqual({ pin: 'card.pinFormat' });
    expect(pinFormIssues({ pin: '4826', pinRepeat: '4827' })).toEqual({ pinRepeat: 'card.pinMismatch' });
    expect(pinFormIssues({ pin: '4826', pinRepeat: '4826' })).toEqual({});
  });

  it('limits: above zero and at most the maximum of each channel', () => {
    expect(limitIssues({ atm: '50000.00', pos: '1.00', online: '100000.00' }, MAXIMA)).toEqual({});
    expect(limitIssues({ atm: '50000.01', pos: '0', online: '' }, MAXIMA)).toEqual({
      atm: 'card.atmLimitAboveMaximum',
      pos: 'card.limitInvalid',
      online: 'field.required',
    });
    expect(limitIssues({ atm: '1.00', pos: '250000.01', online: '100000.01' }, MAXIMA)).toEqual({
      pos: 'card.posLimitAboveMaximum',
      online: 'card.onlineLimitAboveMaximum',
    });
  });

  it('a delivery address and a card name', () => {
    expect(addressIssue('  ')).toBe('field.required');
    expect(addressIssue('Kadıköy')).toBe('field.invalid');
    expect(addressIssue('Bağdat Caddesi 12, Kadıköy')).toBeUndefined();
    expect(nicknameIssues({ nickname: 'x'.repeat(31) })).toEqual({ nickname: 'field.tooLong' });
    expect(nicknameIssues({ nickname: '' })).toEqual({});
  });
});

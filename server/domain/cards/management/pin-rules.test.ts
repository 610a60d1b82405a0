import { describe, expect, it } from 'vitest';
import { hashPin, pinMatches, pinRefusal } from './pin-rules';

const AYSE = '1986-03-14';

describe('pinRefusal', () => {
  it.each([
    ['123', 'card.pinFormat'],
    ['12345', 'card.pinFormat'],
    ['１２３４', 'card.pinFormat'],
    ['0000', 'card.pinRepeated'],
    ['9999', 'card.pinRepeated'],
    ['1234', 'card.pinSequential'],
    ['6789', 'card.pinSequential'],
    ['0123', 'card.pinSequential'],
    ['8901', 'card.pinSequential'],
    ['9876', 'card.pinSequential'],
    ['3210', 'card.pinSequential'],
    ['1098', 'card.pinSequential'],
    ['1986', 'card.pinBirthDate'],
    ['1403', 'card.pinBirthDate'],
    ['0314', 'card.pinBirthDate'],
    ['1453', 'card.pinCommon'],
    ['1881', 'card.pinCommon'],
    ['1903', 'card.pinCommon'],
    ['1905', 'card.pinCommon'],
    ['1907', 'card.pinCommon'],
    ['1923', 'card.pinCommon'],
    ['0101', 'card.pinCommon'],
    ['3434', 'card.pinCommon'],
  ])('%s → %s', (pin, code) => {
    expect(pinRefusal(pin, pin, AYSE)).toBe(code);
  });

  it('refuses two different PINs', () => {
    expect(pinRefusal('4826', '4862', AYSE)).toBe('card.pinMismatch');
  });

  it('accepts a PIN that breaks no rule; without a birth date the birth checks are skipped', () => {
    expect(pinRefusal('4826', '4826', AYSE)).toBeNull();
    expect(pinRefusal('1357', '1357', AYSE)).toBeNull();
    expect(pinRefusal('1986', '1986', null)).toBeNull();
  });
});

describe('hashPin', () => {
  it('is a salted scrypt hash that matches its PIN only', () => {
    const a = hashPin('4826');
    const b = hashPin('4826');
    expect(a).not.toBe(b);
    expect(pinMatches('4826', a)).toBe(true);
    expect(pinMatches('4827', a)).toBe(false);
    expect(pinMatches('4826', null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { rememberConsentReturn, takeConsentReturn } from './open-banking-return';

const memory = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

const ID = '3f1c2b9e-8a4d-4c6e-9b2f-1d0e7a5c4b3a';

describe('the consent request kept through the sign-in', () => {
  it('leads /consent to approve and /transfer to transfer, once', () => {
    const storage = memory();
    rememberConsentReturn('consent', ID, storage);
    expect(takeConsentReturn(storage)).toBe(`/dashboard/open-banking/approve?consent=${ID}`);
    expect(takeConsentReturn(storage)).toBeUndefined();
    rememberConsentReturn('transfer', ID, storage);
    expect(takeConsentReturn(storage)).toBe(`/dashboard/open-banking/transfer?consent=${ID}`);
  });

  it('keeps nothing that is not a consent id', () => {
    const storage = memory();
    rememberConsentReturn('consent', '../../evil', storage);
    rememberConsentReturn('consent', undefined, storage);
    expect(takeConsentReturn(storage)).toBeUndefined();
    storage.setItem('emanet.openBankingReturn', '{"entry":"consent","consentId":"javascript:alert(1)"}');
    expect(takeConsentReturn(storage)).toBeUndefined();
  });
});

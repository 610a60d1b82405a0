/** Holder names: a forgiving comparison with what the sender typed (the masked form: src/contract/masking.ts). */

const FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i̇: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Lower case (Turkish rules), Turkish letters folded to ASCII, everything but letters and digits dropped. */
export const nameKey = (name: string): string =>
  name
    .toLocaleLowerCase('tr')
    .normalize('NFC')
    .replace(/i̇|[çğıöşüâîû]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

/** Whether the typed name is the holder's: case, spaces and Turkish letters do not matter. */
export const sameName = (typed: string, holder: string): boolean => {
  const key = nameKey(typed);
  return key.length > 0 && key === nameKey(holder);
};

/**
 * TCKN (Turkish identity number) and YKN (foreign identity number, starts with 99):
 * 11 digits, first not 0; d10 = (7*(d1+d3+d5+d7+d9) - (d2+d4+d6+d8)) mod 10,
 * d11 = (d1+...+d10) mod 10. `%` is normalised because it can be negative in JS.
 */
export const isValidTckn = (value: string): boolean => {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = Array.from(value, Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const sum = d.slice(0, 10).reduce((a, b) => a + b, 0);
  return sum % 10 === d[10];
};

/** Shows only the last two digits of an identity number: `*********46`. */
export const maskIdentityNumber = (value: string): string =>
  value.length <= 2 ? value : '*'.repeat(value.length - 2) + value.slice(-2);

/** YKN (foreign identity number): the TCKN checksum, starting with 99. */
export const isValidYkn = (value: string): boolean => value.startsWith('99') && isValidTckn(value);

/**
 * VKN (tax number), 10 digits. For the first nine digits numbered i = 1..9 from the right:
 * c1 = (digit + i) mod 10; when c1 ≠ 0, c2 = (c1 · 2^i) mod 9, or 9 when that is 0; s += c2.
 * Check digit = (10 − s mod 10) mod 10.
 */
export const isValidVkn = (value: string): boolean => {
  if (!/^\d{10}$/.test(value)) return false;
  let sum = 0;
  for (let i = 1; i <= 9; i += 1) {
    const digit = Number(value[9 - i]);
    const c1 = (digit + i) % 10;
    if (c1 === 0) continue;
    const c2 = (c1 * 2 ** i) % 9;
    sum += c2 === 0 ? 9 : c2;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
};

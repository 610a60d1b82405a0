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

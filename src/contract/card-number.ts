/** Card numbers (ISO/IEC 7812): 16 digits whose last is the Luhn check digit. */

const luhnSum = (digits: string, doubleEven: boolean): number => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if ((i % 2 === 0) === doubleEven) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum;
};

/** Appends the Luhn check digit (the sandbox directory builds valid card numbers with it). */
export const withLuhn = (body: string): string => body + String((10 - (luhnSum(body, true) % 10)) % 10);

/** A 16-digit card number whose check digit is right. */
export const isLuhnValid = (digits: string): boolean => /^\d{16}$/.test(digits) && luhnSum(digits, false) % 10 === 0;

/** Account numbers (`1000146-1`: customer number, dash, suffix) and the IBANs the sandbox bank issues. */
import { buildTrIban } from '../../../src/contract/iban';

export const accountNumberFor = (customerNumber: string, suffix: number): string => `${customerNumber}-${suffix}`;

/** The IBAN's 16-character account part: 12 digits of customer number, 4 of suffix. */
export const ibanFor = (bankCode: string, customerNumber: string, suffix: number): string =>
  buildTrIban(bankCode, customerNumber.padStart(12, '0') + String(suffix).padStart(4, '0'));

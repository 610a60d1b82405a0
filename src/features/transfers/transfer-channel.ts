import { isValidIban, normaliseIban } from '../../contract/iban';
import { parseAmount } from '../../contract/money';
import type { TransferLimits } from '../../contract/transfers';

/**
 * How a transfer to an IBAN will go (domain-facts.md, payment systems): a remittance (havale) when the
 * IBAN is at this bank; otherwise FAST up to the per-transaction limit at any hour, EFT above it in EFT
 * hours, else the order waits for the next EFT window (which the customer must accept).
 */
export type TransferChannel = 'Remittance' | 'FAST' | 'EFT' | 'NextWindow';

/** The 5-digit bank code inside a Turkish IBAN. */
export const ibanBankCode = (iban: string): string | undefined => {
  const text = normaliseIban(iban);
  return text.startsWith('TR') && text.length >= 9 ? text.slice(4, 9) : undefined;
};

export const transferChannel = (input: {
  iban: string;
  /** The bank code of the customer's own IBANs. */
  ownBankCode: string | undefined;
  amount: string;
  limits: TransferLimits | undefined;
}): TransferChannel | undefined => {
  if (!isValidIban(input.iban)) return undefined;
  if (ibanBankCode(input.iban) === input.ownBankCode) return 'Remittance';
  if (!input.limits) return undefined;
  const amount = parseAmount(input.amount || '0', 'TRY');
  const fastLimit = parseAmount(input.limits.fastPerTransactionLimit, 'TRY');
  if (amount !== undefined && fastLimit !== undefined && amount <= fastLimit) return 'FAST';
  return input.limits.eft.isOpen ? 'EFT' : 'NextWindow';
};

/**
 * The ledger's vocabulary, shared by every product: what a journal (one money movement of any
 * product) is, and why each of its entries moved money. The server stores these values; the
 * page may show them (a statement's kind filter, the last transactions of every product).
 */

/** One money movement, whatever the product: the kind every journal row carries. */
export const JOURNAL_KINDS = [
  // send money
  'Remittance',
  'Virement',
  'EFT',
  'FAST',
  'SecurePaymentHold',
  'SecurePaymentRelease',
  'SecurePaymentCancel',
  'Settlement',
  // accounts
  'AccountOpening',
  'ProfitShare',
  // payments and cards
  'BillPayment',
  'StandingOrder',
  'CardSpending',
  'CardDebtPayment',
  'CardRefund',
  'CardCashAdvance',
  'CardFee',
  'CardLateCharge',
  // gold, currency and precious metals
  'FxTrade',
  'GoldOrder',
  // financing
  'FinancingDisbursement',
  'FinancingInstallment',
  // the bank's own
  'Reversal',
  'Funding',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/**
 * Why an entry moved money (TigerBeetle's `code`): the amount itself, the fee on it, a leg
 * through an FX position, the clearing house and its settlement, an escrow hold and its
 * release, a reversal, a profit share, a tax, or the bank funding an account.
 */
export const POSTING_CODES = [
  'payment',
  'fee',
  'fx_leg',
  'clearing',
  'settlement',
  'escrow_hold',
  'escrow_release',
  'reversal',
  'profit_share',
  'tax',
  'funding',
] as const;
export type PostingCode = (typeof POSTING_CODES)[number];

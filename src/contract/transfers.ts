/**
 * Send money (spec sections 2 and 3; domain-facts.md, payment systems). One flow for
 * every target: the form posts `/Transfer/Preview` (answers the summary with
 * `isTransactionSigning: true` → the summary-confirm route), the confirm step makes one
 * Idempotency-Key and posts `/Transfer/Execute` (answers 201/202/203 with the approver
 * info), the code dialog re-posts it with `otpReferenceKey` and `otpCode` under the same
 * key, and the answer is the receipt. docs/api.md describes the calls.
 */
import * as v from 'valibot';
import { EASY_ADDRESS_TYPES } from './easy-addresses';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';

export const TRANSFER_TYPES = ['EFT', 'FAST', 'Remittance', 'Virement'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export const TARGET_KINDS = ['ACCOUNT', 'CARD', 'IBAN', 'KOLAS'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export const TRANSFER_KINDS = [
  'REMITTANCE_TO_ACCOUNT',
  'EFT_TO_ACCOUNT',
  'EFT_TO_CARD',
  'EFT_TO_IBAN',
  'FAST',
  'REMITTANCE_TO_IBAN',
  'KOLAS',
  'VIREMENT',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * The spec's account/target modes, plus the two targets it names as screens:
 * a payment wallet (e-money institution, over FAST) and a secure payment (held by
 * the bank until the buyer releases it).
 */
export const TARGET_MODES = [
  'IBAN',
  'Account',
  'AccountEft',
  'Card',
  'KOLAS',
  'AccountsBetween',
  'Wallet',
  'SecurePayment',
] as const;
export type TargetMode = (typeof TARGET_MODES)[number];

/** Completed; Pending at the clearing house (EFT/FAST); Scheduled for the next EFT window; Held (secure payment). */
export const TRANSFER_STATUSES = ['Completed', 'Pending', 'Scheduled', 'Held', 'Cancelled', 'Returned'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Remittance (havale) inside the bank carries transfer code 214 (spec section 9). */
export const REMITTANCE_TRANSFER_CODE = 214;

export const RECEIVER_NAME_MAX = 70;
export const DESCRIPTION_MAX = 100;

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(IssueKey.Required), v.maxLength(max, IssueKey.TooLong));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, IssueKey.TooLong)), '');
const accountNumber = v.pipe(
  v.string(),
  v.nonEmpty(IssueKey.Required),
  v.regex(/^\d{1,20}(?:-\d{1,4})?$/, IssueKey.Invalid),
);
/** Any decimal string; the server checks the precision per currency (2, or 4 for XAU) and that it is above zero. */
const amount = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^\d{1,15}(?:\.\d{1,4})?$/, IssueKey.Invalid));

export const TransferTargetSchema = v.variant('mode', [
  v.object({ mode: v.literal('IBAN'), iban: text(34), receiverName: text(RECEIVER_NAME_MAX) }),
  /** Remittance to another customer of this bank by account number. */
  v.object({ mode: v.literal('Account'), accountNumber, receiverName: text(RECEIVER_NAME_MAX) }),
  /** EFT to an account number at another bank. */
  v.object({
    mode: v.literal('AccountEft'),
    bankCode: v.pipe(v.string(), v.regex(/^\d{5}$/, IssueKey.Invalid)),
    branchCode: v.pipe(v.string(), v.regex(/^\d{1,5}$/, IssueKey.Invalid)),
    accountNumber: v.pipe(v.string(), v.regex(/^\d{1,16}$/, IssueKey.Invalid)),
    receiverName: text(RECEIVER_NAME_MAX),
  }),
  /** A credit card (of any bank): EFT_TO_CARD. The number is checked with Luhn. */
  v.object({
    mode: v.literal('Card'),
    cardNumber: v.pipe(v.string(), v.regex(/^\d{16}$/, IssueKey.Invalid)),
    receiverName: text(RECEIVER_NAME_MAX),
  }),
  v.object({ mode: v.literal('KOLAS'), type: v.picklist(EASY_ADDRESS_TYPES, IssueKey.Required), value: text(254) }),
  /** Virement between the customer's own accounts (may cross currencies with a quote). */
  v.object({ mode: v.literal('AccountsBetween'), accountNumber }),
  v.object({
    mode: v.literal('Wallet'),
    walletCode: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,12}$/, IssueKey.Invalid)),
    walletNumber: v.pipe(v.string(), v.regex(/^\d{6,20}$/, IssueKey.Invalid)),
    receiverName: text(RECEIVER_NAME_MAX),
  }),
  /** The seller's IBAN and identity number; the money is held until the buyer releases it. */
  v.object({
    mode: v.literal('SecurePayment'),
    iban: text(34),
    receiverName: text(RECEIVER_NAME_MAX),
    sellerIdentityNumber: v.pipe(v.string(), v.regex(/^\d{10,11}$/, IssueKey.Invalid)),
    subject: text(100),
  }),
]);
export type TransferTarget = v.InferOutput<typeof TransferTargetSchema>;

/** `POST /Transfer/Preview` and the transfer part of `POST /Transfer/Execute`. */
export const TransferRequestSchema = v.object({
  sourceAccountNumber: accountNumber,
  target: TransferTargetSchema,
  /** In the source account's currency (virement: `amountCurrency` may name the target's). */
  amount,
  amountCurrency: v.optional(v.picklist(CURRENCIES)),
  description: optionalText(DESCRIPTION_MAX),
  /** A cross-currency virement executes at this quote (from Preview or GetExchangeQuote). */
  quoteId: v.optional(v.pipe(v.string(), v.uuid(IssueKey.Invalid))),
  /** The customer accepted that an EFT outside EFT hours waits for the next window. */
  acceptNextWindow: v.optional(v.boolean(), false),
});
export type TransferRequest = v.InferOutput<typeof TransferRequestSchema>;

/** The verification fields the code dialog adds (spec: the form values plus otpCode and otpReferenceKey). */
export const VerificationFieldsSchema = v.object({
  otpReferenceKey: v.optional(v.pipe(v.string(), v.maxLength(100))),
  otpCode: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, IssueKey.OtpFormat))),
});
export const VERIFICATION_FIELDS = ['otpReferenceKey', 'otpCode'] as const;

export const ExecuteTransferSchema = v.object({
  ...TransferRequestSchema.entries,
  ...VerificationFieldsSchema.entries,
});
export type ExecuteTransferRequest = v.InferOutput<typeof ExecuteTransferSchema>;

export interface ExchangeQuote {
  quoteId: string;
  sourceCurrency: string;
  targetCurrency: string;
  sourceAmount: string;
  targetAmount: string;
  /** Units of the source currency per unit of the target currency, as applied (spread included). */
  rate: string;
  /** The indicative mid rate and the bank's spread on it, in percent. */
  midRate: string;
  spreadPercent: string;
  expiresAt: string;
}

export interface TransferParty {
  maskedName: string;
  bankCode: string;
  bankName: string;
  iban?: string;
  accountNumber?: string;
  maskedCardNumber?: string;
  easyAddress?: { type: string; maskedValue: string };
  walletName?: string;
}

/** What Preview answers and the summary-confirm route shows. */
export interface TransferSummary {
  transferType: TransferType;
  transferKind: TransferKind;
  targetKind: TargetKind;
  targetMode: TargetMode;
  source: { accountNumber: string; name: string; currency: string; availableBalance: string };
  receiver: TransferParty;
  amount: string;
  currency: string;
  fee: string;
  /** What leaves the source account: amount (converted, for a cross-currency virement) plus fee. */
  total: string;
  exchange: ExchangeQuote | null;
  /** Set when an EFT waits for the next window. */
  scheduledFor: string | null;
  description: string;
  /** 214 for a remittance. */
  transferCode: number | null;
}

/** The success page and the receipt (dekont). */
export interface TransferReceipt extends TransferSummary {
  transferId: string;
  reference: string;
  status: TransferStatus;
  createdAt: string;
  settledAt: string | null;
}

/** The approver info of a 201/202/203 answer (spec section 3, response envelope). */
export interface ApproverInfo {
  otpReferenceKey: string;
  approverTargetInfo: string;
  otpTimeout: number;
}

/** `GET /Transfer/GetLimits`: the settings and what today used. */
export interface TransferLimits {
  currency: 'TRY';
  fastPerTransactionLimit: string;
  dailyLimit: string;
  usedToday: string;
  remainingToday: string;
  eft: { isOpen: boolean; opensAt: string; closesAt: string; nextWindowAt: string };
}

/** `POST /Transfer/GetExchangeQuote`. */
export const ExchangeQuoteRequestSchema = v.object({
  sourceAccountNumber: accountNumber,
  targetAccountNumber: accountNumber,
  amount,
  amountCurrency: v.optional(v.picklist(CURRENCIES)),
});

export interface Bank {
  code: string;
  name: string;
}
export interface PaymentWallet {
  code: string;
  name: string;
}

/** `GET /Transfer/GetTransfers?take=` and `GET /Transfer/GetTransfer/{id}`. */
export interface TransferList {
  transfers: TransferReceipt[];
}

/** `GET /Transfer/GetReceiptPdf/{id}`: the dekont, base64. */
export interface ReceiptPdf {
  fileName: string;
  content: string;
}

/** `POST /Transfer/ReleaseSecurePayment` and `/Transfer/CancelSecurePayment` (Idempotency-Key). */
export const SecurePaymentActionSchema = v.object({ transferId: v.pipe(v.string(), v.uuid(IssueKey.Invalid)) });

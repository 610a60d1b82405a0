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
import { ACCOUNT_NUMBER_PATTERN, AMOUNT_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';
import { text } from './safe-text';

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

const requiredText = (max: number) =>
  v.pipe(text(), v.trim(), v.nonEmpty(IssueKey.Required), v.maxLength(max, IssueKey.TooLong));
const optionalText = (max: number) => v.optional(v.pipe(text(), v.trim(), v.maxLength(max, IssueKey.TooLong)), '');
const accountNumber = v.pipe(
  v.string(),
  v.nonEmpty(IssueKey.Required),
  v.regex(ACCOUNT_NUMBER_PATTERN, IssueKey.Invalid),
);
/** Any decimal string; the server checks the precision per currency (2, or 4 for XAU) and that it is above zero. */
const amount = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(AMOUNT_PATTERN, IssueKey.Invalid));

export const TransferTargetSchema = v.variant('mode', [
  v.object({ mode: v.literal('IBAN'), iban: requiredText(34), receiverName: requiredText(RECEIVER_NAME_MAX) }),
  /** Remittance to another customer of this bank by account number. */
  v.object({ mode: v.literal('Account'), accountNumber, receiverName: requiredText(RECEIVER_NAME_MAX) }),
  /** EFT to an account number at another bank. */
  v.object({
    mode: v.literal('AccountEft'),
    bankCode: v.pipe(v.string(), v.regex(/^\d{5}$/, IssueKey.Invalid)),
    branchCode: v.pipe(v.string(), v.regex(/^\d{1,5}$/, IssueKey.Invalid)),
    accountNumber: v.pipe(v.string(), v.regex(/^\d{1,16}$/, IssueKey.Invalid)),
    receiverName: requiredText(RECEIVER_NAME_MAX),
  }),
  /** A credit card (of any bank): EFT_TO_CARD. The number is checked with Luhn. */
  v.object({
    mode: v.literal('Card'),
    cardNumber: v.pipe(v.string(), v.regex(/^\d{16}$/, IssueKey.Invalid)),
    receiverName: requiredText(RECEIVER_NAME_MAX),
  }),
  v.object({
    mode: v.literal('KOLAS'),
    type: v.picklist(EASY_ADDRESS_TYPES, IssueKey.Required),
    value: requiredText(254),
  }),
  /** Virement between the customer's own accounts (may cross currencies with a quote). */
  v.object({ mode: v.literal('AccountsBetween'), accountNumber }),
  v.object({
    mode: v.literal('Wallet'),
    walletCode: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,12}$/, IssueKey.Invalid)),
    walletNumber: v.pipe(v.string(), v.regex(/^\d{6,20}$/, IssueKey.Invalid)),
    receiverName: requiredText(RECEIVER_NAME_MAX),
  }),
  /** The seller's IBAN and identity number; the money is held until the buyer releases it. */
  v.object({
    mode: v.literal('SecurePayment'),
    iban: requiredText(34),
    receiverName: requiredText(RECEIVER_NAME_MAX),
    sellerIdentityNumber: v.pipe(v.string(), v.regex(/^\d{10,11}$/, IssueKey.Invalid)),
    subject: requiredText(100),
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
  otpReferenceKey: v.optional(v.pipe(text(), v.maxLength(100, IssueKey.TooLong))),
  otpCode: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, IssueKey.OtpFormat))),
});
export const VERIFICATION_FIELDS = ['otpReferenceKey', 'otpCode'] as const;

export const ExecuteTransferSchema = v.object({
  ...TransferRequestSchema.entries,
  ...VerificationFieldsSchema.entries,
});
export type ExecuteTransferRequest = v.InferOutput<typeof ExecuteTransferSchema>;

/** A quote between two currencies: `POST /Transfer/GetExchangeQuote`, `/Deposit/GetOpeningQuote` and a virement's summary. */
export const ExchangeQuoteSchema = v.object({
  quoteId: v.string(),
  sourceCurrency: v.picklist(CURRENCIES),
  targetCurrency: v.picklist(CURRENCIES),
  sourceAmount: v.string(),
  targetAmount: v.string(),
  /** Units of the source currency per unit of the target currency, as applied (spread included). */
  rate: v.string(),
  /** The indicative mid rate and the bank's spread on it, in percent. */
  midRate: v.string(),
  spreadPercent: v.string(),
  expiresAt: v.string(),
});
export type ExchangeQuote = v.InferOutput<typeof ExchangeQuoteSchema>;

/** The receiver as the summary and the receipt show it: masked, with their bank. */
export const TransferPartySchema = v.object({
  maskedName: v.string(),
  bankCode: v.string(),
  bankName: v.string(),
  iban: v.optional(v.string()),
  accountNumber: v.optional(v.string()),
  maskedCardNumber: v.optional(v.string()),
  easyAddress: v.optional(v.object({ type: v.picklist(EASY_ADDRESS_TYPES), maskedValue: v.string() })),
  walletName: v.optional(v.string()),
});
export type TransferParty = v.InferOutput<typeof TransferPartySchema>;

const summaryEntries = {
  transferType: v.picklist(TRANSFER_TYPES),
  transferKind: v.picklist(TRANSFER_KINDS),
  targetKind: v.picklist(TARGET_KINDS),
  targetMode: v.picklist(TARGET_MODES),
  source: v.object({
    accountNumber: v.string(),
    name: v.string(),
    currency: v.picklist(CURRENCIES),
    availableBalance: v.string(),
  }),
  receiver: TransferPartySchema,
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  fee: v.string(),
  /** What leaves the source account: amount (converted, for a cross-currency virement) plus fee. */
  total: v.string(),
  exchange: v.nullable(ExchangeQuoteSchema),
  /** Set when an EFT waits for the next window. */
  scheduledFor: v.nullable(v.string()),
  description: v.string(),
  /** 214 for a remittance. */
  transferCode: v.nullable(v.number()),
};

/** What Preview answers (action code 400) and the summary-confirm route shows. */
export const TransferSummarySchema = v.object(summaryEntries);
export type TransferSummary = v.InferOutput<typeof TransferSummarySchema>;

/** The success page and the receipt (dekont): the summary with its id, reference and live status. */
export const TransferReceiptSchema = v.object({
  ...summaryEntries,
  transferId: v.string(),
  reference: v.string(),
  status: v.picklist(TRANSFER_STATUSES),
  createdAt: v.string(),
  settledAt: v.nullable(v.string()),
});
export type TransferReceipt = v.InferOutput<typeof TransferReceiptSchema>;

/** The approver info of a 201/202/203 answer (spec section 3, response envelope). */
export const ApproverInfoSchema = v.object({
  otpReferenceKey: v.string(),
  approverTargetInfo: v.string(),
  otpTimeout: v.number(),
});
export type ApproverInfo = v.InferOutput<typeof ApproverInfoSchema>;

/** What Execute answers: the approver info of a challenge (201/202/203), then the receipt (401-404). */
export const ExecuteAnswerSchema = v.union([TransferReceiptSchema, ApproverInfoSchema]);

/** `GET /Transfer/GetLimits`: the settings and what today used. */
export const TransferLimitsSchema = v.object({
  currency: v.literal('TRY'),
  fastPerTransactionLimit: v.string(),
  dailyLimit: v.string(),
  usedToday: v.string(),
  remainingToday: v.string(),
  eft: v.object({ isOpen: v.boolean(), opensAt: v.string(), closesAt: v.string(), nextWindowAt: v.string() }),
});
export type TransferLimits = v.InferOutput<typeof TransferLimitsSchema>;

/** `POST /Transfer/GetExchangeQuote`. */
export const ExchangeQuoteRequestSchema = v.object({
  sourceAccountNumber: accountNumber,
  targetAccountNumber: accountNumber,
  amount,
  amountCurrency: v.optional(v.picklist(CURRENCIES)),
});

/** A bank by its EFT code (`GET /Transfer/GetBanks`) or an e-money institution (`GET /Transfer/GetPaymentWallets`). */
export const BankSchema = v.object({ code: v.string(), name: v.string() });
export type Bank = v.InferOutput<typeof BankSchema>;
export const BankListSchema = v.object({ banks: v.array(BankSchema) });
export const PaymentWalletSchema = BankSchema;
export type PaymentWallet = v.InferOutput<typeof PaymentWalletSchema>;
export const PaymentWalletListSchema = v.object({ wallets: v.array(PaymentWalletSchema) });

/** `GET /Transfer/GetTransfers?take=`: the caller's own, newest first. */
export const TransferListSchema = v.object({ transfers: v.array(TransferReceiptSchema) });
export type TransferList = v.InferOutput<typeof TransferListSchema>;

/** `GET /Transfer/GetReceiptPdf/{id}`: the dekont, base64. */
export const ReceiptPdfSchema = v.object({ fileName: v.string(), content: v.string() });
export type ReceiptPdf = v.InferOutput<typeof ReceiptPdfSchema>;

/** `POST /Transfer/ReleaseSecurePayment` and `/Transfer/CancelSecurePayment` (Idempotency-Key). */
export const SecurePaymentActionSchema = v.object({ transferId: v.pipe(v.string(), v.uuid(IssueKey.Invalid)) });

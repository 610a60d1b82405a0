/**
 * The sandbox card network (issue 14): a terminal's purchase, cash advance or withdrawal that the bank
 * authorises or declines by the card's state, permissions and limits, and a merchant's refund of an
 * approved purchase. A terminal may name the card by its full number; no answer ever carries more
 * than BIN + last 4. `networkReference` is the network's message id, unique per card: a retried
 * message answers what the first one decided and never posts twice.
 */
import * as v from 'valibot';
import { CARD_CHANNELS, CARD_KINDS, CARD_STATUSES, CARD_TRANSACTION_KINDS, CARD_TRANSACTION_STATUSES } from './cards';
import { API_DECIMAL } from './input-rules';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';
import { text } from './safe-text';

/** The currencies a terminal may charge in (converted to TRY at the bank's selling rate plus the abroad margin). */
export const NETWORK_CURRENCIES = ['TRY', 'USD', 'EUR'] as const satisfies readonly (typeof CURRENCIES)[number][];
export type NetworkCurrency = (typeof NETWORK_CURRENCIES)[number];

/** Installments: at most this many (domestic credit card purchases only). */
export const MAX_INSTALLMENTS = 12;

const amount = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(API_DECIMAL, IssueKey.Invalid));
const networkReference = v.pipe(text(), v.regex(/^[A-Za-z0-9._:-]{1,64}$/, IssueKey.Invalid));

/** One card as a tester picks it: never the full number. */
export const SandboxCardSchema = v.object({
  id: v.string(),
  maskedNumber: v.string(),
  kind: v.picklist(CARD_KINDS),
  status: v.picklist(CARD_STATUSES),
  holderName: v.string(),
  productName: v.string(),
});
export const SandboxCardListSchema = v.object({ items: v.array(SandboxCardSchema) });
export type SandboxCard = v.InferOutput<typeof SandboxCardSchema>;

/** `POST /Sandbox/Card/Purchase`: the card by id, or by its full number as a terminal sends it. */
export const CardPurchaseRequestSchema = v.object({
  cardId: v.optional(v.pipe(v.string(), v.uuid(IssueKey.Invalid))),
  cardNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{16}$/, IssueKey.CardInvalid))),
  merchant: v.pipe(text(), v.trim(), v.nonEmpty(IssueKey.Required), v.maxLength(60, IssueKey.TooLong)),
  amount,
  currency: v.optional(v.picklist(NETWORK_CURRENCIES), 'TRY'),
  channel: v.picklist(CARD_CHANNELS),
  abroad: v.optional(v.boolean(), false),
  installments: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_INSTALLMENTS)), 1),
  /** Contactless above the no-PIN limit: whether the holder entered the PIN. */
  pinEntered: v.optional(v.boolean(), false),
  /** The network's message id, unique per card (a retry sends the same); a new one when left out. */
  networkReference: v.optional(networkReference),
});
export type CardPurchaseRequest = v.InferOutput<typeof CardPurchaseRequestSchema>;

/** `POST /Sandbox/Card/Refund`: an approved purchase, in full (no amount) or in part (TRY, what the card was charged). */
export const CardRefundRequestSchema = v.object({
  transactionId: v.pipe(v.string(), v.uuid(IssueKey.Invalid)),
  amount: v.optional(amount),
  networkReference: v.optional(networkReference),
});
export type CardRefundRequest = v.InferOutput<typeof CardRefundRequestSchema>;

/** The network's answer: approved (with its authorisation code) or declined with the reason in the caller's language. */
export const CardAuthorisationSchema = v.object({
  transactionId: v.string(),
  status: v.picklist(CARD_TRANSACTION_STATUSES),
  kind: v.picklist(CARD_TRANSACTION_KINDS),
  /** The decline's message code and its text; null when approved. */
  reasonCode: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  authCode: v.nullable(v.string()),
  maskedCardNumber: v.string(),
  merchant: v.string(),
  channel: v.picklist(CARD_CHANNELS),
  abroad: v.boolean(),
  /** What the card is charged (TRY), and what the terminal asked when it was another currency. */
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  originalAmount: v.nullable(v.string()),
  originalCurrency: v.nullable(v.picklist(CURRENCIES)),
  installments: v.number(),
  /** A cash advance's fee (TRY), charged as its own transaction; null otherwise. */
  fee: v.nullable(v.string()),
  refundOf: v.nullable(v.string()),
  createdAt: v.string(),
});
export type CardAuthorisation = v.InferOutput<typeof CardAuthorisationSchema>;

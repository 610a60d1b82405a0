/**
 * The cards area's vocabulary (issue 14), shared by its tables, its calls and its screens: debit,
 * credit and virtual cards, their states and permissions, the card network's transactions, credit
 * card statements and card applications. A card leaves the bank only as BIN + last 4
 * (`maskCard`); the virtual card's reveal is the one exception. Each call's schemas live beside it
 * (cards-*.ts).
 */
import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';
import { text } from './safe-text';

/** Where a card is sent (an application, a renewal, a replacement): 10–200 characters, no control characters. */
export const DELIVERY_ADDRESS_MIN = 10;
export const DELIVERY_ADDRESS_MAX = 200;
export const DeliveryAddressSchema = v.pipe(
  text({ multiline: true }),
  v.trim(),
  v.nonEmpty(IssueKey.Required),
  v.minLength(DELIVERY_ADDRESS_MIN, IssueKey.Invalid),
  v.maxLength(DELIVERY_ADDRESS_MAX, IssueKey.TooLong),
);

/** A plastic debit card on an account, a credit card, or a virtual card inside a credit card's limit. */
export const CARD_KINDS = ['Debit', 'Credit', 'Virtual'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/**
 * Active; Frozen (the customer's temporary freeze, undone by the customer); Blocked (lost, stolen or
 * the bank's block: never undone, a replacement is a new card); Cancelled (the customer closed it);
 * Closed (expired or replaced). Every state but Active declines every transaction.
 */
export const CARD_STATUSES = ['Active', 'Frozen', 'Blocked', 'Cancelled', 'Closed'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** The states "my cards" lists; the others are on my_cards_disabled. */
export const LIVE_CARD_STATUSES = ['Active', 'Frozen'] as const satisfies readonly CardStatus[];

/** Why a card left Active: its status reason. */
export const CARD_STATUS_REASONS = ['Lost', 'Stolen', 'Customer', 'Bank', 'Expired', 'Replaced'] as const;
export type CardStatusReason = (typeof CARD_STATUS_REASONS)[number];

/** How a transaction reached the card: chip and PIN, contactless, online (card not present), an ATM. */
export const CARD_CHANNELS = ['Chip', 'Contactless', 'Online', 'Atm'] as const;
export type CardChannel = (typeof CARD_CHANNELS)[number];

/**
 * A card transaction: a purchase (with installments on a credit card), a refund of one, a cash
 * advance (a credit card at an ATM), the bank's fee, the late charge ("gecikme cezası") and the
 * contractual profit share ("kâr payı") on an unpaid remainder. Payments to a credit card are
 * card_debt_payments (issue 13).
 */
export const CARD_TRANSACTION_KINDS = [
  'Purchase',
  'Refund',
  'CashAdvance',
  'Withdrawal',
  'Fee',
  'LateCharge',
  'ProfitShare',
] as const;
export type CardTransactionKind = (typeof CARD_TRANSACTION_KINDS)[number];

export const CARD_TRANSACTION_STATUSES = ['Approved', 'Declined'] as const;
export type CardTransactionStatus = (typeof CARD_TRANSACTION_STATUSES)[number];

/** How the customer receives a credit card's statement. */
export const STATEMENT_PREFERENCES = ['Email', 'Post', 'None'] as const;
export type StatementPreference = (typeof STATEMENT_PREFERENCES)[number];

/** What a card application asks for: a new credit or debit card, or a card for one that is renewed or replaced. */
export const CARD_APPLICATION_KINDS = ['Credit', 'Debit', 'Renewal', 'Replacement'] as const;
export type CardApplicationKind = (typeof CARD_APPLICATION_KINDS)[number];

/**
 * An application's timeline, advanced by the sandbox with the bank's clock: Received → Evaluating →
 * Approved (or Rejected, the end) → Produced → Shipped → Delivered (the card exists from then on).
 */
export const CARD_APPLICATION_STATUSES = [
  'Received',
  'Evaluating',
  'Approved',
  'Rejected',
  'Produced',
  'Shipped',
  'Delivered',
] as const;
export type CardApplicationStatus = (typeof CARD_APPLICATION_STATUSES)[number];

/**
 * One card as lists and the detail header show it: the number only as BIN + last 4. Credit fields
 * are null for a debit card; a virtual card names its main card.
 */
export const CardSummarySchema = v.object({
  id: v.string(),
  kind: v.picklist(CARD_KINDS),
  /** "515899******6018". */
  maskedNumber: v.string(),
  productName: v.string(),
  /** The customer's own name for the card; null when none is set. */
  nickname: v.nullable(v.string()),
  holderName: v.string(),
  status: v.picklist(CARD_STATUSES),
  statusReason: v.nullable(v.picklist(CARD_STATUS_REASONS)),
  /** "MM/YY". */
  expiry: v.string(),
  /** A debit card's account; a credit card's automatic payment account; null when none. */
  accountNumber: v.nullable(v.string()),
  currency: v.picklist(CURRENCIES),
  /** Credit and virtual cards: the limit (a virtual card's own), what is left of it, the last statement. */
  limit: v.nullable(v.string()),
  availableLimit: v.nullable(v.string()),
  periodDebt: v.nullable(v.string()),
  minimumPayment: v.nullable(v.string()),
  currentDebt: v.nullable(v.string()),
  cutoffDate: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  /** A virtual card's main card. */
  parentCardId: v.nullable(v.string()),
});
export type CardSummary = v.InferOutput<typeof CardSummarySchema>;

/** `GET /Card/GetCards`: every card of the customer, every status (the page splits live and disabled). */
export const CardListSchema = v.object({ cards: v.array(CardSummarySchema) });
export type CardList = v.InferOutput<typeof CardListSchema>;

/** A card's three daily limits as decimal strings (TRY). */
export const CardLimitsSchema = v.object({ atm: v.string(), pos: v.string(), online: v.string() });
export type CardLimits = v.InferOutput<typeof CardLimitsSchema>;

/** What a card may be used for; e-commerce (online) is closed until the holder opens it (BDDK 2017). */
export const CardPermissionsSchema = v.object({
  online: v.boolean(),
  contactless: v.boolean(),
  abroad: v.boolean(),
  atmAbroad: v.boolean(),
});
export type CardPermissions = v.InferOutput<typeof CardPermissionsSchema>;

/** `GET /Card/GetCard/{id}`: the summary, its permissions, its daily limits and the bank's maxima for them. */
export const CardDetailSchema = v.object({
  ...CardSummarySchema.entries,
  permissions: CardPermissionsSchema,
  notificationsEnabled: v.boolean(),
  limits: CardLimitsSchema,
  maxLimits: CardLimitsSchema,
  pinSet: v.boolean(),
  /** Credit cards: the statement cut-off day, the days allowed, and how statements are sent. */
  cutoffDay: v.nullable(v.number()),
  cutoffDays: v.nullable(v.array(v.number())),
  statementPreference: v.nullable(v.picklist(STATEMENT_PREFERENCES)),
  /** A main credit card's virtual cards. */
  virtualCards: v.array(CardSummarySchema),
  openedAt: v.string(),
  statusChangedAt: v.nullable(v.string()),
});
export type CardDetail = v.InferOutput<typeof CardDetailSchema>;

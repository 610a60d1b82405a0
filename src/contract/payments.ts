/**
 * The payments area's vocabulary, shared by its tables, its calls and its screens: bill categories,
 * saved payments, standing orders ("talimat") and their runs, and the bank's own credit cards whose
 * debt anyone may pay. The schemas of each call live beside it (bills.ts, saved-payments.ts,
 * standing-orders.ts, card-debt.ts, last-transactions.ts).
 */

/** What a biller collects for (Ödeme Hizmetleri Yönetmeliği art. 3 names the first six). */
export const BILL_CATEGORIES = [
  'Electricity',
  'Water',
  'NaturalGas',
  'PhoneInternet',
  'Tv',
  'TaxesFines',
  'Education',
  'Other',
] as const;
export type BillCategory = (typeof BILL_CATEGORIES)[number];

/** A bill of the sandbox's billers: open until it is paid once (here or, in the sandbox, nowhere else). */
export const BILL_STATUSES = ['Open', 'Paid'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** A saved payment: a bill subscription with its nickname, or another card's debt. */
export const SAVED_PAYMENT_KINDS = ['Bill', 'CardDebt'] as const;
export type SavedPaymentKind = (typeof SAVED_PAYMENT_KINDS)[number];

/** A standing order moves money (to an IBAN, an account, an easy address, between own accounts) or pays a bill. */
export const STANDING_ORDER_KINDS = ['Transfer', 'Bill'] as const;
export type StandingOrderKind = (typeof STANDING_ORDER_KINDS)[number];

export const STANDING_ORDER_STATUSES = ['Active', 'Paused', 'Cancelled', 'Completed'] as const;
export type StandingOrderStatus = (typeof STANDING_ORDER_STATUSES)[number];

/** Daily, weekly (on the start date's weekday), monthly on a day (29-31: the month's last day when shorter), every N months. */
export const STANDING_ORDER_FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'EveryNMonths'] as const;
export type StandingOrderFrequency = (typeof STANDING_ORDER_FREQUENCIES)[number];

/** A fixed amount, or a bill order's "the whole bill" (whatever the open bills come to). */
export const STANDING_ORDER_AMOUNT_MODES = ['Fixed', 'WholeBill'] as const;
export type StandingOrderAmountMode = (typeof STANDING_ORDER_AMOUNT_MODES)[number];

/**
 * One attempt at a due run: Completed (posted), Failed (refused; retried by the rule when the
 * reason allows), Skipped (nothing to pay: no open bill), Waiting (an EFT leg outside the window).
 */
export const STANDING_ORDER_RUN_STATUSES = ['Completed', 'Failed', 'Skipped', 'Waiting'] as const;
export type StandingOrderRunStatus = (typeof STANDING_ORDER_RUN_STATUSES)[number];

/** How a card debt payment reached the card: at once (a card of this bank), or over FAST or EFT. */
export const CARD_DEBT_RAILS = ['Internal', 'FAST', 'EFT'] as const;
export type CardDebtRail = (typeof CARD_DEBT_RAILS)[number];

/**
 * Card management (issue 14): the changes a customer makes to one of their cards, each a decision
 * confirmed with a code (the code bound to the Idempotency-Key and the body). Every change answers
 * the card's detail as it now is. A PIN travels only as an ENC1 field and is stored only as a hash.
 *
 * Which changes apply: a debit or credit card takes every one; a virtual card only a freeze, an
 * unfreeze, its name and a cancellation. A Blocked, Cancelled or Closed card takes none.
 */
import * as v from 'valibot';
import { IdParam } from './api-route';
import { CardDetailSchema, DeliveryAddressSchema, type CardKind } from './cards';
import { AccountNumberSchema, AmountSchema } from './input-rules';
import { IssueKey } from './message-codes';
import { text } from './safe-text';
import { ApproverInfoSchema, VerificationFieldsSchema } from './transfers';

/** The changes, as the routes name them (`/Card/<Change>`). */
export const CARD_CHANGES = [
  'ChangePin',
  'SetPermissions',
  'SetAccount',
  'SetLimits',
  'Freeze',
  'Unfreeze',
  'SetNickname',
  'SetNotifications',
  'Cancel',
  'ReportLostStolen',
  'Renew',
] as const;
export type CardChange = (typeof CARD_CHANGES)[number];

/** The changes by name, for code that names one (`CHANGE.Freeze`). */
export const CHANGE = Object.fromEntries(CARD_CHANGES.map((change) => [change, change])) as {
  readonly [C in CardChange]: C;
};

/** The changes a virtual card takes; the rest are for plastic (debit and credit) cards. */
export const VIRTUAL_CARD_CHANGES = [
  'Freeze',
  'Unfreeze',
  'SetNickname',
  'Cancel',
] as const satisfies readonly CardChange[];

export const changeAppliesTo = (change: CardChange, kind: CardKind): boolean =>
  kind !== 'Virtual' || (VIRTUAL_CARD_CHANGES as readonly CardChange[]).includes(change);

/** A card's own name: at most 30 characters; empty clears it. */
export const CARD_NICKNAME_MAX = 30;
export const PIN_LENGTH = 4;

/** Why a card is reported: its status reason once Blocked. */
export const LOST_STOLEN_REASONS = ['Lost', 'Stolen'] as const;
export type LostStolenReason = (typeof LOST_STOLEN_REASONS)[number];

const cardId = IdParam;
const withCode = <T extends v.ObjectEntries>(entries: T) =>
  v.object({ cardId, ...entries, ...VerificationFieldsSchema.entries });

/** A PIN as typed (ENC1 on the wire); the rules (4 digits, not guessable) are the bank's, with message codes. */
const pinField = v.pipe(v.string(), v.maxLength(16, IssueKey.TooLong));

export const ChangePinSchema = withCode({ pin: pinField, pinRepeat: pinField });
export type ChangePinRequest = v.InferOutput<typeof ChangePinSchema>;

/** ATM abroad needs abroad: a card closed abroad is closed at ATMs abroad too. */
export const SetPermissionsSchema = withCode({
  online: v.boolean(),
  contactless: v.boolean(),
  abroad: v.boolean(),
  atmAbroad: v.boolean(),
});
export type SetPermissionsRequest = v.InferOutput<typeof SetPermissionsSchema>;

/** A debit card's account, or a credit card's automatic payment account: an open TRY current account of the customer. */
export const SetAccountSchema = withCode({ accountNumber: AccountNumberSchema });
export type SetAccountRequest = v.InferOutput<typeof SetAccountSchema>;

/** The three daily limits (TRY, two decimals), each above zero and at most the bank's maximum for the card's kind. */
export const SetLimitsSchema = withCode({ atm: AmountSchema, pos: AmountSchema, online: AmountSchema });
export type SetLimitsRequest = v.InferOutput<typeof SetLimitsSchema>;

/** Freeze, Unfreeze, Cancel: the card alone. */
export const CardChangeSchema = withCode({});
export type CardChangeRequest = v.InferOutput<typeof CardChangeSchema>;

/** The card's own name; null or empty clears it. */
export const SetNicknameSchema = withCode({
  nickname: v.nullable(v.pipe(text(), v.trim(), v.maxLength(CARD_NICKNAME_MAX, IssueKey.TooLong))),
});
export type SetNicknameRequest = v.InferOutput<typeof SetNicknameSchema>;

/** An SMS for each approved transaction of the card. */
export const SetNotificationsSchema = withCode({ enabled: v.boolean() });
export type SetNotificationsRequest = v.InferOutput<typeof SetNotificationsSchema>;

/** Lost or stolen: Blocked at once; with `replacement` a new card is sent to `deliveryAddress`. */
export const ReportLostStolenSchema = withCode({
  reason: v.picklist(LOST_STOLEN_REASONS),
  replacement: v.boolean(),
  deliveryAddress: v.nullable(DeliveryAddressSchema),
});
export type ReportLostStolenRequest = v.InferOutput<typeof ReportLostStolenSchema>;

/** A renewal: the card (its expiry extended, or a new one) is sent to `deliveryAddress`. */
export const RenewCardSchema = withCode({ deliveryAddress: DeliveryAddressSchema });
export type RenewCardRequest = v.InferOutput<typeof RenewCardSchema>;

/**
 * Every change's answer: the card's detail as it now is; a replacement's or a renewal's application
 * (its reference for the call center); a notice the page shows (the 24-hour liability rule, a debt
 * that stays after a cancellation), in the caller's language.
 */
export const CardChangeResultSchema = v.object({
  card: CardDetailSchema,
  application: v.nullable(v.object({ id: v.string(), reference: v.string() })),
  notice: v.nullable(v.string()),
});
export type CardChangeResult = v.InferOutput<typeof CardChangeResultSchema>;

/** What a change's call answers: the code step first (201/202/203), then the result. */
export const CardChangeAnswerSchema = v.union([CardChangeResultSchema, ApproverInfoSchema]);

export const isCardChangeResult = (data: unknown): data is CardChangeResult => v.is(CardChangeResultSchema, data);

/**
 * Virtual credit cards (issue 14): a card number with no plastic inside a main credit card's limit,
 * with its own (lower or equal) limit per statement period, open to online spending only. Create,
 * limit update and reveal are decisions confirmed with a code; the reveal's answer is the one place
 * a full card number, its expiry and its CVV leave the bank (sealed ENC1), once per fresh code.
 */
import * as v from 'valibot';
import { AmountSchema } from './input-rules';
import { IssueKey } from './message-codes';
import { text } from './safe-text';
import { ApproverInfoSchema, VerificationFieldsSchema } from './transfers';

/** The most virtual cards one main credit card may have (live ones: Active or Frozen). */
export const MAX_VIRTUAL_CARDS = 3;
export const VIRTUAL_NICKNAME_MAX = 30;

const cardId = v.pipe(v.string(), v.uuid(IssueKey.Invalid));

/** `POST /Card/CreateVirtualCard`: under which main credit card, its own limit (TRY) and a name. */
export const CreateVirtualCardRequestSchema = v.object({
  mainCardId: cardId,
  limit: AmountSchema,
  nickname: v.optional(v.pipe(text(), v.trim(), v.maxLength(VIRTUAL_NICKNAME_MAX, IssueKey.TooLong))),
});
export type CreateVirtualCardRequest = v.InferOutput<typeof CreateVirtualCardRequestSchema>;
export const CreateVirtualCardSchema = v.object({
  ...CreateVirtualCardRequestSchema.entries,
  ...VerificationFieldsSchema.entries,
});

/** What create and limit update answer: the virtual card as BIN + last 4, its limit and its main card's. */
export const VirtualCardAnswerSchema = v.object({
  cardId: v.string(),
  mainCardId: v.string(),
  /** "515899******1234". */
  maskedNumber: v.string(),
  nickname: v.nullable(v.string()),
  /** "MM/YY". */
  expiry: v.string(),
  limit: v.string(),
  mainLimit: v.string(),
  currency: v.literal('TRY'),
});
export type VirtualCardAnswer = v.InferOutput<typeof VirtualCardAnswerSchema>;

/** `POST /Card/UpdateVirtualCardLimit`: the virtual card and its new own limit (TRY). */
export const UpdateVirtualLimitRequestSchema = v.object({ cardId, limit: AmountSchema });
export type UpdateVirtualLimitRequest = v.InferOutput<typeof UpdateVirtualLimitRequestSchema>;
export const UpdateVirtualLimitSchema = v.object({
  ...UpdateVirtualLimitRequestSchema.entries,
  ...VerificationFieldsSchema.entries,
});

/** `POST /Card/RevealVirtualCard`: one virtual card, under a new Idempotency-Key every time. */
export const RevealVirtualCardRequestSchema = v.object({ cardId });
export type RevealVirtualCardRequest = v.InferOutput<typeof RevealVirtualCardRequestSchema>;
export const RevealVirtualCardSchema = v.object({
  ...RevealVirtualCardRequestSchema.entries,
  ...VerificationFieldsSchema.entries,
});

/**
 * The reveal's answer. The first answer of a key carries the number, expiry and CVV (sealed); the
 * stored answer a replay gets has only `cardId`, `revealedAt` and `expiresInSeconds`: ask again.
 */
export const RevealedCardSchema = v.object({
  cardId: v.string(),
  revealedAt: v.string(),
  /** How long the page shows them before it drops them (seconds). */
  expiresInSeconds: v.number(),
  cardNumber: v.optional(v.string()),
  /** "MM/YY". */
  expiry: v.optional(v.string()),
  cvv: v.optional(v.string()),
});
export type RevealedCard = v.InferOutput<typeof RevealedCardSchema>;

/** What create and limit update answer: the code step (approver info) first, then the card. */
export const VirtualCardDecisionAnswerSchema = v.union([VirtualCardAnswerSchema, ApproverInfoSchema]);
/** What reveal answers: the code step first, then the revealed card. */
export const RevealAnswerSchema = v.union([RevealedCardSchema, ApproverInfoSchema]);

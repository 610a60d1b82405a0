/**
 * CallCenter transfers (issue 18): the agent moves money for the verified caller between the
 * customer's own accounts or to one of the customer's registered recipients. The agent's call only
 * plans and stores the transfer as Waiting; the customer confirms or declines on their own phone
 * (push to the device for push customers, an SMS with a confirmation reference otherwise), and only
 * then does it post, once. A Waiting transfer not answered in CC_TRANSFER_TTL_MINUTES expires.
 * docs/api.md (CallCenter transfers) describes the calls.
 */
import * as v from 'valibot';
import { ACCOUNT_NUMBER_PATTERN, AMOUNT_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';
import { text } from './safe-text';
import { DESCRIPTION_MAX } from './transfers';

/** Waiting for the customer; Posted once confirmed; Declined or Expired post nothing; Failed: refused at posting. */
export const CC_TRANSFER_STATUSES = ['Waiting', 'Posted', 'Declined', 'Expired', 'Failed'] as const;
export type CcTransferStatus = (typeof CC_TRANSFER_STATUSES)[number];

/** How long the customer has to answer, on the bank's clock. */
export const CC_TRANSFER_TTL_MINUTES = 5;

/** How the customer was asked: a push to the device, or an SMS to the registered phone. */
export const CC_CONFIRM_CHANNELS = ['push', 'sms'] as const;
export type CcConfirmChannel = (typeof CC_CONFIRM_CHANNELS)[number];

const accountNumber = v.pipe(
  v.string(),
  v.nonEmpty(IssueKey.Required),
  v.regex(ACCOUNT_NUMBER_PATTERN, IssueKey.Invalid),
);
const uuid = v.pipe(v.string(), v.uuid(IssueKey.Invalid));

/** Where the money goes: another of the customer's own accounts, or a registered recipient. */
export const CcTransferTargetSchema = v.variant('mode', [
  v.object({ mode: v.literal('OwnAccount'), accountNumber }),
  v.object({ mode: v.literal('Registered'), registeredTransactionId: uuid }),
]);
export type CcTransferTarget = v.InferOutput<typeof CcTransferTargetSchema>;

/** `POST /api/CallCenter/Transfer/Start`. */
export const StartCcTransferSchema = v.object({
  sourceAccountNumber: accountNumber,
  target: CcTransferTargetSchema,
  /** In the source account's currency. */
  amount: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(AMOUNT_PATTERN, IssueKey.Invalid)),
  description: v.optional(v.pipe(text(), v.trim(), v.maxLength(DESCRIPTION_MAX, IssueKey.TooLong)), ''),
});
export type StartCcTransferRequest = v.InferOutput<typeof StartCcTransferSchema>;

/** `GET /api/CallCenter/Transfer/Status?id=`. */
export const CcTransferStatusQuerySchema = v.object({ id: uuid });

/** `POST /api/Sandbox/CallCenterTransfer/Answer`: the customer's phone answers with the reference it was sent. */
export const AnswerCcTransferSchema = v.object({
  reference: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.maxLength(64, IssueKey.TooLong)),
  answer: v.picklist(['confirm', 'decline']),
});
export type AnswerCcTransferRequest = v.InferOutput<typeof AnswerCcTransferSchema>;

/** A waiting (or answered) agent transfer as the agent's screen shows it. */
export const CcTransferSchema = v.object({
  id: v.string(),
  status: v.picklist(CC_TRANSFER_STATUSES),
  confirmChannel: v.picklist(CC_CONFIRM_CHANNELS),
  /** The customer's phone, masked (where the SMS or push went). */
  sentTo: v.string(),
  sourceAccountNumber: v.string(),
  /** The receiver as the customer knows it: the own account's number or the recipient's saved name. */
  targetLabel: v.string(),
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  description: v.string(),
  createdAt: v.string(),
  expiresAt: v.string(),
  answeredAt: v.nullable(v.string()),
  /** The posted transfer's id and receipt reference (Posted only). */
  transferId: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  /** Why posting was refused (Failed only): a message code. */
  failureCode: v.nullable(v.string()),
});
export type CcTransfer = v.InferOutput<typeof CcTransferSchema>;

import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { text } from './safe-text';

/** What `GET /api/Sandbox/Outbox` lists (newest first), inside a service envelope as `data.items`. */
export const OutboxMessageSchema = v.object({
  id: v.string(),
  /** `captcha` (sandbox mode): recipient and referenceKey are the captcha reference, code its answer. */
  channel: v.picklist(['sms', 'email', 'push', 'captcha']),
  recipient: v.string(),
  text: v.string(),
  code: v.nullable(v.string()),
  /** The challenge the code answers (otpReferenceKey), so a tester can tell codes apart. */
  referenceKey: v.nullable(v.string()),
  createdAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;
export const OutboxListSchema = v.object({ items: v.array(OutboxMessageSchema) });

/** The query of `GET /api/Sandbox/Captcha`: the captcha's reference (an unknown or empty one is a 404). */
export const SandboxCaptchaQuerySchema = v.object({
  reference: v.optional(v.pipe(text(), v.trim(), v.maxLength(64, IssueKey.TooLong)), ''),
});

/** What `GET /api/Sandbox/Captcha?reference=…` answers (sandbox mode only): the captcha's answer. */
export const SandboxCaptchaSchema = v.object({ reference: v.string(), answer: v.string() });
export type SandboxCaptcha = v.InferOutput<typeof SandboxCaptchaSchema>;

/** `POST /api/Sandbox/ApprovePush`: the push message's id. */
export const ApprovePushSchema = v.object({ id: v.pipe(v.string(), v.uuid(IssueKey.Invalid)) });

/** The query of `GET /api/Sandbox/Outbox`: a phone or e-mail address, or the customer whose phone it is. */
export const OutboxQuerySchema = v.object({
  recipient: v.optional(v.pipe(text(), v.trim(), v.maxLength(254, IssueKey.TooLong))),
  identificationNumber: v.optional(v.pipe(text(), v.trim(), v.maxLength(20, IssueKey.TooLong))),
});

/** `GET /api/Sandbox/Clock` (sandbox mode only): the bank's time, its Istanbul date and how far it runs ahead of the machine. */
export const SandboxClockSchema = v.object({ now: v.string(), today: v.string(), offsetMs: v.number() });
export type SandboxClockState = v.InferOutput<typeof SandboxClockSchema>;

/** `POST /api/Sandbox/Clock`: moves the bank's clock forward (days and hours, up to two years), or back to the machine's. */
export const MoveSandboxClockSchema = v.object({
  advanceDays: v.optional(
    v.pipe(v.number(), v.integer(IssueKey.Invalid), v.minValue(0, IssueKey.Invalid), v.maxValue(731, IssueKey.Invalid)),
  ),
  advanceHours: v.optional(
    v.pipe(
      v.number(),
      v.integer(IssueKey.Invalid),
      v.minValue(0, IssueKey.Invalid),
      v.maxValue(8760, IssueKey.Invalid),
    ),
  ),
  reset: v.optional(v.boolean()),
});
export type MoveSandboxClock = v.InferOutput<typeof MoveSandboxClockSchema>;

/** What moving the clock answers: the clock and what the standing-order scheduler did at once. */
export const MovedSandboxClockSchema = v.object({
  clock: SandboxClockSchema,
  ran: v.object({
    completed: v.number(),
    failed: v.number(),
    skipped: v.number(),
    waiting: v.number(),
    alreadyDone: v.number(),
    notices: v.number(),
  }),
});
export type MovedSandboxClock = v.InferOutput<typeof MovedSandboxClockSchema>;

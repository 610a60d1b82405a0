import * as v from 'valibot';

/** What `GET /api/Sandbox/Outbox` lists (newest first), inside a service envelope as `data.items`. */
export const OutboxMessageSchema = v.object({
  id: v.string(),
  channel: v.picklist(['sms', 'email', 'push']),
  recipient: v.string(),
  text: v.string(),
  code: v.nullable(v.string()),
  /** The challenge the code answers (otpReferenceKey), so a tester can tell codes apart. */
  referenceKey: v.nullable(v.string()),
  createdAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;
export const OutboxListSchema = v.object({ items: v.array(OutboxMessageSchema) });

export const ApprovePushSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });

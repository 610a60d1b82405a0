import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts, id } from './columns';

/** `captcha`: sandbox mode only, a captcha's answer for the tester (recipient = the captcha reference). */
export const OUTBOX_CHANNELS = ['sms', 'email', 'push', 'captcha'] as const;

/** What the bank "sent". The sandbox shows it; a real bank would hand it to an SMS/e-mail/push gateway. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text().notNull(),
    text: text().notNull(),
    code: text(),
    referenceKey: text(),
    createdAt: ts('created_at').notNull(),
    approvedAt: ts('approved_at'),
  },
  // By reference: a push challenge's approval (decision_commit) and the sandbox's lookups of a code.
  (t) => [index().on(t.recipient, t.createdAt), index().on(t.referenceKey)],
);

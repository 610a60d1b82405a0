/**
 * Contact (issue 16): a customer's requests to the bank, their attachments and the bank's answers.
 * A request moves no money: it is written in one plain transaction (respondChange), not through
 * the engine's commit. The reference number's last part comes from `contact_reference_seq`.
 */
import { index, integer, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_ATTACHMENT_TYPES, CONTACT_CATEGORIES, CONTACT_STATUSES } from '../../../src/contract/contact';
import { customers } from './auth';
import { id, ts } from './columns';

export const contactReferenceSeq = pgSequence('contact_reference_seq', { startWith: 1, maxValue: 999999, cycle: true });

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    /** SKY-YYYYMMDD-NNNNNN. */
    referenceNumber: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    category: text({ enum: CONTACT_CATEGORIES }).notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    status: text({ enum: CONTACT_STATUSES }).notNull().default('Received'),
    answerDays: integer().notNull(),
    answerDueAt: ts('answer_due_at').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex().on(t.referenceNumber), index().on(t.customerId, t.createdAt)],
);

export const contactAttachments = pgTable(
  'contact_attachments',
  {
    id: id(),
    requestId: uuid()
      .notNull()
      .references(() => contactRequests.id),
    fileName: text().notNull(),
    contentType: text({ enum: CONTACT_ATTACHMENT_TYPES }).notNull(),
    size: integer().notNull(),
    /** The file, base64. */
    content: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [index().on(t.requestId)],
);

export const contactAnswers = pgTable(
  'contact_answers',
  {
    id: id(),
    requestId: uuid()
      .notNull()
      .references(() => contactRequests.id),
    body: text().notNull(),
    answeredAt: ts('answered_at').notNull(),
  },
  (t) => [index().on(t.requestId)],
);

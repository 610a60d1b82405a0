/**
 * A customer's requests to the bank (issue 16): save one (`SaveContactUs`, in the change's one
 * transaction), list one's own (`GetContactUsList`) and read an attachment of one's own request.
 * A request of another customer, and its attachments, answer not-found.
 *
 * The reference number is SKY-YYYYMMDD-NNNNNN: the bank's day in Istanbul and the next number of
 * `contact_reference_seq`. The answer deadline is 20 days after receipt for a card matter, 30 for
 * anything else (domain-facts-products.md, complaints). A request still "Received" an hour after
 * it came in reads as "In progress" (the bank's clock: moving the sandbox clock shows it).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CONTACT_MAX_ATTACHMENTS,
  answerDaysOf,
  attachmentProblems,
  type ContactAttachmentFile,
  type ContactRequest,
  type ContactStatus,
  type SaveContactUsParsed,
} from '../../../src/contract/contact';
import type { UploadContentType } from '../../../src/contract/documents';
import { MessageCode } from '../../../src/contract/message-codes';
import type { Db, Tx } from '../../db/client';
import { contactAnswers, contactAttachments, contactRequests } from '../../db/schema/contact';
import { BusinessError } from '../common/refusal';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a request waits as "Received" before it reads as "In progress". */
export const CONTACT_PICKUP_MS = 60 * 60 * 1000;

const MAGIC: Record<UploadContentType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

const ISTANBUL_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** SKY-YYYYMMDD- for the bank's day; the insert adds the sequence's next number as NNNNNN. */
export const referencePrefixOf = (now: Date): string => `SKY-${ISTANBUL_DAY.format(now).replaceAll('-', '')}-`;

interface CheckedFile {
  fileName: string;
  contentType: UploadContentType;
  size: number;
  content: string;
}

/** Every attachment checked (count, then each file's size, type, name and first bytes); each problem once. */
export const checkAttachments = (attachments: SaveContactUsParsed['attachments']): CheckedFile[] => {
  if (attachments.length > CONTACT_MAX_ATTACHMENTS) throw new BusinessError([MessageCode.ContactTooManyAttachments]);
  const problems = new Set<string>();
  const files = attachments.map((file) => {
    const bytes = Buffer.from(file.content, 'base64');
    const found = attachmentProblems({ name: file.fileName, type: file.contentType, size: bytes.length });
    const magic = MAGIC[file.contentType as UploadContentType] as number[] | undefined;
    if (magic && bytes.length > 0 && (bytes.length < magic.length || magic.some((b, i) => bytes[i] !== b)))
      found.push(MessageCode.ContactAttachmentWrongType);
    found.forEach((p) => problems.add(p));
    return {
      fileName: file.fileName,
      contentType: file.contentType as UploadContentType,
      size: bytes.length,
      content: bytes.toString('base64'),
    };
  });
  if (problems.size > 0) throw new BusinessError([...problems]);
  return files;
};

type RequestRow = typeof contactRequests.$inferSelect;

const statusAt = (row: RequestRow, now: Date): ContactStatus =>
  row.status === 'Received' && now.getTime() - row.createdAt.getTime() >= CONTACT_PICKUP_MS ? 'InProgress' : row.status;

/** The requests with their attachments (no bytes) and answers, as the customer sees them. */
const present = async (db: Db | Tx, rows: RequestRow[], now: Date): Promise<ContactRequest[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const files = await db
    .select({
      id: contactAttachments.id,
      requestId: contactAttachments.requestId,
      fileName: contactAttachments.fileName,
      contentType: contactAttachments.contentType,
      size: contactAttachments.size,
    })
    .from(contactAttachments)
    .where(inArray(contactAttachments.requestId, ids))
    .orderBy(asc(contactAttachments.position));
  const answers = await db
    .select()
    .from(contactAnswers)
    .where(inArray(contactAnswers.requestId, ids))
    .orderBy(asc(contactAnswers.answeredAt), asc(contactAnswers.id));
  return rows.map((row) => ({
    id: row.id,
    referenceNumber: row.referenceNumber,
    category: row.category,
    subject: row.subject,
    text: row.body,
    status: statusAt(row, now),
    createdAt: row.createdAt.toISOString(),
    answerDeadline: row.answerDueAt.toISOString(),
    answerDays: row.answerDays,
    attachments: files
      .filter((f) => f.requestId === row.id)
      .map(({ id, fileName, contentType, size }) => ({ id, fileName, contentType, size })),
    answers: answers
      .filter((a) => a.requestId === row.id)
      .map((a) => ({ id: a.id, text: a.body, answeredAt: a.answeredAt.toISOString() })),
  }));
};

/** `SaveContactUs`: the request and its files, in the change's transaction; answers the saved request. */
export const saveContactRequest = async (
  tx: Tx,
  customerId: string,
  request: SaveContactUsParsed,
  now: Date,
): Promise<ContactRequest> => {
  const files = checkAttachments(request.attachments);
  const days = answerDaysOf(request.category);
  const [row] = await tx
    .insert(contactRequests)
    .values({
      referenceNumber: sql`${referencePrefixOf(now)}::text || lpad(nextval('contact_reference_seq')::text, 6, '0')`,
      customerId,
      category: request.category,
      subject: request.subject,
      body: request.text,
      status: 'Received',
      answerDays: days,
      answerDueAt: new Date(now.getTime() + days * DAY_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (files.length > 0)
    await tx
      .insert(contactAttachments)
      .values(files.map((file, position) => ({ ...file, requestId: row!.id, position })));
  return (await present(tx, [row!], now))[0]!;
};

/** `GetContactUsList`: the customer's own requests, newest first. */
export const listContactRequests = async (db: Db, customerId: string, now: Date): Promise<ContactRequest[]> =>
  present(
    db,
    await db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.customerId, customerId))
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.referenceNumber)),
    now,
  );

/** An attachment of the customer's own request; undefined for another's or none (the route answers 404). */
export const contactAttachmentOf = async (
  db: Db,
  customerId: string,
  attachmentId: string,
): Promise<ContactAttachmentFile | undefined> => {
  const [file] = await db
    .select({
      fileName: contactAttachments.fileName,
      contentType: contactAttachments.contentType,
      content: contactAttachments.content,
    })
    .from(contactAttachments)
    .innerJoin(contactRequests, eq(contactRequests.id, contactAttachments.requestId))
    .where(and(eq(contactAttachments.id, attachmentId), eq(contactRequests.customerId, customerId)));
  return file;
};

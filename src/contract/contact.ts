/**
 * Contact (issue 16): the bank's channels and branches (`GET /Auth/Branches`, before or after
 * sign-in), a request to the bank (`POST /DkEnquiryAgency/SaveContactUs`: category, subject, text
 * and up to CONTACT_MAX_ATTACHMENTS files), the customer's requests with their status, answer
 * deadline and the bank's answers (`GET /DkEnquiryAgency/GetContactUsList`) and an attachment of
 * one's own request (`GET /DkEnquiryAgency/GetContactUsAttachment/{id}`).
 *
 * The attachment rules (type, size, count, name) are here once: the page checks a picked file with
 * them and the bank checks the sent one again (and its first bytes, whatever its name says).
 */
import * as v from 'valibot';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, type UploadContentType } from './documents';
import { IssueKey, MessageCode } from './message-codes';
import { text } from './safe-text';

/** A branch of the bank: where it is, how to call it, when it is open. */
export const BranchSchema = v.object({
  branchCode: v.string(),
  name: v.string(),
  city: v.string(),
  district: v.string(),
  address: v.string(),
  phone: v.string(),
  /** Opening hours in the caller's language. */
  hours: v.string(),
});
export type Branch = v.InferOutput<typeof BranchSchema>;

/** `GET /Auth/Branches`: every branch, by city then name, and the cities that have one. */
export const BranchListSchema = v.object({ branches: v.array(BranchSchema), cities: v.array(v.string()) });
export type BranchList = v.InferOutput<typeof BranchListSchema>;

/** The bank's remote channels (shown with the branches). */
export const CALL_CENTER_NUMBER = '0850 222 0 444';
export const CONTACT_EMAIL = 'iletisim@emanet.example';

/** What a request is about; a card matter is answered within 20 days, anything else within 30. */
export const CONTACT_CATEGORIES = [
  'Card',
  'Account',
  'Transfer',
  'Financing',
  'Gold',
  'DigitalBanking',
  'Suggestion',
  'Other',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const answerDaysOf = (category: ContactCategory): number => (category === 'Card' ? 20 : 30);

export const CONTACT_STATUSES = ['Received', 'InProgress', 'Answered', 'Closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_SUBJECT_MIN = 3;
export const CONTACT_SUBJECT_MAX = 120;
export const CONTACT_TEXT_MIN = 10;
export const CONTACT_TEXT_MAX = 2000;

/** Attachments: PDF, JPEG or PNG, each 1 byte to 2 MiB, at most 3, a plain name ending as its type says. */
export const CONTACT_ATTACHMENT_TYPES = UPLOAD_CONTENT_TYPES;
export const CONTACT_ATTACHMENT_MAX_BYTES = UPLOAD_MAX_BYTES;
export const CONTACT_MAX_ATTACHMENTS = 3;
export const CONTACT_ATTACHMENT_NAME_MAX = 100;
/** SaveContactUs's body limit: three files in base64 and the text. */
export const CONTACT_BODY_LIMIT_BYTES = 9 * 1024 * 1024;

const EXTENSIONS: Record<UploadContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};
const NAME_REFUSED = /[/\\:*?"<>|\u0000-\u001F\u007F]/; // eslint-disable-line no-control-regex -- refusing control characters

const isContentType = (type: string): type is UploadContentType =>
  (CONTACT_ATTACHMENT_TYPES as readonly string[]).includes(type);

/** Whether a file name is plain (no folder, no reserved character, at most 100 characters) and ends as its type says. */
export const attachmentNameOk = (name: string, type: string): boolean => {
  if (name.length === 0 || name.length > CONTACT_ATTACHMENT_NAME_MAX || NAME_REFUSED.test(name)) return false;
  if (name.trim() !== name || name.startsWith('.')) return false;
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return isContentType(type) && EXTENSIONS[type].includes(extension);
};

/** Each problem of one file by its name, type and size, as message codes (empty: accepted). */
export const attachmentProblems = (file: { name: string; type: string; size: number }): string[] => {
  const problems: string[] = [];
  if (file.size === 0) problems.push(MessageCode.ContactAttachmentEmpty);
  if (file.size > CONTACT_ATTACHMENT_MAX_BYTES) problems.push(MessageCode.ContactAttachmentTooLarge);
  if (!isContentType(file.type)) problems.push(MessageCode.ContactAttachmentWrongType);
  else if (!attachmentNameOk(file.name, file.type)) problems.push(MessageCode.ContactAttachmentNameInvalid);
  return problems;
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** One attached file: its name, type and bytes (base64). */
export const ContactAttachmentInputSchema = v.object({
  fileName: v.pipe(
    text({ message: IssueKey.Required }),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(200, IssueKey.TooLong),
  ),
  /** Any text: the bank names a type it does not take (contact.attachmentWrongType). */
  contentType: v.pipe(text(), v.maxLength(100, IssueKey.TooLong)),
  content: v.pipe(v.string(), v.maxLength(3 * 1024 * 1024, IssueKey.TooLong), v.regex(BASE64, IssueKey.Invalid)),
});
export type ContactAttachmentInput = v.InferOutput<typeof ContactAttachmentInputSchema>;

/** `POST /DkEnquiryAgency/SaveContactUs` (Idempotency-Key): a new request. */
export const SaveContactUsSchema = v.object({
  category: v.picklist(CONTACT_CATEGORIES, IssueKey.Required),
  subject: v.pipe(
    text({ message: IssueKey.Required }),
    v.trim(),
    v.nonEmpty(IssueKey.Required),
    v.minLength(CONTACT_SUBJECT_MIN, IssueKey.Invalid),
    v.maxLength(CONTACT_SUBJECT_MAX, IssueKey.TooLong),
  ),
  text: v.pipe(
    text({ message: IssueKey.Required, multiline: true }),
    v.trim(),
    v.nonEmpty(IssueKey.Required),
    v.minLength(CONTACT_TEXT_MIN, IssueKey.Invalid),
    v.maxLength(CONTACT_TEXT_MAX, IssueKey.TooLong),
  ),
  /** More than CONTACT_MAX_ATTACHMENTS is refused by the bank with contact.tooManyAttachments. */
  attachments: v.optional(v.pipe(v.array(ContactAttachmentInputSchema), v.maxLength(10, IssueKey.TooLong)), []),
});
export type SaveContactUsRequest = v.InferInput<typeof SaveContactUsSchema>;
export type SaveContactUsParsed = v.InferOutput<typeof SaveContactUsSchema>;

export const ContactAttachmentSchema = v.object({
  id: v.string(),
  fileName: v.string(),
  contentType: v.picklist(CONTACT_ATTACHMENT_TYPES),
  size: v.number(),
});
export type ContactAttachment = v.InferOutput<typeof ContactAttachmentSchema>;

export const ContactAnswerSchema = v.object({ id: v.string(), text: v.string(), answeredAt: v.string() });
export type ContactAnswer = v.InferOutput<typeof ContactAnswerSchema>;

/** One request as the customer sees it. */
export const ContactRequestSchema = v.object({
  id: v.string(),
  /** SKY-YYYYMMDD-NNNNNN (the bank's day it was received). */
  referenceNumber: v.string(),
  category: v.picklist(CONTACT_CATEGORIES),
  subject: v.string(),
  text: v.string(),
  status: v.picklist(CONTACT_STATUSES),
  createdAt: v.string(),
  /** The last day the bank must answer by (20 days for a card matter, 30 otherwise). */
  answerDeadline: v.string(),
  answerDays: v.number(),
  attachments: v.array(ContactAttachmentSchema),
  answers: v.array(ContactAnswerSchema),
});
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;

/** `GET /DkEnquiryAgency/GetContactUsList`: the customer's requests, newest first. */
export const ContactRequestListSchema = v.object({ requests: v.array(ContactRequestSchema) });
export type ContactRequestList = v.InferOutput<typeof ContactRequestListSchema>;

/** `GET /DkEnquiryAgency/GetContactUsAttachment/{id}`: the file, base64. */
export const ContactAttachmentFileSchema = v.object({
  fileName: v.string(),
  contentType: v.picklist(CONTACT_ATTACHMENT_TYPES),
  content: v.string(),
});
export type ContactAttachmentFile = v.InferOutput<typeof ContactAttachmentFileSchema>;

/** `POST /Sandbox/ContactUsAnswer`: the bank answers a request (sandbox only). */
export const SandboxContactAnswerSchema = v.object({
  referenceNumber: v.pipe(v.string(), v.regex(/^SKY-\d{8}-\d{6}$/, IssueKey.Invalid)),
  text: v.pipe(
    text({ message: IssueKey.Required, multiline: true }),
    v.trim(),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(CONTACT_TEXT_MAX, IssueKey.TooLong),
  ),
  /** Answered (default) or Closed. */
  close: v.optional(v.boolean(), false),
});
export type SandboxContactAnswer = v.InferInput<typeof SandboxContactAnswerSchema>;

/** The sandbox answer's result. */
export const SandboxContactAnsweredSchema = v.object({
  referenceNumber: v.string(),
  status: v.picklist(['Answered', 'Closed']),
});

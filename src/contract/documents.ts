/**
 * My documents (issue 15): every document of the customer in one list, newest first
 * (`GET /Document/GetDocuments`): the contracts the bank made when a product was opened, the
 * statements (accounts: one per calendar month; credit cards: one per cut-off), the receipt (dekont)
 * of every money movement, the bank's notices and what the customer uploaded. Each opens as its PDF
 * (`GET /Document/GetDocumentPdf/{id}`, base64; an upload opens as the file it was). A document the
 * bank still needs (`missing`) is uploaded with `POST /Document/UploadMissingDocument`: a PDF, JPEG or
 * PNG of at most UPLOAD_MAX_BYTES; once every one is in, the customer no longer has a missing document.
 */
import * as v from 'valibot';
import { UUID_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { text } from './safe-text';

export const DOCUMENT_TYPES = ['Contract', 'Statement', 'Receipt', 'Notice', 'Upload'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The product a document belongs to; null for the customer's own (a notice, an upload). */
export const DOCUMENT_PRODUCTS = ['Account', 'Card', 'CreditCard', 'Financing'] as const;
export type DocumentProduct = (typeof DOCUMENT_PRODUCTS)[number];

/** What the bank may ask a customer to bring in. */
export const DOCUMENT_REQUIREMENTS = ['ProofOfAddress', 'IdentityCopy', 'IncomeProof'] as const;
export type DocumentRequirement = (typeof DOCUMENT_REQUIREMENTS)[number];

/** The file types an upload may be, and its largest size (2 MiB). */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The upload call's body limit: the file in base64 plus its fields. */
export const UPLOAD_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

export const DOCUMENTS_LIMIT_DEFAULT = 20;
export const DOCUMENTS_LIMIT_MAX = 50;
export const DOCUMENTS_MAX_RANGE_DAYS = 366;

/**
 * A document's id says where it comes from: `doc-<uuid>` stored (contract, notice, upload),
 * `cst-<uuid>` a credit card statement, `ast-<account uuid>-<yyyymm>` an account's month,
 * `rcp-<journal uuid>` a receipt.
 */
const UUID = UUID_PATTERN.source.slice(1, -1);
export const DOCUMENT_ID_PATTERN = new RegExp(`^(?:(?:doc|cst|rcp)-${UUID}|ast-${UUID}-\\d{6})$`, 'i');
export const DocumentIdParam = v.pipe(
  v.string(),
  v.regex(DOCUMENT_ID_PATTERN, IssueKey.Invalid),
  v.examples(['doc-3f1c2b9e-8a4d-4c6e-9b2f-1d0e7a5c4b3a']),
);

export const DocumentSchema = v.object({
  id: v.string(),
  type: v.picklist(DOCUMENT_TYPES),
  product: v.nullable(v.picklist(DOCUMENT_PRODUCTS)),
  /** The product's name and number in the caller's language (an account, a masked card); null when none. */
  productName: v.nullable(v.string()),
  /** In the caller's language. */
  title: v.string(),
  /** When it was made (ISO instant). */
  date: v.string(),
  /** Bytes of a stored file; null for what is drawn when opened (statements, receipts). */
  size: v.nullable(v.number()),
});
export type Document = v.InferOutput<typeof DocumentSchema>;

/** A document the bank still needs from the customer. */
export const MissingDocumentSchema = v.object({
  id: v.string(),
  requirement: v.picklist(DOCUMENT_REQUIREMENTS),
  requestedAt: v.string(),
});
export type MissingDocument = v.InferOutput<typeof MissingDocumentSchema>;

export const DocumentListSchema = v.object({
  documents: v.array(DocumentSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: v.nullable(v.string()),
  /** What the bank still needs (empty when nothing): the auth state's hasMissingDocument. */
  missing: v.array(MissingDocumentSchema),
});
export type DocumentList = v.InferOutput<typeof DocumentListSchema>;

const CURSOR_PATTERN = new RegExp(`^\\d{1,15}\\.${DOCUMENT_ID_PATTERN.source.slice(1, -1)}$`, 'i');
const DAY_MS = 86_400_000;
const day = v.pipe(v.string(), v.isoDate(IssueKey.Invalid));

/** The filters: a type, Istanbul days (both ends included, at most a year), paging. */
export const DocumentsQuerySchema = v.pipe(
  v.object({
    type: v.optional(v.picklist(DOCUMENT_TYPES, IssueKey.Invalid)),
    from: v.optional(day),
    to: v.optional(day),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,2}$/, IssueKey.Invalid),
        v.check((limit) => Number(limit) >= 1 && Number(limit) <= DOCUMENTS_LIMIT_MAX, IssueKey.Invalid),
      ),
    ),
    cursor: v.optional(v.pipe(v.string(), v.regex(CURSOR_PATTERN, IssueKey.Invalid))),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || from <= to, IssueKey.DateRangeReversed),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => !from || !to || Date.parse(to) - Date.parse(from) < DOCUMENTS_MAX_RANGE_DAYS * DAY_MS,
      IssueKey.DateRangeTooLong,
    ),
    ['to'],
  ),
);
export type DocumentsQuery = v.InferOutput<typeof DocumentsQuerySchema>;

/** The cursor after an item. */
export const documentCursorOf = (item: Pick<Document, 'date' | 'id'>): string => `${Date.parse(item.date)}.${item.id}`;

/** `GET /Document/GetDocumentPdf/{id}`: the file, base64 (a PDF, or the image uploaded). */
export const DocumentFileSchema = v.object({
  fileName: v.string(),
  contentType: v.picklist(UPLOAD_CONTENT_TYPES),
  content: v.string(),
});
export type DocumentFile = v.InferOutput<typeof DocumentFileSchema>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** `POST /Document/UploadMissingDocument` (Idempotency-Key): the file for one missing document. */
export const UploadMissingDocumentSchema = v.object({
  requestId: v.pipe(v.string(), v.uuid(IssueKey.Invalid)),
  fileName: v.pipe(
    text({ message: IssueKey.Required }),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(120, IssueKey.TooLong),
  ),
  contentType: v.picklist(UPLOAD_CONTENT_TYPES, IssueKey.Invalid),
  /** The file, base64 (checked for its type and size by the bank: a refusal names each problem). */
  content: v.pipe(
    v.string(),
    v.maxLength(UPLOAD_BODY_LIMIT_BYTES, IssueKey.TooLong),
    v.regex(BASE64, IssueKey.Invalid),
  ),
});
export type UploadMissingDocumentRequest = v.InferOutput<typeof UploadMissingDocumentSchema>;

/** The answer of an upload: the document stored and what is still missing. */
export const UploadMissingDocumentResultSchema = v.object({
  document: DocumentSchema,
  missing: v.array(MissingDocumentSchema),
});
export type UploadMissingDocumentResult = v.InferOutput<typeof UploadMissingDocumentResultSchema>;

/** The list page's search params. */
const searchText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));
export const DocumentsSearchSchema = v.object({
  type: v.optional(v.picklist(DOCUMENT_TYPES)),
  from: searchText(10),
  to: searchText(10),
});
export type DocumentsSearch = v.InferOutput<typeof DocumentsSearchSchema>;

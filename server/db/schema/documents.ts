/**
 * My documents (migration 0012): the documents the bank stores for a customer (a product's contract,
 * made in the commit that opens the product; the bank's notices; the files the customer uploaded) and
 * the documents the bank still needs from a customer (`document_requests`: open while `document_id`
 * is null; the auth state's hasMissingDocument). Statements and receipts are not stored: the list
 * reads them from their own tables (server/domain/documents/document-list.ts).
 *
 * A stored document keeps its `facts` (what its PDF says: the customer's name, the product's facts)
 * and its bytes: a contract's PDF is drawn from its facts the first time it is listed or opened (the
 * engine's commit is one SQL statement and draws nothing) and stored then, so it never changes after.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_PRODUCTS, DOCUMENT_REQUIREMENTS, UPLOAD_CONTENT_TYPES } from '../../../src/contract/documents';
import { customers } from './auth';
import { id, ts } from './columns';

/** The kinds the bank stores (statements and receipts are read from their sources). */
export const STORED_DOCUMENT_KINDS = ['Contract', 'Notice', 'Upload'] as const;

export const documents = pgTable(
  'documents',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: STORED_DOCUMENT_KINDS }).notNull(),
    /** The product it belongs to (null: the customer's own) and that product's id (an account's, a card's...). */
    product: text({ enum: DOCUMENT_PRODUCTS }),
    productId: uuid(),
    titleTur: text().notNull(),
    titleEng: text().notNull(),
    /** What the document says (contract-pdf.ts draws it); an upload's is its file name. */
    facts: jsonb().notNull(),
    contentType: text({ enum: UPLOAD_CONTENT_TYPES }).notNull().default('application/pdf'),
    /** The file, base64; null until a contract is first drawn. */
    content: text(),
    size: integer(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index().on(t.customerId, t.createdAt),
    // One contract per product: the start's ensure and the opening's commit never make two.
    uniqueIndex('documents_contract_product_unique')
      .on(t.productId)
      .where(sql`kind = 'Contract'`),
  ],
);

export const documentRequests = pgTable(
  'document_requests',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    requirement: text({ enum: DOCUMENT_REQUIREMENTS }).notNull(),
    requestedAt: ts('requested_at').notNull(),
    /** The upload that brought it in; null while it is missing. */
    documentId: uuid().references(() => documents.id),
    fulfilledAt: ts('fulfilled_at'),
  },
  (t) => [index().on(t.customerId)],
);

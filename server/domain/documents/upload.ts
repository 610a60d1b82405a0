/**
 * `POST /Document/UploadMissingDocument`: the customer brings in a document the bank asked for. The
 * file must be a PDF, JPEG or PNG (its first bytes must say so, whatever the name says), not empty and
 * at most UPLOAD_MAX_BYTES; a refusal names each problem. The upload is stored as a document of its
 * own and fulfils the request; once no request is open the customer has no missing document.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import {
  UPLOAD_MAX_BYTES,
  type DocumentRequirement,
  type UploadContentType,
  type UploadMissingDocumentRequest,
  type UploadMissingDocumentResult,
} from '../../../src/contract/documents';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import type { Tx } from '../../db/client';
import { documentRequests, documents } from '../../db/schema/documents';
import { BusinessError } from '../common/refusal';
import { missingDocuments, storedItem } from './document-list';

export const REQUIREMENT_TITLES: Record<DocumentRequirement, Record<Language, string>> = {
  ProofOfAddress: { tur: 'Adres belgesi (ikametgâh)', eng: 'Proof of address' },
  IdentityCopy: { tur: 'Kimlik kartı fotokopisi', eng: 'Copy of identity card' },
  IncomeProof: { tur: 'Gelir belgesi', eng: 'Proof of income' },
};

const MAGIC: Record<UploadContentType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** Each problem of a file (empty, too large, not what its type says), as message codes. */
export const fileProblems = (bytes: Buffer, contentType: UploadContentType): string[] => {
  if (bytes.length === 0) return [MessageCode.DocumentUploadEmpty];
  const problems: string[] = [];
  if (bytes.length > UPLOAD_MAX_BYTES) problems.push(MessageCode.DocumentUploadTooLarge);
  const magic = MAGIC[contentType];
  if (bytes.length < magic.length || magic.some((b, i) => bytes[i] !== b))
    problems.push(MessageCode.DocumentUploadWrongType);
  return problems;
};

export const uploadMissingDocument = async (
  tx: Tx,
  customerId: string,
  request: UploadMissingDocumentRequest,
  language: Language,
  now: Date,
): Promise<UploadMissingDocumentResult> => {
  const [wanted] = await tx
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.id, request.requestId), eq(documentRequests.customerId, customerId)))
    .for('update');
  if (!wanted) throw new BusinessError([MessageCode.DocumentRequestNotFound]);
  if (wanted.documentId) throw new BusinessError([MessageCode.DocumentAlreadyUploaded]);
  const bytes = Buffer.from(request.content, 'base64');
  const problems = fileProblems(bytes, request.contentType);
  if (problems.length > 0) throw new BusinessError(problems);
  const title = REQUIREMENT_TITLES[wanted.requirement];
  const [stored] = await tx
    .insert(documents)
    .values({
      id: randomUUID(),
      customerId,
      kind: 'Upload',
      product: null,
      productId: null,
      titleTur: title.tur,
      titleEng: title.eng,
      facts: { fileName: request.fileName, requirement: wanted.requirement },
      contentType: request.contentType,
      content: bytes.toString('base64'),
      size: bytes.length,
      createdAt: now,
    })
    .returning();
  await tx
    .update(documentRequests)
    .set({ documentId: stored!.id, fulfilledAt: now })
    .where(eq(documentRequests.id, wanted.id));
  return { document: storedItem(stored!, null, language), missing: await missingDocuments(tx, customerId) };
};

export const UPLOADED_ACTION = ActionCode.DocumentUploaded;

/**
 * /api/document/* (issue 15): the customer's documents (contracts, statements, receipts, notices,
 * uploads) in one list, one of them as its file, and the upload of a document the bank still needs.
 * docs/api.md describes them.
 */
import { Hono } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { DocumentIdParam, DocumentsQuerySchema, UploadMissingDocumentSchema } from '../../src/contract/documents';
import { MessageCode } from '../../src/contract/message-codes';
import { fullName } from '../domain/decisions/decider';
import { documentFile } from '../domain/documents/document-file';
import { listDocuments } from '../domain/documents/document-list';
import { uploadMissingDocument } from '../domain/documents/upload';
import type { AppEnv } from '../http/context';
import { respondChange } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const documentRoutes = new Hono<AppEnv>();
documentRoutes.use('*', requireActive);

documentRoutes.get('/getdocuments', async (c) => {
  const query = parseQuery(c, DocumentsQuerySchema);
  const { deps, session, language } = c.var;
  return c.json(serviceSuccess(await listDocuments(deps.db, session!.customerId, query, language, deps.now())));
});

documentRoutes.get('/getdocumentpdf/:id', async (c) => {
  const { id } = parseParams(c, { id: DocumentIdParam });
  const { deps, session, decider, language } = c.var;
  const owner = { customerId: session!.customerId, customerName: fullName(decider!) };
  const file = await documentFile(deps.db, owner, id, language, deps.now());
  if (!file) throw new RequestError(404, [MessageCode.DocumentNotFound]);
  return c.json(serviceSuccess(file));
});

documentRoutes.post('/uploadmissingdocument', async (c) => {
  const request = await parseJsonBody(c, UploadMissingDocumentSchema);
  const { deps, session, language } = c.var;
  return respondChange(c, 'document-upload', request, async (tx) => ({
    actionCode: ActionCode.DocumentUploaded,
    data: await uploadMissingDocument(tx, session!.customerId, request, language, deps.now()),
  }));
});

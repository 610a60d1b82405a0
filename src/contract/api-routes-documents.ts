/** The route table's document calls (issue 15); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { customerCall as call, type ApiRoute } from './api-route';
import {
  DocumentFileSchema,
  DocumentIdParam,
  DocumentListSchema,
  DocumentsQuerySchema,
  UploadMissingDocumentResultSchema,
  UploadMissingDocumentSchema,
} from './documents';

const TAG = 'Documents';

export const DOCUMENT_ROUTES: ApiRoute[] = [
  call({
    path: '/Document/GetDocuments',
    name: 'getDocuments',
    tag: TAG,
    summary:
      'The caller’s documents newest first: contracts made when a product was opened, account statements (one per month) and credit card statements, the receipt of every money movement, the bank’s notices and uploads; filters by type and Istanbul days (at most a year); paged by `limit` and `cursor`. `missing` lists what the bank still needs from the caller.',
    query: DocumentsQuerySchema,
    data: DocumentListSchema,
  }),
  call({
    path: '/Document/GetDocumentPdf/{id}',
    name: 'getDocumentPdf',
    tag: TAG,
    summary:
      'One of the caller’s documents as its file, base64 (a PDF; an upload as the file it was). Another customer’s id is not found (404).',
    params: { id: DocumentIdParam },
    data: DocumentFileSchema,
  }),
  call({
    path: '/Document/UploadMissingDocument',
    name: 'uploadMissingDocument',
    tag: TAG,
    summary:
      'Uploads a document the bank asked for (a `missing` id): a PDF, JPEG or PNG of at most 2 MiB, its first bytes matching its type; a refusal names each problem. Answers the stored document and what is still missing (910).',
    body: UploadMissingDocumentSchema,
    data: UploadMissingDocumentResultSchema,
    actionCodes: [ActionCode.DocumentUploaded],
    idempotent: true,
  }),
];

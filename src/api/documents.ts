/** My documents (issue 15): the list, one document's file, the upload of a missing document. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  DocumentFileSchema,
  DocumentListSchema,
  UploadMissingDocumentResultSchema,
  type DocumentsQuery,
  type UploadMissingDocumentRequest,
} from '../contract/documents';
import { serviceEnvelopeRequest, serviceRequest } from './http';

export const documentKeys = {
  all: ['documents'] as const,
  list: (filter: Omit<DocumentsQuery, 'cursor'>) => [...documentKeys.all, 'list', filter] as const,
};

const queryString = (filter: DocumentsQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** `GET /Document/GetDocuments`: one page (pass the previous page's `nextCursor`). */
export const fetchDocuments = (filter: DocumentsQuery) =>
  serviceRequest(`/Document/GetDocuments${queryString(filter)}`, DocumentListSchema);

/** The list with "load more": pages follow `nextCursor`. */
export const documentsQueryOptions = (filter: Omit<DocumentsQuery, 'cursor'>) =>
  infiniteQueryOptions({
    queryKey: documentKeys.list(filter),
    queryFn: ({ pageParam }) => fetchDocuments({ ...filter, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** `GET /Document/GetDocumentPdf/{id}`: the document's file, base64. */
export const documentFile = (id: string) =>
  serviceRequest(`/Document/GetDocumentPdf/${encodeURIComponent(id)}`, DocumentFileSchema);

/** `POST /Document/UploadMissingDocument` under the decision's Idempotency-Key: the whole envelope (a refusal lists each problem). */
export const uploadMissingDocument = (body: UploadMissingDocumentRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Document/UploadMissingDocument', UploadMissingDocumentResultSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

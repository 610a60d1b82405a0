/** The document's own routes: itself and its viewer (not envelopes). */
import { VIEWER_FILES } from './api-viewer';

const unsigned = [{ UnprotectedToken: [] }, {}];

export const DOCS_OPERATIONS: Record<string, Record<string, unknown>> = {
  '/api/openapi.json': {
    get: {
      operationId: 'getOpenApiDocument',
      tags: ['API description'],
      summary: 'This document (OpenAPI 3.1).',
      security: unsigned,
      responses: {
        200: { description: 'The document.', content: { 'application/json': { schema: { type: 'object' } } } },
      },
    },
  },
  '/api/docs': {
    get: {
      operationId: 'getApiViewer',
      tags: ['API description'],
      summary: 'Swagger UI on this document.',
      security: unsigned,
      responses: { 200: { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  },
  '/api/docs/{file}': {
    get: {
      operationId: 'getApiViewerFile',
      tags: ['API description'],
      summary: 'A file of the viewer page (its script and styles).',
      security: unsigned,
      parameters: [
        {
          name: 'file',
          in: 'path',
          required: true,
          schema: { enum: [...VIEWER_FILES.keys()] },
        },
      ],
      responses: {
        200: {
          description: 'The file.',
          content: { 'text/css': { schema: { type: 'string' } }, 'text/javascript': { schema: { type: 'string' } } },
        },
        404: { $ref: '#/components/responses/Error404' },
      },
    },
  },
};

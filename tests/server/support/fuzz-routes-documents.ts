/** The fuzz plans of the documents area's routes (issue 15). */
import { SOME_ID, type RoutePlan } from './fuzz-routes';

export const documentRoutePlans: Record<string, RoutePlan> = {
  'GET /api/document/getdocuments': {
    as: 'customer',
    sample: { query: { type: 'Contract', from: '2026-01-01', to: '2026-11-30', limit: '10' } },
    variants: [{ query: { type: 'Receipt', cursor: `1790000000000.rcp-${SOME_ID}` } }],
    runs: 12,
  },
  // Every source's id: a random one is not found (404), a drawn PDF is slow, so fewer runs.
  'GET /api/document/getdocumentpdf/:id': {
    as: 'customer',
    sample: { params: { id: `doc-${SOME_ID}` } },
    variants: [
      { params: { id: `ast-${SOME_ID}-202611` } },
      { params: { id: `cst-${SOME_ID}` } },
      { params: { id: `rcp-${SOME_ID}` } },
    ],
    runs: 8,
  },
  // A random request id ends in document.requestNotFound after the body passed validation.
  'POST /api/document/uploadmissingdocument': {
    as: 'customer',
    sample: {
      body: { requestId: SOME_ID, fileName: 'ikametgah.pdf', contentType: 'application/pdf', content: 'JVBERi0xLjQK' },
    },
    runs: 12,
  },
};

/** The fuzz plans of the corporate-operations routes (issue 17), called as Ayşe, an individual: each answers 403 corporate.roleRefused before reading (a corporate caller comes with corporate administration's fuzz callers). */
import { SOME_ID, type RoutePlan } from './fuzz-routes';

export const corporateOperationRoutePlans: Record<string, RoutePlan> = {
  'GET /api/saga/getexternalusertasks': { as: 'customer', sample: { query: { scope: 'history' } } },
  // A random id is not this company's operation (corporate.operationNotFound, 404).
  'GET /api/saga/getexternalusertask/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
  'POST /api/saga/approveexternalusertask': {
    as: 'customer',
    sample: { body: { operationId: SOME_ID, decision: 'approve' } },
    variants: [{ body: { operationId: SOME_ID, decision: 'reject' } }],
    runs: 12,
  },
};

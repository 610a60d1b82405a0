/** The fuzz plans of the corporate-operations routes (issue 17), called as Mehmet Demir for Demir Tekstil (administrator and approver). */
import { SOME_ID, type RoutePlan } from './fuzz-routes';

export const corporateOperationRoutePlans: Record<string, RoutePlan> = {
  'GET /api/saga/getexternalusertasks': { as: 'corporateAdmin', sample: { query: { scope: 'history' } } },
  // A random id is not this company's operation (corporate.operationNotFound, 404).
  'GET /api/saga/getexternalusertask/:id': { as: 'corporateAdmin', sample: { params: { id: SOME_ID } } },
  'POST /api/saga/approveexternalusertask': {
    as: 'corporateAdmin',
    sample: { body: { operationId: SOME_ID, decision: 'approve' } },
    variants: [{ body: { operationId: SOME_ID, decision: 'reject' } }],
    runs: 12,
  },
};

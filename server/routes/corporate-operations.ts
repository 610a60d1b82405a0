/**
 * Corporate operations (issue 17, docs/corporate-access.md): the approvers' list, an operation's
 * detail, and `/Saga/ApproveExternalUserTask` (approve or reject with a code). Only a corporate
 * session (a workgroup chosen) reads them; deciding needs the approver role.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { IdParam } from '../../src/contract/api-route';
import { ApproveExternalUserTaskSchema, OperationListQuerySchema } from '../../src/contract/corporate-operations';
import { MessageCode } from '../../src/contract/message-codes';
import { approvalProduct } from '../domain/corporate/approvals';
import { listOperations, operationDetail } from '../domain/corporate/operation-reads';
import { settleOperations } from '../domain/corporate/settle';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { requireActive } from '../middleware/authenticate';
import { corporateRolesOf, requireCorporateRole } from '../middleware/corporate-role';

/** Mounted at /api/saga. */
export const corporateOperationRoutes = new Hono<AppEnv>();

const readerOf = (c: Context<AppEnv>) => {
  if (corporateRolesOf(c) === null) throw new RequestError(403, [MessageCode.CorporateRoleRefused]);
  return { companyId: c.var.session!.customerId, userId: c.var.session!.userId };
};

corporateOperationRoutes.get('/getexternalusertasks', requireActive, async (c) => {
  const reader = readerOf(c);
  const scope = parseQuery(c, OperationListQuerySchema).scope ?? 'waiting';
  if (scope === 'waiting' && !corporateRolesOf(c)!.includes('approver'))
    throw new RequestError(403, [MessageCode.CorporateRoleRefused]);
  return c.json(serviceSuccess({ operations: await listOperations(c.var.deps, reader, scope) }));
});

corporateOperationRoutes.get('/getexternalusertask/:id', requireActive, async (c) => {
  const reader = readerOf(c);
  const { id } = parseParams(c, { id: IdParam });
  const operation = await operationDetail(c.var.deps, reader, id);
  if (!operation) throw new RequestError(404, [MessageCode.CorporateOperationNotFound]);
  return c.json(serviceSuccess(operation));
});

corporateOperationRoutes.post(
  '/approveexternalusertask',
  requireActive,
  requireCorporateRole('approver'),
  async (c) => {
    const reader = readerOf(c);
    const request = await parseJsonBody(c, ApproveExternalUserTaskSchema);
    return respondDecision(c, approvalProduct, request, {
      // The answer is the operation as now: the approval that met the needs has posted it (settle).
      finish: async () => {
        await settleOperations(c.var.deps, { companyId: reader.companyId, operationId: request.operationId });
        return operationDetail(c.var.deps, reader, request.operationId);
      },
    });
  },
);

/** Corporate operations (issue 17): the approvers' lists, one operation, and the decision with a code. */
import { queryOptions } from '@tanstack/react-query';
import {
  CorporateOperationListSchema,
  CorporateOperationSchema,
  OperationDecisionAnswerSchema,
  type ApproveOperationRequest,
} from '../contract/corporate-operations';
import { serviceEnvelopeRequest, serviceRequest } from './http';

export type OperationScope = 'waiting' | 'mine' | 'history';

export const corporateOperationKeys = {
  all: ['corporateOperations'] as const,
  list: (scope: OperationScope) => [...corporateOperationKeys.all, 'list', scope] as const,
  detail: (operationId: string) => [...corporateOperationKeys.all, 'detail', operationId] as const,
};

/** `GET /Saga/GetExternalUserTasks?scope=`: waiting for my decision, started by me, or ended. */
export const corporateOperationsQueryOptions = (scope: OperationScope) =>
  queryOptions({
    queryKey: corporateOperationKeys.list(scope),
    queryFn: () =>
      serviceRequest(`/Saga/GetExternalUserTasks?scope=${scope}`, CorporateOperationListSchema).then(
        (list) => list.operations,
      ),
  });

/** `GET /Saga/GetExternalUserTask/{id}`: what, who, approvals done and needed, whether I may decide. */
export const corporateOperationQueryOptions = (operationId: string) =>
  queryOptions({
    queryKey: corporateOperationKeys.detail(operationId),
    queryFn: () =>
      serviceRequest(`/Saga/GetExternalUserTask/${encodeURIComponent(operationId)}`, CorporateOperationSchema),
  });

/** `POST /Saga/ApproveExternalUserTask`: a code challenge first (201/203), then the operation as now (996/997). */
export const decideOperation = (
  body: ApproveOperationRequest & { otpCode?: string; otpReferenceKey?: string },
  idempotencyKey: string,
) =>
  serviceEnvelopeRequest('/Saga/ApproveExternalUserTask', OperationDecisionAnswerSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

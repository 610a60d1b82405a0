/** The route table's corporate-operations calls (issue 17, docs/corporate-access.md); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { customerCall as call, IdParam, type ApiRoute } from './api-route';
import {
  ApproveExternalUserTaskSchema,
  CorporateOperationListSchema,
  CorporateOperationSchema,
  OperationDecisionAnswerSchema,
  OperationListQuerySchema,
} from './corporate-operations';

const TAG = 'Corporate operations';

export const CORPORATE_OPERATION_ROUTES: ApiRoute[] = [
  call({
    path: '/Saga/GetExternalUserTasks',
    name: 'getCorporateOperations',
    tag: TAG,
    summary:
      'The company’s operations for a corporate user: `scope=waiting` (default) those waiting that this user may approve or reject (an approver of a needed live group, not its maker, not yet decided); `history` the ended ones (Posted, Rejected, Expired, Failed), newest first; `mine` the operations this user started. Waiting operations past their expiry end Expired, and those whose approvals are met post, before the answer. Only for approvers (history and mine: any role); an individual answers corporate.roleRefused.',
    query: OperationListQuerySchema,
    data: CorporateOperationListSchema,
  }),
  call({
    path: '/Saga/GetExternalUserTask/{id}',
    name: 'getCorporateOperation',
    tag: TAG,
    summary:
      'One of the company’s operations: what (kind, amount, summary), who started it, which approvals each needed group has and needs (as the rule version it started under said), and whether this user may decide it. Another company’s id answers 404 corporate.operationNotFound.',
    params: { id: IdParam },
    data: CorporateOperationSchema,
  }),
  call({
    path: '/Saga/ApproveExternalUserTask',
    name: 'approveExternalUserTask',
    tag: TAG,
    summary:
      'Approves or rejects a waiting operation, confirmed with a code (201/203, like every decision). The maker never decides their own (corporate.ownOperation); an approver outside the needed groups or of a retired group is refused (corporate.notApprover); one person decides once (corporate.alreadyDecided); an ended or expired one answers corporate.operationNotWaiting. The approval that meets the needs posts the operation once (a short balance ends it Failed); a rejection ends it Rejected. Answers the operation as now: 996 still waiting, 997 ended.',
    body: ApproveExternalUserTaskSchema,
    data: OperationDecisionAnswerSchema,
    actionCodes: [
      ActionCode.TransactionOtp,
      ActionCode.TransactionPush,
      ActionCode.TransactionEmail,
      ActionCode.CorporateOperationApproved,
      ActionCode.CorporateOperationDecided,
    ],
    idempotent: true,
  }),
];

/**
 * Corporate operations (issue 17, docs/corporate-access.md "An operation's life"): a maker's operation
 * waiting for approvals, as the approvers' screen and the maker's success page read it, and the
 * approver's decision (`/Saga/ApproveExternalUserTask`, confirmed with a code).
 */
import * as v from 'valibot';
import { OPERATION_KINDS } from './corporate-roles';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';
import { ApproverInfoSchema, VerificationFieldsSchema } from './transfers';
export { WaitingOperationSchema, type WaitingOperation } from './waiting-operation';

export const OPERATION_STATUSES = ['Waiting', 'Posted', 'Rejected', 'Expired', 'Failed'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

export const OPERATION_DECISIONS = ['approve', 'reject'] as const;

const ApprovalSchema = v.object({
  userName: v.string(),
  decision: v.picklist(OPERATION_DECISIONS),
  groupName: v.nullable(v.string()),
  decidedAt: v.string(),
});

/** One operation as the corporate-operations screen shows it. */
export const CorporateOperationSchema = v.object({
  operationId: v.string(),
  reference: v.string(),
  status: v.picklist(OPERATION_STATUSES),
  kind: v.picklist(OPERATION_KINDS),
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  summary: v.record(v.string(), v.nullable(v.string())),
  makerName: v.string(),
  createdAt: v.string(),
  expiresAt: v.string(),
  decidedAt: v.nullable(v.string()),
  /** Why a Failed one did not post (a message code). */
  failureCode: v.nullable(v.string()),
  /** Per needed group: how many approvals it needs and how many it has. */
  needs: v.array(v.object({ groupId: v.string(), groupName: v.string(), count: v.number(), approved: v.number() })),
  approvals: v.array(ApprovalSchema),
  /** Whether the reader may approve or reject it now. */
  canDecide: v.boolean(),
});
export type CorporateOperation = v.InferOutput<typeof CorporateOperationSchema>;

export const CorporateOperationListSchema = v.object({ operations: v.array(CorporateOperationSchema) });
export type CorporateOperationList = v.InferOutput<typeof CorporateOperationListSchema>;

export const OPERATION_LIST_SCOPES = ['waiting', 'history', 'mine'] as const;
export const OperationListQuerySchema = v.object({
  scope: v.optional(v.picklist(OPERATION_LIST_SCOPES, IssueKey.Invalid)),
});

export const ApproveOperationRequestSchema = v.object({
  operationId: v.pipe(v.string(), v.uuid(IssueKey.Invalid)),
  decision: v.picklist(OPERATION_DECISIONS, IssueKey.Invalid),
});
export type ApproveOperationRequest = v.InferOutput<typeof ApproveOperationRequestSchema>;

export const ApproveExternalUserTaskSchema = v.object({
  ...ApproveOperationRequestSchema.entries,
  ...VerificationFieldsSchema.entries,
});

/** What a decision answers: the challenge (201/203), then the operation as now (996 approval counted, 997 ended). */
export const OperationDecisionAnswerSchema = v.union([CorporateOperationSchema, ApproverInfoSchema]);

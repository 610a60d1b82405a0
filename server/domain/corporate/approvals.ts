/**
 * `/Saga/ApproveExternalUserTask` (docs/corporate-access.md): an approver approves or rejects a waiting
 * operation with a code, through the decision flow every area uses. The maker never decides their own;
 * an approver counts once, for a needed group they are a live member of (a retired group's members and
 * those outside the needed groups are refused); a rejection ends the operation Rejected. The approval's
 * commit records the decision under the guard that the operation still waits; the approval that meets
 * the needs then posts it (settle.ts), once.
 */
import { eq } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import type { ApproveOperationRequest } from '../../../src/contract/corporate-operations';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, type Currency } from '../../../src/contract/money';
import { formatMoneyText } from '../../../src/contract/money-text';
import { operationApprovals, pendingOperations } from '../../db/schema/corporate-access';
import { BusinessError } from '../common/refusal';
import { actingPersonId } from '../decisions/decider';
import { success } from '../decisions/outcome';
import type { DecisionProduct } from '../decisions/product';
import { areaRow, areaTransition } from '../ledger/commit';
import { approverGroupIds } from './rules';
import { needsMet, type OperationApproval, type PendingOperation } from './settle';

export interface ApprovalFacts {
  operation: PendingOperation | null;
  approvals: OperationApproval[];
  groupIds: string[];
}

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

/** The needed group this approver counts for: one whose count is not met yet, else any needed one of theirs. */
export const countingGroup = (
  op: Pick<PendingOperation, 'needs'>,
  approvals: readonly Pick<OperationApproval, 'decision' | 'groupId'>[],
  groupIds: readonly string[],
): string | null => {
  const mine = op.needs.filter((need) => groupIds.includes(need.groupId));
  const open = mine.find(
    (need) => approvals.filter((a) => a.decision === 'approve' && a.groupId === need.groupId).length < need.count,
  );
  return (open ?? mine[0])?.groupId ?? null;
};

export const approvalProduct: DecisionProduct<ApproveOperationRequest, ApprovalFacts> = {
  name: 'corporate-approval',
  challenged: true,
  load: async (ctx, request) => {
    const { db } = ctx.deps;
    const [operation] = await db.select().from(pendingOperations).where(eq(pendingOperations.id, request.operationId));
    if (!operation || operation.companyId !== ctx.decider.customerId)
      return { operation: null, approvals: [], groupIds: [] };
    return {
      operation,
      approvals: await db.select().from(operationApprovals).where(eq(operationApprovals.operationId, operation.id)),
      groupIds: await approverGroupIds(db, operation.companyId, actingPersonId(ctx.decider)),
    };
  },
  plan: (ctx, request, facts) => {
    const op = facts.operation ?? fail(MessageCode.CorporateOperationNotFound);
    const me = actingPersonId(ctx.decider);
    if (op.status !== 'Waiting' || op.expiresAt.getTime() <= ctx.now.getTime())
      fail(MessageCode.CorporateOperationNotWaiting);
    if (op.makerId === me) fail(MessageCode.CorporateOwnOperation);
    if (facts.approvals.some((a) => a.userId === me)) fail(MessageCode.CorporateAlreadyDecided);
    const groupId = countingGroup(op, facts.approvals, facts.groupIds) ?? fail(MessageCode.CorporateNotApprover);
    const approve = request.decision === 'approve';
    const amount = formatMoneyText(
      formatAmount(op.amount, op.currency as Currency),
      op.currency as Currency,
      ctx.language,
      {
        fixed: true,
      },
    );
    return {
      message: {
        operation: approve
          ? { tur: `${op.reference} işleminin onayı`, eng: `approval of ${op.reference}` }
          : { tur: `${op.reference} işleminin reddi`, eng: `rejection of ${op.reference}` },
        amount,
        payee:
          op.summary && typeof op.summary === 'object'
            ? String((op.summary as Record<string, unknown>).receiver ?? '')
            : '',
      },
      commit: () => {
        const approval = { operationId: op.id, userId: me, decision: request.decision, groupId, decidedAt: ctx.now };
        const complete = approve && needsMet(op.needs, [...facts.approvals, approval]);
        return {
          commit: {
            at: ctx.now,
            guards: [
              areaTransition(
                pendingOperations,
                op.id,
                ['Waiting'],
                approve ? { status: 'Waiting' } : { status: 'Rejected', decidedAt: ctx.now },
                MessageCode.CorporateOperationNotWaiting,
              ),
            ],
            rows: [areaRow(operationApprovals, approval)],
          },
          outcome: success(
            approve && !complete ? ActionCode.CorporateOperationApproved : ActionCode.CorporateOperationDecided,
            {
              operationId: op.id,
              reference: op.reference,
              decision: request.decision,
            },
          ),
        };
      },
    };
  },
};

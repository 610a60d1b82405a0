/**
 * The corporate-operations screen's reads: the operations waiting for this user's decision, one
 * operation's detail (what, who started it, approvals done and needed by the version it started
 * under), the ended ones and the user's own. Every read settles the company's waiting operations first
 * (expiry on the bank's clock, a post whose approvals are met).
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { CorporateOperation } from '../../../src/contract/corporate-operations';
import { formatAmount, type Currency } from '../../../src/contract/money';
import { customers } from '../../db/schema/auth';
import { operationApprovals, pendingOperations } from '../../db/schema/corporate-access';
import { approvalGroups } from '../../db/schema/corporate-approvals';
import type { DomainDeps } from '../common/deps';
import { approverGroupIds } from './rules';
import { settleOperations, type PendingOperation } from './settle';

export interface Reader {
  companyId: string;
  userId: string;
}

const LIMIT = 100;

const views = async (deps: DomainDeps, reader: Reader, ops: PendingOperation[]): Promise<CorporateOperation[]> => {
  if (ops.length === 0) return [];
  const { db } = deps;
  const approvals = await db
    .select({
      operationId: operationApprovals.operationId,
      userId: operationApprovals.userId,
      decision: operationApprovals.decision,
      groupId: operationApprovals.groupId,
      decidedAt: operationApprovals.decidedAt,
      name: customers.name,
      surname: customers.surname,
    })
    .from(operationApprovals)
    .innerJoin(customers, eq(customers.id, operationApprovals.userId))
    .where(
      inArray(
        operationApprovals.operationId,
        ops.map((op) => op.id),
      ),
    );
  const people = await db
    .select({ id: customers.id, name: customers.name, surname: customers.surname })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ops.map((op) => op.makerId))]));
  const groupNames = new Map(
    (
      await db
        .select({ id: approvalGroups.id, name: approvalGroups.name })
        .from(approvalGroups)
        .where(eq(approvalGroups.companyId, reader.companyId))
    ).map((g) => [g.id, g.name]),
  );
  const mine = await approverGroupIds(db, reader.companyId, reader.userId);
  return ops.map((op) => {
    const its = approvals.filter((a) => a.operationId === op.id);
    const maker = people.find((p) => p.id === op.makerId);
    const canDecide =
      op.status === 'Waiting' &&
      op.makerId !== reader.userId &&
      !its.some((a) => a.userId === reader.userId) &&
      op.needs.some((need) => mine.includes(need.groupId));
    return {
      operationId: op.id,
      reference: op.reference,
      status: op.status,
      kind: op.kind,
      amount: formatAmount(op.amount, op.currency as Currency),
      currency: op.currency as Currency,
      summary: op.summary as Record<string, string | null>,
      makerName: maker ? `${maker.name} ${maker.surname}` : '',
      createdAt: op.createdAt.toISOString(),
      expiresAt: op.expiresAt.toISOString(),
      decidedAt: op.decidedAt?.toISOString() ?? null,
      failureCode: op.failureCode,
      needs: op.needs.map((need) => ({
        ...need,
        approved: its.filter((a) => a.decision === 'approve' && a.groupId === need.groupId).length,
      })),
      approvals: its.map((a) => ({
        userName: `${a.name} ${a.surname}`,
        decision: a.decision,
        groupName: a.groupId ? (groupNames.get(a.groupId) ?? null) : null,
        decidedAt: a.decidedAt.toISOString(),
      })),
      canDecide,
    };
  });
};

export const listOperations = async (
  deps: DomainDeps,
  reader: Reader,
  scope: 'waiting' | 'history' | 'mine',
): Promise<CorporateOperation[]> => {
  await settleOperations(deps, { companyId: reader.companyId });
  const where = [eq(pendingOperations.companyId, reader.companyId)];
  if (scope === 'waiting') where.push(eq(pendingOperations.status, 'Waiting'));
  if (scope === 'history') where.push(ne(pendingOperations.status, 'Waiting'));
  if (scope === 'mine') where.push(eq(pendingOperations.makerId, reader.userId));
  const ops = await deps.db
    .select()
    .from(pendingOperations)
    .where(and(...where))
    .orderBy(desc(pendingOperations.createdAt))
    .limit(LIMIT);
  const all = await views(deps, reader, ops);
  return scope === 'waiting' ? all.filter((op) => op.canDecide) : all;
};

export const operationDetail = async (
  deps: DomainDeps,
  reader: Reader,
  operationId: string,
): Promise<CorporateOperation | null> => {
  await settleOperations(deps, { companyId: reader.companyId, operationId });
  const [op] = await deps.db
    .select()
    .from(pendingOperations)
    .where(and(eq(pendingOperations.id, operationId), eq(pendingOperations.companyId, reader.companyId)));
  return op ? ((await views(deps, reader, [op]))[0] ?? null) : null;
};

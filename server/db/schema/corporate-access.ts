/**
 * Corporate access (issue 17, docs/corporate-access.md "An operation's life"): a maker's operation
 * waiting for its approvals, and each approver's decision on it. The user ↔ company link with the
 * roles is `workgroups` (auth.ts); the groups and rules are corporate-approvals.ts.
 *
 * An operation keeps what the maker confirmed (the product, its request and the facts its plan read)
 * and the rule version it started under with what that version needed. Its status moves only by the
 * money engine's areaTransition guard (both tables are registered in commit_tables), so the approval
 * that completes the needs posts the plan's commit in the same statement, once.
 */
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OPERATION_KINDS } from '../../../src/contract/corporate-roles';
import { customers } from './auth';
import { id, money, ts } from './columns';

export const PENDING_OPERATION_STATUSES = ['Waiting', 'Posted', 'Rejected', 'Expired', 'Failed'] as const;
export type PendingOperationStatus = (typeof PENDING_OPERATION_STATUSES)[number];

/** What one needed group asks for: `count` approvers of `groupId` (named as it was when it started). */
export interface OperationNeed {
  groupId: string;
  groupName: string;
  count: number;
}

export const pendingOperations = pgTable(
  'pending_operations',
  {
    id: id(),
    /** KRM-YYYYMMDD-XXXXXX, what the maker's success page and the approvers see. */
    reference: text().notNull(),
    companyId: uuid()
      .notNull()
      .references(() => customers.id),
    makerId: uuid()
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: OPERATION_KINDS }).notNull(),
    /** The decision product (server/domain/corporate/products.ts) that plans and commits it. */
    product: text().notNull(),
    request: jsonb().notNull(),
    facts: jsonb().notNull(),
    /** What the operation is, as the screens show it (amount, accounts, receiver, description). */
    summary: jsonb().notNull(),
    currency: text().notNull(),
    amount: money('amount').notNull(),
    ruleVersionId: uuid(),
    needs: jsonb().$type<OperationNeed[]>().notNull(),
    status: text({ enum: PENDING_OPERATION_STATUSES }).notNull(),
    language: text().notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    decidedAt: ts('decided_at'),
    /** Why a Failed one did not post (a message code, e.g. ledger.insufficientFunds). */
    failureCode: text(),
    /** The answer the plan's commit gave when it posted (its receipt data). */
    result: jsonb(),
  },
  (t) => [uniqueIndex().on(t.reference), index().on(t.companyId, t.status, t.createdAt), index().on(t.makerId)],
);

export const OPERATION_DECISIONS = ['approve', 'reject'] as const;

export const operationApprovals = pgTable(
  'operation_approvals',
  {
    operationId: uuid()
      .notNull()
      .references(() => pendingOperations.id),
    userId: uuid()
      .notNull()
      .references(() => customers.id),
    decision: text({ enum: OPERATION_DECISIONS }).notNull(),
    /** The needed groups this approver counted for (one person counts once, in one group). */
    groupId: uuid(),
    decidedAt: ts('decided_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operationId, t.userId] })],
);

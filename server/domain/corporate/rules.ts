/**
 * Corporate approval rules, read side (docs/corporate-access.md "Approval groups and rules"): which
 * approvals an operation needs, and which groups a user approves for. The pending operations
 * (corp-core) call `neededApprovals` when a maker's operation is planned, keep the version id, and
 * read that version back with `ruleVersion` whatever the rule says later.
 */
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { OperationKind } from '../../../src/contract/corporate-roles';
import type { Currency } from '../../../src/contract/money';
import type { DbOrTx } from '../../db/client';
import {
  approvalGroupMembers,
  approvalGroups,
  approvalRuleNeeds,
  approvalRuleVersions,
  approvalRules,
} from '../../db/schema/corporate-approvals';

export interface ApprovalNeed {
  groupId: string;
  groupName: string;
  count: number;
}

export interface NeededApprovals {
  ruleVersionId: string;
  /** Empty: the operation needs no approval and posts at once. */
  needs: ApprovalNeed[];
  expiresInHours: number;
}

export interface OperationToApprove {
  companyId: string;
  kind: OperationKind;
  currency: Currency;
  amountMinor: bigint;
}

export interface RuleVersion {
  id: string;
  ruleId: string;
  version: number;
  kind: OperationKind;
  currency: Currency;
  amountFrom: bigint;
  /** null: no upper end. */
  amountTo: bigint | null;
  expiresInHours: number;
  needs: ApprovalNeed[];
  createdAt: Date;
  createdBy: string | null;
}

/** A version's needs in the order they were written, with the groups' names (also retired ones). */
export const needsOf = async (db: DbOrTx, versionId: string): Promise<ApprovalNeed[]> =>
  db
    .select({ groupId: approvalRuleNeeds.groupId, groupName: approvalGroups.name, count: approvalRuleNeeds.count })
    .from(approvalRuleNeeds)
    .innerJoin(approvalGroups, eq(approvalGroups.id, approvalRuleNeeds.groupId))
    .where(eq(approvalRuleNeeds.versionId, versionId))
    .orderBy(asc(approvalRuleNeeds.position));

/**
 * The live rule whose current version covers the operation's kind, currency and amount, with what it
 * needs; null when the company has no such rule (the operation is refused: corporate.noRule). Live
 * rules of one kind and currency never overlap (the admin refuses it), so at most one matches.
 */
export const neededApprovals = async (db: DbOrTx, op: OperationToApprove): Promise<NeededApprovals | null> => {
  const [match] = await db
    .select({ id: approvalRuleVersions.id, expiresInHours: approvalRuleVersions.expiresInHours })
    .from(approvalRules)
    .innerJoin(approvalRuleVersions, eq(approvalRuleVersions.id, approvalRules.currentVersionId))
    .where(
      and(
        eq(approvalRules.companyId, op.companyId),
        isNull(approvalRules.retiredAt),
        eq(approvalRuleVersions.kind, op.kind),
        eq(approvalRuleVersions.currency, op.currency),
        lte(approvalRuleVersions.amountFrom, op.amountMinor),
        or(isNull(approvalRuleVersions.amountTo), gt(approvalRuleVersions.amountTo, op.amountMinor)),
      ),
    )
    .orderBy(asc(approvalRuleVersions.amountFrom))
    .limit(1);
  if (!match) return null;
  return { ruleVersionId: match.id, needs: await needsOf(db, match.id), expiresInHours: match.expiresInHours };
};

/** The company's live (not retired) approval groups the user is a member of. */
export const approverGroupIds = async (db: DbOrTx, companyId: string, userId: string): Promise<string[]> => {
  const rows = await db
    .select({ id: approvalGroups.id })
    .from(approvalGroupMembers)
    .innerJoin(approvalGroups, eq(approvalGroups.id, approvalGroupMembers.groupId))
    .where(
      and(
        eq(approvalGroupMembers.userId, userId),
        eq(approvalGroups.companyId, companyId),
        isNull(approvalGroups.retiredAt),
      ),
    )
    .orderBy(asc(approvalGroups.name));
  return rows.map((r) => r.id);
};

/** One version of a rule as it was written (a waiting operation reads the one it started under). */
export const ruleVersion = async (db: DbOrTx, versionId: string): Promise<RuleVersion | null> => {
  const [row] = await db.select().from(approvalRuleVersions).where(eq(approvalRuleVersions.id, versionId));
  if (!row) return null;
  return {
    id: row.id,
    ruleId: row.ruleId,
    version: row.version,
    kind: row.kind,
    currency: row.currency,
    amountFrom: row.amountFrom,
    amountTo: row.amountTo,
    expiresInHours: row.expiresInHours,
    needs: await needsOf(db, row.id),
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  };
};

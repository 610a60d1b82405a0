/**
 * What the administration screens read (issue 17): the approval groups with their members' names and
 * the approvers who may join, the rules with their versions as decimal strings, and the preview of
 * what an example operation would need now (the same neededApprovals the operations start with).
 */
import { asc, eq } from 'drizzle-orm';
import type {
  ApprovalGroupList,
  ApprovalPreview,
  ApprovalRuleList,
  PreviewApprovalsRequest,
  RuleVersionView,
} from '../../../src/contract/corporate-admin';
import { formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import { MessageCode } from '../../../src/contract/message-codes';
import type { DbOrTx } from '../../db/client';
import { customers, workgroups } from '../../db/schema/auth';
import { InvalidInput } from '../common/refusal';
import { listGroups } from './approval-groups';
import { listRules } from './approval-rules';
import { canonicalRoles } from './company-users';
import { neededApprovals, ruleVersion, type RuleVersion } from './rules';

/** A decimal string of the request in the currency's minor units (the schema checked its precision). */
export const minorOf = (amount: string, currency: Currency, field: string): bigint =>
  parseAmount(amount, currency) ??
  (() => {
    throw new InvalidInput(field, MessageCode.ValidationFailed);
  })();

const versionView = (v: RuleVersion): RuleVersionView => ({
  id: v.id,
  version: v.version,
  kind: v.kind,
  currency: v.currency,
  amountFrom: formatAmount(v.amountFrom, v.currency),
  amountTo: v.amountTo === null ? null : formatAmount(v.amountTo, v.currency),
  needs: v.needs,
  expiresInHours: v.expiresInHours,
  createdAt: v.createdAt.toISOString(),
});

const peopleOf = async (db: DbOrTx, companyId: string) =>
  db
    .select({ userId: workgroups.userId, name: customers.name, surname: customers.surname, roles: workgroups.roles })
    .from(workgroups)
    .innerJoin(customers, eq(customers.id, workgroups.userId))
    .where(eq(workgroups.customerId, companyId))
    .orderBy(asc(customers.name), asc(customers.surname));

export const groupListView = async (db: DbOrTx, companyId: string): Promise<ApprovalGroupList> => {
  const people = await peopleOf(db, companyId);
  const nameOf = new Map(people.map((p) => [p.userId, `${p.name} ${p.surname}`]));
  const groups = await listGroups(db, companyId);
  return {
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      members: g.memberIds
        .map((userId) => ({ userId, name: nameOf.get(userId) ?? '' }))
        .sort((a, b) => a.name.localeCompare(b.name, 'tr')),
      createdAt: g.createdAt.toISOString(),
      retiredAt: g.retiredAt?.toISOString() ?? null,
    })),
    approvers: people
      .filter((p) => canonicalRoles(p.roles).includes('approver'))
      .map((p) => ({ userId: p.userId, name: `${p.name} ${p.surname}` })),
  };
};

export const ruleListView = async (db: DbOrTx, companyId: string): Promise<ApprovalRuleList> => ({
  rules: (await listRules(db, companyId)).map((r) => ({
    id: r.id,
    retiredAt: r.retiredAt?.toISOString() ?? null,
    current: versionView(r.current),
    history: r.versions.filter((v) => v.id !== r.current.id).map(versionView),
  })),
});

export const previewView = async (
  db: DbOrTx,
  companyId: string,
  request: PreviewApprovalsRequest,
): Promise<ApprovalPreview> => {
  const needed = await neededApprovals(db, {
    companyId,
    kind: request.kind,
    currency: request.currency,
    amountMinor: minorOf(request.amount, request.currency, 'amount'),
  });
  if (!needed) return { ruleFound: false, ruleVersion: null, needs: [], expiresInHours: null };
  const version = (await ruleVersion(db, needed.ruleVersionId))!;
  return {
    ruleFound: true,
    ruleVersion: versionView(version),
    needs: needed.needs,
    expiresInHours: needed.expiresInHours,
  };
};

/**
 * A company's approval rules, write side (docs/corporate-access.md): create, edit (a new version; the
 * old ones stay for the operations waiting under them), retire, and list with their versions. Live
 * rules of one kind and currency never overlap, every need names a live group of the company with at
 * least that many members, and one group appears once in a version's needs.
 */
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { OperationKind } from '../../../src/contract/corporate-roles';
import { MessageCode } from '../../../src/contract/message-codes';
import type { Currency } from '../../../src/contract/money';
import type { DbOrTx, Tx } from '../../db/client';
import {
  approvalGroups,
  approvalRuleNeeds,
  approvalRuleVersions,
  approvalRules,
} from '../../db/schema/corporate-approvals';
import { BusinessError } from '../common/refusal';
import { liveGroupSizes } from './approval-groups';
import type { RuleVersion } from './rules';

export const DEFAULT_EXPIRY_HOURS = 48;

export interface RuleInput {
  kind: OperationKind;
  currency: Currency;
  amountFrom: bigint;
  amountTo: bigint | null;
  needs: readonly { groupId: string; count: number }[];
  expiresInHours: number;
}

export interface RuleRow {
  id: string;
  createdAt: Date;
  retiredAt: Date | null;
  current: RuleVersion;
  /** Every version, newest first (the current one included). */
  versions: RuleVersion[];
}

const overlaps = (a: { from: bigint; to: bigint | null }, b: { from: bigint; to: bigint | null }) =>
  (a.to === null || b.from < a.to) && (b.to === null || a.from < b.to);

/** Serialises the company's rule changes (the overlap check reads, then writes). */
const lockCompanyRules = async (tx: Tx, companyId: string) => {
  await tx
    .select({ id: approvalRules.id })
    .from(approvalRules)
    .where(eq(approvalRules.companyId, companyId))
    .for('update');
};

const check = async (tx: Tx, companyId: string, input: RuleInput, except?: string) => {
  if (input.amountFrom < 0n || (input.amountTo !== null && input.amountTo <= input.amountFrom))
    throw new BusinessError([MessageCode.CorporateAdminBandInvalid]);
  if (!Number.isInteger(input.expiresInHours) || input.expiresInHours < 1 || input.expiresInHours > 720)
    throw new BusinessError([MessageCode.CorporateAdminExpiryInvalid]);
  const groupIds = input.needs.map((n) => n.groupId);
  if (new Set(groupIds).size !== groupIds.length) throw new BusinessError([MessageCode.CorporateAdminNeedsInvalid]);
  const sizes = await liveGroupSizes(tx, companyId);
  for (const need of input.needs) {
    const size = sizes.get(need.groupId);
    if (size === undefined || !Number.isInteger(need.count) || need.count < 1)
      throw new BusinessError([MessageCode.CorporateAdminNeedsInvalid]);
    if (need.count > size) throw new BusinessError([MessageCode.CorporateAdminGroupTooSmall]);
  }
  await lockCompanyRules(tx, companyId);
  const others = await tx
    .select({ from: approvalRuleVersions.amountFrom, to: approvalRuleVersions.amountTo })
    .from(approvalRules)
    .innerJoin(approvalRuleVersions, eq(approvalRuleVersions.id, approvalRules.currentVersionId))
    .where(
      and(
        eq(approvalRules.companyId, companyId),
        isNull(approvalRules.retiredAt),
        eq(approvalRuleVersions.kind, input.kind),
        eq(approvalRuleVersions.currency, input.currency),
        ...(except ? [ne(approvalRules.id, except)] : []),
      ),
    );
  const band = { from: input.amountFrom, to: input.amountTo };
  if (others.some((o) => overlaps(o, band))) throw new BusinessError([MessageCode.CorporateAdminRuleOverlap]);
};

const writeVersion = async (
  tx: Tx,
  ruleId: string,
  version: number,
  input: RuleInput,
  by: string | null,
  now: Date,
  id?: string,
): Promise<string> => {
  const [row] = await tx
    .insert(approvalRuleVersions)
    .values({
      ...(id ? { id } : {}),
      ruleId,
      version,
      kind: input.kind,
      currency: input.currency,
      amountFrom: input.amountFrom,
      amountTo: input.amountTo,
      expiresInHours: input.expiresInHours,
      createdBy: by,
      createdAt: now,
    })
    .returning({ id: approvalRuleVersions.id });
  if (input.needs.length > 0)
    await tx
      .insert(approvalRuleNeeds)
      .values(input.needs.map((n, position) => ({ versionId: row!.id, groupId: n.groupId, count: n.count, position })));
  return row!.id;
};

/** Writes a rule and its first version without the checks: the seed's known rules, and createRule after them. */
export const insertRule = async (
  tx: Tx,
  companyId: string,
  input: RuleInput,
  by: string | null,
  now: Date,
): Promise<{ ruleId: string; versionId: string }> => {
  // The rule row needs its first version's id, the version needs the rule's: both ids chosen here.
  const ruleId = crypto.randomUUID();
  const versionId = crypto.randomUUID();
  await tx.insert(approvalRules).values({ id: ruleId, companyId, currentVersionId: versionId, createdAt: now });
  await writeVersion(tx, ruleId, 1, input, by, now, versionId);
  return { ruleId, versionId };
};

export const createRule = async (
  tx: Tx,
  companyId: string,
  input: RuleInput,
  by: string,
  now: Date,
): Promise<{ ruleId: string; versionId: string }> => {
  await check(tx, companyId, input);
  return insertRule(tx, companyId, input, by, now);
};

const liveRule = async (tx: Tx, companyId: string, ruleId: string) => {
  const [rule] = await tx
    .select()
    .from(approvalRules)
    .where(and(eq(approvalRules.id, ruleId), eq(approvalRules.companyId, companyId)))
    .for('update');
  if (!rule) throw new BusinessError([MessageCode.CorporateAdminRuleNotFound]);
  if (rule.retiredAt) throw new BusinessError([MessageCode.CorporateAdminRuleRetired]);
  return rule;
};

/** A new version of the rule, now in force; the operations waiting keep the version they started under. */
export const editRule = async (
  tx: Tx,
  companyId: string,
  ruleId: string,
  input: RuleInput,
  by: string,
  now: Date,
): Promise<string> => {
  await liveRule(tx, companyId, ruleId);
  await check(tx, companyId, input, ruleId);
  const [last] = await tx
    .select({ version: approvalRuleVersions.version })
    .from(approvalRuleVersions)
    .where(eq(approvalRuleVersions.ruleId, ruleId))
    .orderBy(desc(approvalRuleVersions.version))
    .limit(1);
  const versionId = await writeVersion(tx, ruleId, (last?.version ?? 0) + 1, input, by, now);
  await tx.update(approvalRules).set({ currentVersionId: versionId }).where(eq(approvalRules.id, ruleId));
  return versionId;
};

export const retireRule = async (tx: Tx, companyId: string, ruleId: string, now: Date): Promise<void> => {
  await liveRule(tx, companyId, ruleId);
  await tx.update(approvalRules).set({ retiredAt: now }).where(eq(approvalRules.id, ruleId));
};

/** The company's rules (live first, then retired), each with its versions. */
export const listRules = async (db: DbOrTx, companyId: string): Promise<RuleRow[]> => {
  const rules = await db
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.companyId, companyId))
    .orderBy(asc(approvalRules.retiredAt), asc(approvalRules.createdAt));
  if (rules.length === 0) return [];
  const rows = await db
    .select()
    .from(approvalRuleVersions)
    .where(
      inArray(
        approvalRuleVersions.ruleId,
        rules.map((r) => r.id),
      ),
    )
    .orderBy(desc(approvalRuleVersions.version));
  const needs = await db
    .select({
      versionId: approvalRuleNeeds.versionId,
      groupId: approvalRuleNeeds.groupId,
      groupName: approvalGroups.name,
      count: approvalRuleNeeds.count,
    })
    .from(approvalRuleNeeds)
    .innerJoin(approvalGroups, eq(approvalGroups.id, approvalRuleNeeds.groupId))
    .where(
      inArray(
        approvalRuleNeeds.versionId,
        rows.map((v) => v.id),
      ),
    )
    .orderBy(asc(approvalRuleNeeds.position));
  const versionOf = (row: (typeof rows)[number]): RuleVersion => ({
    ...row,
    needs: needs
      .filter((n) => n.versionId === row.id)
      .map(({ groupId, groupName, count }) => ({ groupId, groupName, count })),
  });
  const result = rules.map((r) => {
    const versions = rows.filter((v) => v.ruleId === r.id).map(versionOf);
    const current = versions.find((v) => v.id === r.currentVersionId)!;
    return { id: r.id, createdAt: r.createdAt, retiredAt: r.retiredAt, current, versions };
  });
  return result.sort(
    (a, b) =>
      Number(a.retiredAt !== null) - Number(b.retiredAt !== null) ||
      a.current.kind.localeCompare(b.current.kind) ||
      a.current.currency.localeCompare(b.current.currency) ||
      (a.current.amountFrom < b.current.amountFrom ? -1 : a.current.amountFrom > b.current.amountFrom ? 1 : 0),
  );
};

/** The group names of a company by id (also retired), for messages and the screens. */
export const groupNames = async (db: DbOrTx, companyId: string): Promise<Map<string, string>> => {
  const rows = await db
    .select({ id: approvalGroups.id, name: approvalGroups.name })
    .from(approvalGroups)
    .where(eq(approvalGroups.companyId, companyId));
  return new Map(rows.map((r) => [r.id, r.name]));
};

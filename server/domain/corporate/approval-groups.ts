/**
 * A company's approval groups (docs/corporate-access.md): list, create, rename, set members, retire.
 * Only approvers of the company may be members (the caller passes who they are: the roles live on the
 * representative workgroups). A retired group keeps its rows (old rule versions name it) but approves
 * nothing; a group a live rule still needs is not retired.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import type { DbOrTx, Tx } from '../../db/client';
import {
  approvalGroupMembers,
  approvalGroups,
  approvalRuleNeeds,
  approvalRules,
} from '../../db/schema/corporate-approvals';
import { BusinessError } from '../common/refusal';

export interface ApprovalGroupRow {
  id: string;
  name: string;
  createdAt: Date;
  retiredAt: Date | null;
  memberIds: string[];
}

export const listGroups = async (db: DbOrTx, companyId: string): Promise<ApprovalGroupRow[]> => {
  const groups = await db
    .select()
    .from(approvalGroups)
    .where(eq(approvalGroups.companyId, companyId))
    .orderBy(asc(approvalGroups.retiredAt), asc(approvalGroups.name));
  if (groups.length === 0) return [];
  const members = await db
    .select({ groupId: approvalGroupMembers.groupId, userId: approvalGroupMembers.userId })
    .from(approvalGroupMembers)
    .where(
      inArray(
        approvalGroupMembers.groupId,
        groups.map((g) => g.id),
      ),
    );
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    createdAt: g.createdAt,
    retiredAt: g.retiredAt,
    memberIds: members.filter((m) => m.groupId === g.id).map((m) => m.userId),
  }));
};

/** The company's live group, locked for the change; another company's or a retired one is refused. */
const liveGroup = async (tx: Tx, companyId: string, groupId: string) => {
  const [group] = await tx
    .select()
    .from(approvalGroups)
    .where(and(eq(approvalGroups.id, groupId), eq(approvalGroups.companyId, companyId)))
    .for('update');
  if (!group) throw new BusinessError([MessageCode.CorporateAdminGroupNotFound]);
  if (group.retiredAt) throw new BusinessError([MessageCode.CorporateAdminGroupRetired]);
  return group;
};

const nameFree = async (tx: Tx, companyId: string, name: string, except?: string) => {
  const same = await tx
    .select({ id: approvalGroups.id })
    .from(approvalGroups)
    .where(
      and(eq(approvalGroups.companyId, companyId), eq(approvalGroups.name, name), isNull(approvalGroups.retiredAt)),
    );
  if (same.some((g) => g.id !== except)) throw new BusinessError([MessageCode.CorporateAdminGroupNameTaken]);
};

const checkMembers = (memberIds: readonly string[], approverIds: ReadonlySet<string>) => {
  if (memberIds.some((id) => !approverIds.has(id)))
    throw new BusinessError([MessageCode.CorporateAdminMemberNotApprover]);
};

const writeMembers = async (tx: Tx, groupId: string, memberIds: readonly string[], now: Date) => {
  await tx.delete(approvalGroupMembers).where(eq(approvalGroupMembers.groupId, groupId));
  const unique = [...new Set(memberIds)];
  if (unique.length > 0)
    await tx.insert(approvalGroupMembers).values(unique.map((userId) => ({ groupId, userId, addedAt: now })));
};

export interface GroupInput {
  name: string;
  memberIds: readonly string[];
}

export const createGroup = async (
  tx: Tx,
  companyId: string,
  input: GroupInput,
  approverIds: ReadonlySet<string>,
  now: Date,
): Promise<string> => {
  checkMembers(input.memberIds, approverIds);
  await nameFree(tx, companyId, input.name);
  const [row] = await tx
    .insert(approvalGroups)
    .values({ companyId, name: input.name, createdAt: now })
    .returning({ id: approvalGroups.id });
  await writeMembers(tx, row!.id, input.memberIds, now);
  return row!.id;
};

/** Renames the group and sets its members at once (the edit dialog sends both). */
export const updateGroup = async (
  tx: Tx,
  companyId: string,
  groupId: string,
  input: GroupInput,
  approverIds: ReadonlySet<string>,
  now: Date,
): Promise<void> => {
  const group = await liveGroup(tx, companyId, groupId);
  checkMembers(input.memberIds, approverIds);
  if (group.name !== input.name) {
    await nameFree(tx, companyId, input.name, groupId);
    await tx.update(approvalGroups).set({ name: input.name }).where(eq(approvalGroups.id, groupId));
  }
  const live = await liveRuleNeeds(tx, groupId);
  const unique = new Set(input.memberIds);
  if (live.some((n) => n.count > unique.size)) throw new BusinessError([MessageCode.CorporateAdminGroupTooSmall]);
  await writeMembers(tx, groupId, input.memberIds, now);
};

/** What live rules' current versions need of the group. */
const liveRuleNeeds = (tx: Tx, groupId: string) =>
  tx
    .select({ count: approvalRuleNeeds.count })
    .from(approvalRuleNeeds)
    .innerJoin(approvalRules, eq(approvalRules.currentVersionId, approvalRuleNeeds.versionId))
    .where(and(eq(approvalRuleNeeds.groupId, groupId), isNull(approvalRules.retiredAt)));

export const retireGroup = async (tx: Tx, companyId: string, groupId: string, now: Date): Promise<void> => {
  await liveGroup(tx, companyId, groupId);
  if ((await liveRuleNeeds(tx, groupId)).length > 0) throw new BusinessError([MessageCode.CorporateAdminGroupInUse]);
  await tx.update(approvalGroups).set({ retiredAt: now }).where(eq(approvalGroups.id, groupId));
};

/** The live groups' sizes (distinct members), for the rules' checks. */
export const liveGroupSizes = async (db: DbOrTx, companyId: string): Promise<Map<string, number>> => {
  const groups = await listGroups(db, companyId);
  return new Map(groups.filter((g) => !g.retiredAt).map((g) => [g.id, g.memberIds.length]));
};

/**
 * A user taken out of the approvers (a role change) leaves every group of the company; refused when a
 * live rule would then need more approvers of a group than it has.
 */
export const leaveGroups = async (tx: Tx, companyId: string, userId: string): Promise<void> => {
  const mine = await tx
    .select({ id: approvalGroups.id, retiredAt: approvalGroups.retiredAt })
    .from(approvalGroupMembers)
    .innerJoin(approvalGroups, eq(approvalGroups.id, approvalGroupMembers.groupId))
    .where(and(eq(approvalGroupMembers.userId, userId), eq(approvalGroups.companyId, companyId)));
  if (mine.length === 0) return;
  const sizes = await liveGroupSizes(tx, companyId);
  for (const group of mine.filter((g) => !g.retiredAt)) {
    const needs = await liveRuleNeeds(tx, group.id);
    if (needs.some((n) => n.count > (sizes.get(group.id) ?? 0) - 1))
      throw new BusinessError([MessageCode.CorporateAdminGroupTooSmall]);
  }
  await tx.delete(approvalGroupMembers).where(
    and(
      eq(approvalGroupMembers.userId, userId),
      inArray(
        approvalGroupMembers.groupId,
        mine.map((g) => g.id),
      ),
    ),
  );
};

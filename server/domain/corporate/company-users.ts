/**
 * A company's users and their roles (docs/corporate-access.md "Roles"): the administrator's list,
 * the change of one user's roles as a decision with a code, and the record of changes. The change is
 * a `corporate_role_changes` row the engine inserts in its commit (areaRow); its trigger (migration
 * 0025) sets the workgroup's roles only if they are still what the administrator saw, keeps at least
 * one administrator, and takes a user who is no longer an approver out of the company's groups, all
 * in the same statement. The plan checks the same first, so the administrator hears it before the code.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ActionCode } from '../../../src/contract/action-codes';
import type {
  ChangeUserRolesRequest,
  CompanyUser,
  CompanyUserList,
  RoleChangeList,
} from '../../../src/contract/corporate-admin';
import { CORPORATE_ROLES, type CorporateRole } from '../../../src/contract/corporate-roles';
import { MessageCode } from '../../../src/contract/message-codes';
import type { DbOrTx } from '../../db/client';
import { customers, workgroups } from '../../db/schema/auth';
import {
  approvalGroupMembers,
  approvalGroups,
  approvalRuleNeeds,
  approvalRules,
  corporateRoleChanges,
} from '../../db/schema/corporate-approvals';
import { BusinessError } from '../common/refusal';
import { actingPersonId } from '../decisions/decider';
import { success } from '../decisions/outcome';
import type { DecisionProduct } from '../decisions/product';
import { areaRow } from '../ledger/commit';

const refuse = (code: string): never => {
  throw new BusinessError([code]);
};

/** Roles in the contract's order, once each (the stored arrays compare equal that way). */
export const canonicalRoles = (roles: readonly string[]): CorporateRole[] =>
  CORPORATE_ROLES.filter((r) => roles.includes(r));

interface UserRow {
  userId: string;
  name: string;
  surname: string;
  roles: CorporateRole[];
  groups: string[];
}

const usersOf = async (db: DbOrTx, companyId: string): Promise<UserRow[]> => {
  const rows = await db
    .select({ userId: workgroups.userId, name: customers.name, surname: customers.surname, roles: workgroups.roles })
    .from(workgroups)
    .innerJoin(customers, eq(customers.id, workgroups.userId))
    .where(eq(workgroups.customerId, companyId))
    .orderBy(asc(customers.name), asc(customers.surname));
  const memberships =
    rows.length === 0
      ? []
      : await db
          .select({ userId: approvalGroupMembers.userId, name: approvalGroups.name })
          .from(approvalGroupMembers)
          .innerJoin(approvalGroups, eq(approvalGroups.id, approvalGroupMembers.groupId))
          .where(
            and(
              eq(approvalGroups.companyId, companyId),
              isNull(approvalGroups.retiredAt),
              inArray(
                approvalGroupMembers.userId,
                rows.map((r) => r.userId),
              ),
            ),
          )
          .orderBy(asc(approvalGroups.name));
  return rows.map((r) => ({
    ...r,
    roles: canonicalRoles(r.roles),
    groups: memberships.filter((m) => m.userId === r.userId).map((m) => m.name),
  }));
};

const viewOf = (row: UserRow, selfId: string): CompanyUser => ({ ...row, isSelf: row.userId === selfId });

export const listCompanyUsers = async (db: DbOrTx, companyId: string, selfId: string): Promise<CompanyUserList> => {
  const [company] = await db
    .select({ name: customers.name, surname: customers.surname })
    .from(customers)
    .where(eq(customers.id, companyId));
  return {
    companyName: [company?.name, company?.surname].filter(Boolean).join(' '),
    users: (await usersOf(db, companyId)).map((u) => viewOf(u, selfId)),
  };
};

/** The company's users who hold the approver role (the only ones a group may have). */
export const approverIds = async (db: DbOrTx, companyId: string): Promise<Set<string>> =>
  new Set((await usersOf(db, companyId)).filter((u) => u.roles.includes('approver')).map((u) => u.userId));

/** Whether taking `userId` out of the approvers leaves a live rule needing more of a group than it has. */
const leavingBreaksARule = async (db: DbOrTx, companyId: string, userId: string): Promise<boolean> => {
  const mine = await db
    .select({ groupId: approvalGroupMembers.groupId })
    .from(approvalGroupMembers)
    .innerJoin(approvalGroups, eq(approvalGroups.id, approvalGroupMembers.groupId))
    .where(
      and(
        eq(approvalGroupMembers.userId, userId),
        eq(approvalGroups.companyId, companyId),
        isNull(approvalGroups.retiredAt),
      ),
    );
  for (const { groupId } of mine) {
    const size = (await db.select().from(approvalGroupMembers).where(eq(approvalGroupMembers.groupId, groupId))).length;
    const needs = await db
      .select({ count: approvalRuleNeeds.count })
      .from(approvalRuleNeeds)
      .innerJoin(approvalRules, eq(approvalRules.currentVersionId, approvalRuleNeeds.versionId))
      .where(and(eq(approvalRuleNeeds.groupId, groupId), isNull(approvalRules.retiredAt)));
    if (needs.some((n) => n.count > size - 1)) return true;
  }
  return false;
};

interface RoleFacts {
  user: UserRow;
  admins: number;
  breaksARule: boolean;
}

const OPERATION = { tur: 'Kullanıcı rolü değişikliği', eng: 'User role change' };

export const changeUserRolesProduct: DecisionProduct<ChangeUserRolesRequest, RoleFacts> = {
  name: 'corporate-roles-change',
  challenged: true,
  load: async (ctx, request) => {
    const users = await usersOf(ctx.deps.db, ctx.decider.customerId);
    const user = users.find((u) => u.userId === request.userId) ?? refuse(MessageCode.CorporateAdminUserNotFound);
    return {
      user,
      admins: users.filter((u) => u.roles.includes('admin')).length,
      breaksARule: user.roles.includes('approver')
        ? await leavingBreaksARule(ctx.deps.db, ctx.decider.customerId, user.userId)
        : false,
    };
  },
  plan: (ctx, request, { user, admins, breaksARule }) => {
    const after = canonicalRoles(request.roles);
    if (after.join() === user.roles.join()) refuse(MessageCode.CorporateAdminRolesUnchanged);
    if (user.roles.includes('admin') && !after.includes('admin') && admins <= 1)
      refuse(MessageCode.CorporateAdminLastAdmin);
    if (user.roles.includes('approver') && !after.includes('approver') && breaksARule)
      refuse(MessageCode.CorporateAdminGroupTooSmall);
    const by = actingPersonId(ctx.decider);
    const changed: UserRow = { ...user, roles: after, groups: after.includes('approver') ? user.groups : [] };
    return {
      message: { operation: OPERATION },
      commit: () => ({
        commit: {
          at: ctx.now,
          rows: [
            areaRow(corporateRoleChanges, {
              id: randomUUID(),
              companyId: ctx.decider.customerId,
              userId: user.userId,
              changedBy: by,
              rolesBefore: user.roles,
              rolesAfter: after,
              changedAt: ctx.now,
            }),
          ],
        },
        outcome: success(ActionCode.CorporateRolesChanged, { user: viewOf(changed, by) }),
      }),
    };
  },
};

/** The company's role changes, newest first. */
export const listRoleChanges = async (db: DbOrTx, companyId: string): Promise<RoleChangeList> => {
  const target = alias(customers, 'target');
  const admin = alias(customers, 'admin');
  const rows = await db
    .select({
      id: corporateRoleChanges.id,
      userId: corporateRoleChanges.userId,
      userName: target.name,
      userSurname: target.surname,
      adminName: admin.name,
      adminSurname: admin.surname,
      before: corporateRoleChanges.rolesBefore,
      after: corporateRoleChanges.rolesAfter,
      changedAt: corporateRoleChanges.changedAt,
    })
    .from(corporateRoleChanges)
    .innerJoin(target, eq(target.id, corporateRoleChanges.userId))
    .innerJoin(admin, eq(admin.id, corporateRoleChanges.changedBy))
    .where(eq(corporateRoleChanges.companyId, companyId))
    .orderBy(desc(corporateRoleChanges.changedAt))
    .limit(200);
  return {
    changes: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      userName: `${r.userName} ${r.userSurname}`,
      changedByName: `${r.adminName} ${r.adminSurname}`,
      before: canonicalRoles(r.before),
      after: canonicalRoles(r.after),
      changedAt: r.changedAt.toISOString(),
    })),
  };
};

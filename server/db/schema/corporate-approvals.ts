/**
 * Corporate approvals (issue 17, docs/corporate-access.md "Approval groups and rules"): a company's
 * approval groups and their members, its versioned approval rules, and the record of every change of
 * a user's roles. A company and a user are both `customers` rows (the company is a Corporate one).
 *
 * A rule is a stable id with versions: an edit writes a new version and points the rule at it; old
 * versions stay, so an operation waiting under one keeps what it was shown. Retiring a rule or a
 * group stamps `retired_at`; nothing here is deleted.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CORPORATE_ROLES, OPERATION_KINDS } from '../../../src/contract/corporate-roles';
import { CURRENCIES } from '../../../src/contract/money';
import { customers } from './auth';
import { id, money, ts } from './columns';

export const approvalGroups = pgTable(
  'approval_groups',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => customers.id),
    name: text().notNull(),
    createdAt: ts('created_at').notNull(),
    retiredAt: ts('retired_at'),
  },
  (t) => [
    index().on(t.companyId),
    // Two live groups of one company never share a name; a retired one frees it.
    uniqueIndex('approval_groups_live_name')
      .on(t.companyId, t.name)
      .where(sql`retired_at is null`),
  ],
);

export const approvalGroupMembers = pgTable(
  'approval_group_members',
  {
    groupId: uuid()
      .notNull()
      .references(() => approvalGroups.id),
    userId: uuid()
      .notNull()
      .references(() => customers.id),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index().on(t.userId)],
);

export const approvalRules = pgTable(
  'approval_rules',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => customers.id),
    /** The version in force (approval_rule_versions.id); every version names its rule. */
    currentVersionId: uuid().notNull(),
    createdAt: ts('created_at').notNull(),
    retiredAt: ts('retired_at'),
  },
  (t) => [index().on(t.companyId)],
);

export const approvalRuleVersions = pgTable(
  'approval_rule_versions',
  {
    id: id(),
    ruleId: uuid()
      .notNull()
      .references(() => approvalRules.id),
    /** 1, 2, ... within the rule. */
    version: integer().notNull(),
    kind: text({ enum: OPERATION_KINDS }).notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    /** The band [from, to) in minor units of the currency; `to` null = no upper end. */
    amountFrom: money('amount_from').notNull(),
    amountTo: money('amount_to'),
    expiresInHours: integer().notNull().default(48),
    /** Who wrote this version (an administrator; null for the seed). */
    createdBy: uuid().references(() => customers.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex().on(t.ruleId, t.version),
    check('approval_rule_versions_band', sql`amount_from >= 0 and (amount_to is null or amount_to > amount_from)`),
    check('approval_rule_versions_expiry', sql`expires_in_hours between 1 and 720`),
  ],
);

/** What a version needs: `count` approvers from `group` (all entries must be met). None = no approval. */
export const approvalRuleNeeds = pgTable(
  'approval_rule_needs',
  {
    versionId: uuid()
      .notNull()
      .references(() => approvalRuleVersions.id),
    groupId: uuid()
      .notNull()
      .references(() => approvalGroups.id),
    count: integer().notNull(),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.groupId] }), check('approval_rule_needs_count', sql`count >= 1`)],
);

/** Every change of a user's roles in a company: who changed it, when, before and after. */
export const corporateRoleChanges = pgTable(
  'corporate_role_changes',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => customers.id),
    userId: uuid()
      .notNull()
      .references(() => customers.id),
    changedBy: uuid()
      .notNull()
      .references(() => customers.id),
    rolesBefore: text({ enum: CORPORATE_ROLES }).array().notNull(),
    rolesAfter: text({ enum: CORPORATE_ROLES }).array().notNull(),
    changedAt: ts('changed_at').notNull(),
  },
  (t) => [index().on(t.companyId, t.changedAt)],
);

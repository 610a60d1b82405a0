/**
 * Corporate administration (issue 17, docs/corporate-access.md "Roles" and "Approval groups and
 * rules"): an administrator's view of the company's users and their roles, the record of role
 * changes, the approval groups and the versioned approval rules, and the preview of which approvals
 * an example operation needs. Amounts are decimal strings in the currency's precision.
 */
import * as v from 'valibot';
import { CORPORATE_ROLES, CorporateRoleSchema, OperationKindSchema } from './corporate-roles';
import { IssueKey } from './message-codes';
import { CURRENCIES, parseAmount, type Currency } from './money';
import { text } from './safe-text';
import { VerificationFieldsSchema } from './transfers';

export const APPROVAL_GROUP_NAME_MAX = 40;
export const APPROVAL_EXPIRY_MAX_HOURS = 720;
export const APPROVAL_NEEDS_MAX = 5;

const Id = v.pipe(v.string(), v.uuid(IssueKey.Invalid));
const CurrencySchema = v.picklist(CURRENCIES);
const Roles = v.pipe(
  v.array(CorporateRoleSchema),
  v.minLength(1, IssueKey.Required),
  v.maxLength(CORPORATE_ROLES.length, IssueKey.Invalid),
  v.check((roles) => new Set(roles).size === roles.length, IssueKey.Invalid),
);

/** A user of the company (a representative workgroup) with their roles. */
export const CompanyUserSchema = v.object({
  userId: v.string(),
  name: v.string(),
  surname: v.string(),
  roles: v.array(CorporateRoleSchema),
  /** The live approval groups the user is a member of, by name. */
  groups: v.array(v.string()),
  /** The signed-in administrator. */
  isSelf: v.boolean(),
});
export type CompanyUser = v.InferOutput<typeof CompanyUserSchema>;

/** `GET /CorporateAdmin/Users`. */
export const CompanyUserListSchema = v.object({ companyName: v.string(), users: v.array(CompanyUserSchema) });
export type CompanyUserList = v.InferOutput<typeof CompanyUserListSchema>;

/** `POST /CorporateAdmin/ChangeUserRoles` (Idempotency-Key, code step): the user's roles after. */
export const ChangeUserRolesSchema = v.object({
  userId: Id,
  roles: Roles,
  ...VerificationFieldsSchema.entries,
});
export type ChangeUserRolesRequest = v.InferOutput<typeof ChangeUserRolesSchema>;

export const RoleChangeSchema = v.object({
  id: v.string(),
  userId: v.string(),
  userName: v.string(),
  changedByName: v.string(),
  before: v.array(CorporateRoleSchema),
  after: v.array(CorporateRoleSchema),
  changedAt: v.string(),
});
export type RoleChange = v.InferOutput<typeof RoleChangeSchema>;

/** `GET /CorporateAdmin/RoleChanges`: newest first. */
export const RoleChangeListSchema = v.object({ changes: v.array(RoleChangeSchema) });
export type RoleChangeList = v.InferOutput<typeof RoleChangeListSchema>;

/** The answer of a role change: the user as they are now. */
export const ChangedUserSchema = v.object({ user: CompanyUserSchema });

export const ApprovalGroupMemberSchema = v.object({ userId: v.string(), name: v.string() });

export const ApprovalGroupSchema = v.object({
  id: v.string(),
  name: v.string(),
  members: v.array(ApprovalGroupMemberSchema),
  createdAt: v.string(),
  retiredAt: v.nullable(v.string()),
});
export type ApprovalGroup = v.InferOutput<typeof ApprovalGroupSchema>;

/** `GET /CorporateAdmin/ApprovalGroups`: live groups first; the approvers who may be members. */
export const ApprovalGroupListSchema = v.object({
  groups: v.array(ApprovalGroupSchema),
  approvers: v.array(ApprovalGroupMemberSchema),
});
export type ApprovalGroupList = v.InferOutput<typeof ApprovalGroupListSchema>;

const GroupName = v.pipe(
  text({ message: IssueKey.Required }),
  v.trim(),
  v.nonEmpty(IssueKey.Required),
  v.maxLength(APPROVAL_GROUP_NAME_MAX, IssueKey.TooLong),
  v.examples(['Finans']),
);
const Members = v.pipe(v.array(Id), v.maxLength(100, IssueKey.TooLong));

/** `POST /CorporateAdmin/CreateApprovalGroup` (Idempotency-Key). */
export const CreateApprovalGroupSchema = v.object({ name: GroupName, memberIds: Members });
export type CreateApprovalGroupRequest = v.InferOutput<typeof CreateApprovalGroupSchema>;

/** `POST /CorporateAdmin/UpdateApprovalGroup` (Idempotency-Key): the new name and members. */
export const UpdateApprovalGroupSchema = v.object({ id: Id, name: GroupName, memberIds: Members });
export type UpdateApprovalGroupRequest = v.InferOutput<typeof UpdateApprovalGroupSchema>;

/** `POST /CorporateAdmin/RetireApprovalGroup`, `/RetireApprovalRule` (Idempotency-Key). */
export const RetireSchema = v.object({ id: Id });
export type RetireRequest = v.InferOutput<typeof RetireSchema>;

export const ApprovalNeedSchema = v.object({ groupId: v.string(), groupName: v.string(), count: v.number() });
export type ApprovalNeedView = v.InferOutput<typeof ApprovalNeedSchema>;

export const RuleVersionSchema = v.object({
  id: v.string(),
  version: v.number(),
  kind: OperationKindSchema,
  currency: CurrencySchema,
  amountFrom: v.string(),
  /** null: no upper end. */
  amountTo: v.nullable(v.string()),
  needs: v.array(ApprovalNeedSchema),
  expiresInHours: v.number(),
  createdAt: v.string(),
});
export type RuleVersionView = v.InferOutput<typeof RuleVersionSchema>;

export const ApprovalRuleSchema = v.object({
  id: v.string(),
  retiredAt: v.nullable(v.string()),
  current: RuleVersionSchema,
  /** Older versions, newest first (the operations started under them keep them). */
  history: v.array(RuleVersionSchema),
});
export type ApprovalRule = v.InferOutput<typeof ApprovalRuleSchema>;

/** `GET /CorporateAdmin/ApprovalRules`: live rules first, by kind, currency and band. */
export const ApprovalRuleListSchema = v.object({ rules: v.array(ApprovalRuleSchema) });
export type ApprovalRuleList = v.InferOutput<typeof ApprovalRuleListSchema>;

const Amount = v.pipe(v.string(), v.regex(/^\d{1,15}(?:\.\d{1,4})?$/, IssueKey.Invalid), v.examples(['10000.00']));
const fits = (amount: string | null | undefined, currency: Currency) =>
  amount === null || amount === undefined || parseAmount(amount, currency) !== undefined;

const RuleFields = v.object({
  kind: OperationKindSchema,
  currency: CurrencySchema,
  amountFrom: Amount,
  amountTo: v.nullable(Amount),
  needs: v.pipe(
    v.array(
      v.object({
        groupId: Id,
        count: v.pipe(
          v.number(),
          v.integer(IssueKey.Invalid),
          v.minValue(1, IssueKey.Invalid),
          v.maxValue(50, IssueKey.Invalid),
        ),
      }),
    ),
    v.maxLength(APPROVAL_NEEDS_MAX, IssueKey.TooLong),
  ),
  expiresInHours: v.pipe(
    v.number(),
    v.integer(IssueKey.Invalid),
    v.minValue(1, IssueKey.Invalid),
    v.maxValue(APPROVAL_EXPIRY_MAX_HOURS, IssueKey.Invalid),
  ),
});

/** `POST /CorporateAdmin/CreateApprovalRule` (Idempotency-Key). */
export const CreateApprovalRuleSchema = v.pipe(
  RuleFields,
  v.forward(
    v.check((r) => fits(r.amountFrom, r.currency), IssueKey.Invalid),
    ['amountFrom'],
  ),
  v.forward(
    v.check((r) => fits(r.amountTo, r.currency), IssueKey.Invalid),
    ['amountTo'],
  ),
);
export type CreateApprovalRuleRequest = v.InferOutput<typeof CreateApprovalRuleSchema>;

/** `POST /CorporateAdmin/UpdateApprovalRule` (Idempotency-Key): a new version of the rule. */
export const UpdateApprovalRuleSchema = v.pipe(
  v.object({ id: Id, ...RuleFields.entries }),
  v.forward(
    v.check((r) => fits(r.amountFrom, r.currency), IssueKey.Invalid),
    ['amountFrom'],
  ),
  v.forward(
    v.check((r) => fits(r.amountTo, r.currency), IssueKey.Invalid),
    ['amountTo'],
  ),
);
export type UpdateApprovalRuleRequest = v.InferOutput<typeof UpdateApprovalRuleSchema>;

/** `POST /CorporateAdmin/PreviewApprovals`: which approvals an example operation would need now. */
export const PreviewApprovalsSchema = v.pipe(
  v.object({ kind: OperationKindSchema, currency: CurrencySchema, amount: Amount }),
  v.forward(
    v.check((r) => fits(r.amount, r.currency), IssueKey.Invalid),
    ['amount'],
  ),
);
export type PreviewApprovalsRequest = v.InferOutput<typeof PreviewApprovalsSchema>;

export const ApprovalPreviewSchema = v.object({
  /** false: no rule covers it, the bank refuses such an operation (corporate.noRule). */
  ruleFound: v.boolean(),
  /** The rule version that would apply; null when none. */
  ruleVersion: v.nullable(RuleVersionSchema),
  /** Empty with a rule: no approval needed, it posts at once. */
  needs: v.array(ApprovalNeedSchema),
  expiresInHours: v.nullable(v.number()),
});
export type ApprovalPreview = v.InferOutput<typeof ApprovalPreviewSchema>;

/** The route table's corporate administration calls (issue 17); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { customerCall as call, type ApiRoute } from './api-route';
import {
  ApprovalGroupListSchema,
  ApprovalPreviewSchema,
  ApprovalRuleListSchema,
  ChangedUserSchema,
  ChangeUserRolesSchema,
  CompanyUserListSchema,
  CreateApprovalGroupSchema,
  CreateApprovalRuleSchema,
  PreviewApprovalsSchema,
  RetireSchema,
  RoleChangeListSchema,
  UpdateApprovalGroupSchema,
  UpdateApprovalRuleSchema,
} from './corporate-admin';

const TAG = 'Corporate administration';
const ADMIN = 'The administrator role in the session’s workgroup, else 403 corporate.roleRefused.';

export const CORPORATE_ADMIN_ROUTES: ApiRoute[] = [
  call({
    path: '/CorporateAdmin/Users',
    name: 'corporateAdminUsers',
    tag: TAG,
    summary: `The company’s users (its representative workgroups) with their roles and live approval groups. ${ADMIN}`,
    data: CompanyUserListSchema,
  }),
  call({
    path: '/CorporateAdmin/ChangeUserRoles',
    name: 'corporateAdminChangeUserRoles',
    tag: TAG,
    summary: `Sets a user’s roles (viewer, maker, approver, admin; at least one). First a challenge (201 SMS / 202 push / 203 e-mail) to the administrator’s phone, then with \`otpReferenceKey\` and \`otpCode\` the change, recorded with who, when, before and after; it takes effect on the user’s next call. Refusals: corporateAdmin.userNotFound (not this company’s user), corporateAdmin.rolesUnchanged, corporateAdmin.lastAdmin, corporateAdmin.groupTooSmall (a rule still needs this approver), corporateAdmin.rolesChangedMeanwhile. A user no longer an approver leaves the company’s groups. ${ADMIN}`,
    body: ChangeUserRolesSchema,
    data: ChangedUserSchema,
    actionCodes: [ActionCode.CorporateRolesChanged],
    idempotent: true,
  }),
  call({
    path: '/CorporateAdmin/RoleChanges',
    name: 'corporateAdminRoleChanges',
    tag: TAG,
    summary: `The company’s role changes, newest first (at most 200): whose, by whom, when, before and after. ${ADMIN}`,
    data: RoleChangeListSchema,
  }),
  call({
    path: '/CorporateAdmin/ApprovalGroups',
    name: 'corporateAdminApprovalGroups',
    tag: TAG,
    summary: `The company’s approval groups (live first, then retired) with their members, and the approvers who may be members. ${ADMIN}`,
    data: ApprovalGroupListSchema,
  }),
  ...(
    [
      [
        'Create',
        CreateApprovalGroupSchema,
        'A new approval group: a name unique among the live groups and its members (approvers only).',
        ActionCode.ApprovalGroupSaved,
      ],
      [
        'Update',
        UpdateApprovalGroupSchema,
        'Renames a live group and sets its members (approvers only; not fewer than a live rule needs of it).',
        ActionCode.ApprovalGroupSaved,
      ],
      [
        'Retire',
        RetireSchema,
        'Retires a live group (refused while a live rule needs it: corporateAdmin.groupInUse); its members approve nothing for it from then on.',
        ActionCode.ApprovalGroupRetired,
      ],
    ] as const
  ).map(([verb, body, summary, code]) =>
    call({
      path: `/CorporateAdmin/${verb}ApprovalGroup`,
      name: `corporateAdmin${verb}ApprovalGroup`,
      tag: TAG,
      summary: `${summary} Answers the groups. ${ADMIN}`,
      body,
      data: ApprovalGroupListSchema,
      actionCodes: [code],
      idempotent: true,
    }),
  ),
  call({
    path: '/CorporateAdmin/ApprovalRules',
    name: 'corporateAdminApprovalRules',
    tag: TAG,
    summary: `The company’s approval rules (live first, by kind, currency and band), each with its current version and older ones. ${ADMIN}`,
    data: ApprovalRuleListSchema,
  }),
  ...(
    [
      [
        'Create',
        CreateApprovalRuleSchema,
        'A new rule: operation kind, currency, band [amountFrom, amountTo) (amountTo null: no upper end), the needs (N approvers of a live group, each group once, N not above its members) and the waiting time in hours (1–720). Refused when the band overlaps a live rule of the same kind and currency (corporateAdmin.ruleOverlap).',
        ActionCode.ApprovalRuleSaved,
      ],
      [
        'Update',
        UpdateApprovalRuleSchema,
        'A new version of a live rule with the same checks; operations already waiting keep the version they started under.',
        ActionCode.ApprovalRuleSaved,
      ],
      [
        'Retire',
        RetireSchema,
        'Retires a live rule: operations in its band are refused (corporate.noRule) until another covers them; waiting ones keep their version.',
        ActionCode.ApprovalRuleRetired,
      ],
    ] as const
  ).map(([verb, body, summary, code]) =>
    call({
      path: `/CorporateAdmin/${verb}ApprovalRule`,
      name: `corporateAdmin${verb}ApprovalRule`,
      tag: TAG,
      summary: `${summary} Answers the rules. ${ADMIN}`,
      body,
      data: ApprovalRuleListSchema,
      actionCodes: [code],
      idempotent: true,
    }),
  ),
  call({
    path: '/CorporateAdmin/PreviewApprovals',
    name: 'corporateAdminPreviewApprovals',
    tag: TAG,
    summary: `Which approvals an example operation (kind, currency, amount) would need now: the rule version that covers it and its needs (none: it posts at once), or ruleFound false (the bank refuses it: corporate.noRule). Changes nothing. ${ADMIN}`,
    body: PreviewApprovalsSchema,
    data: ApprovalPreviewSchema,
  }),
];

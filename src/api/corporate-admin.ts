/** Corporate administration (issue 17): the company's users and roles, approval groups and rules. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  ApprovalGroupListSchema,
  ApprovalPreviewSchema,
  ApprovalRuleListSchema,
  ChangedUserSchema,
  CompanyUserListSchema,
  RoleChangeListSchema,
  type ChangeUserRolesRequest,
  type CreateApprovalGroupRequest,
  type CreateApprovalRuleRequest,
  type PreviewApprovalsRequest,
  type UpdateApprovalGroupRequest,
  type UpdateApprovalRuleRequest,
} from '../contract/corporate-admin';
import { ApproverInfoSchema } from '../contract/transfers';
import { serviceEnvelopeRequest, serviceRequest } from './http';

export const corporateAdminKeys = {
  all: ['corporateAdmin'] as const,
  users: () => [...corporateAdminKeys.all, 'users'] as const,
  changes: () => [...corporateAdminKeys.all, 'changes'] as const,
  groups: () => [...corporateAdminKeys.all, 'groups'] as const,
  rules: () => [...corporateAdminKeys.all, 'rules'] as const,
};

export const companyUsersQueryOptions = () =>
  queryOptions({
    queryKey: corporateAdminKeys.users(),
    queryFn: () => serviceRequest('/CorporateAdmin/Users', CompanyUserListSchema),
  });

export const roleChangesQueryOptions = () =>
  queryOptions({
    queryKey: corporateAdminKeys.changes(),
    queryFn: () => serviceRequest('/CorporateAdmin/RoleChanges', RoleChangeListSchema),
  });

export const approvalGroupsQueryOptions = () =>
  queryOptions({
    queryKey: corporateAdminKeys.groups(),
    queryFn: () => serviceRequest('/CorporateAdmin/ApprovalGroups', ApprovalGroupListSchema),
  });

export const approvalRulesQueryOptions = () =>
  queryOptions({
    queryKey: corporateAdminKeys.rules(),
    queryFn: () => serviceRequest('/CorporateAdmin/ApprovalRules', ApprovalRuleListSchema),
  });

const post = <T extends v.GenericSchema>(path: string, schema: T, body: unknown, idempotencyKey: string) =>
  serviceEnvelopeRequest(path, schema, { method: 'POST', body, idempotencyKey });

type WithCode<T> = T & { otpCode?: string; otpReferenceKey?: string };

/** `POST /CorporateAdmin/ChangeUserRoles`: a code challenge first, then the user as changed. */
export const changeUserRoles = (body: WithCode<ChangeUserRolesRequest>, key: string) =>
  post('/CorporateAdmin/ChangeUserRoles', v.union([ChangedUserSchema, ApproverInfoSchema]), body, key);

export const createApprovalGroup = (body: CreateApprovalGroupRequest, key: string) =>
  post('/CorporateAdmin/CreateApprovalGroup', ApprovalGroupListSchema, body, key);
export const updateApprovalGroup = (body: UpdateApprovalGroupRequest, key: string) =>
  post('/CorporateAdmin/UpdateApprovalGroup', ApprovalGroupListSchema, body, key);
export const retireApprovalGroup = (id: string, key: string) =>
  post('/CorporateAdmin/RetireApprovalGroup', ApprovalGroupListSchema, { id }, key);

export const createApprovalRule = (body: CreateApprovalRuleRequest, key: string) =>
  post('/CorporateAdmin/CreateApprovalRule', ApprovalRuleListSchema, body, key);
export const updateApprovalRule = (body: UpdateApprovalRuleRequest, key: string) =>
  post('/CorporateAdmin/UpdateApprovalRule', ApprovalRuleListSchema, body, key);
export const retireApprovalRule = (id: string, key: string) =>
  post('/CorporateAdmin/RetireApprovalRule', ApprovalRuleListSchema, { id }, key);

/** Which approvals an example operation needs now (changes nothing). */
export const previewApprovals = (body: PreviewApprovalsRequest) =>
  serviceRequest('/CorporateAdmin/PreviewApprovals', ApprovalPreviewSchema, { method: 'POST', body });

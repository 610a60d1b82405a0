/**
 * Corporate administration (issue 17, docs/corporate-access.md): a company administrator's calls under
 * `/CorporateAdmin/*` — the users and their roles (a change with a code, every change recorded), the
 * approval groups and the versioned rules, and the preview of what an example operation would need.
 * Every call needs the administrator role in the session's workgroup (else 403 corporate.roleRefused);
 * every id is looked up within the session's company, so another company's user, group or rule is
 * not found. docs/api.md describes them.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ActionCode } from '../../src/contract/action-codes';
import {
  ChangeUserRolesSchema,
  CreateApprovalGroupSchema,
  CreateApprovalRuleSchema,
  PreviewApprovalsSchema,
  RetireSchema,
  UpdateApprovalGroupSchema,
  UpdateApprovalRuleSchema,
  type CreateApprovalRuleRequest,
} from '../../src/contract/corporate-admin';
import { MessageCode } from '../../src/contract/message-codes';
import { createGroup, retireGroup, updateGroup } from '../domain/corporate/approval-groups';
import { createRule, editRule, retireRule, type RuleInput } from '../domain/corporate/approval-rules';
import { groupListView, minorOf, previewView, ruleListView } from '../domain/corporate/admin-views';
import {
  approverIds,
  changeUserRolesProduct,
  listCompanyUsers,
  listRoleChanges,
} from '../domain/corporate/company-users';
import { actingPersonId } from '../domain/decisions/decider';
import type { AppEnv } from '../http/context';
import { respondChange, respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

/** The administrator role in the chosen workgroup; an individual or another role is refused. */
const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.decider?.roles?.includes('admin')) throw new RequestError(403, [MessageCode.CorporateRoleRefused]);
  await next();
});

const ruleInput = (request: CreateApprovalRuleRequest): RuleInput => ({
  kind: request.kind,
  currency: request.currency,
  amountFrom: minorOf(request.amountFrom, request.currency, 'amountFrom'),
  amountTo: request.amountTo === null ? null : minorOf(request.amountTo, request.currency, 'amountTo'),
  needs: request.needs,
  expiresInHours: request.expiresInHours,
});

/** Mounted at /api/corporateadmin. */
export const corporateAdminRoutes = new Hono<AppEnv>();
corporateAdminRoutes.use('*', requireActive, requireAdmin);

const company = (c: { var: AppEnv['Variables'] }) => c.var.decider!.customerId;
const self = (c: { var: AppEnv['Variables'] }) => actingPersonId(c.var.decider!);

corporateAdminRoutes.get('/users', async (c) =>
  c.json(serviceSuccess(await listCompanyUsers(c.var.deps.db, company(c), self(c)))),
);

corporateAdminRoutes.post('/changeuserroles', async (c) =>
  respondDecision(c, changeUserRolesProduct, await parseJsonBody(c, ChangeUserRolesSchema)),
);

corporateAdminRoutes.get('/rolechanges', async (c) =>
  c.json(serviceSuccess(await listRoleChanges(c.var.deps.db, company(c)))),
);

corporateAdminRoutes.get('/approvalgroups', async (c) =>
  c.json(serviceSuccess(await groupListView(c.var.deps.db, company(c)))),
);

corporateAdminRoutes.post('/createapprovalgroup', async (c) => {
  const request = await parseJsonBody(c, CreateApprovalGroupSchema);
  return respondChange(c, 'approval-group-create', request, async (tx) => {
    await createGroup(tx, company(c), request, await approverIds(tx, company(c)), c.var.deps.now());
    return { actionCode: ActionCode.ApprovalGroupSaved, data: await groupListView(tx, company(c)) };
  });
});

corporateAdminRoutes.post('/updateapprovalgroup', async (c) => {
  const request = await parseJsonBody(c, UpdateApprovalGroupSchema);
  return respondChange(c, 'approval-group-update', request, async (tx) => {
    await updateGroup(tx, company(c), request.id, request, await approverIds(tx, company(c)), c.var.deps.now());
    return { actionCode: ActionCode.ApprovalGroupSaved, data: await groupListView(tx, company(c)) };
  });
});

corporateAdminRoutes.post('/retireapprovalgroup', async (c) => {
  const request = await parseJsonBody(c, RetireSchema);
  return respondChange(c, 'approval-group-retire', request, async (tx) => {
    await retireGroup(tx, company(c), request.id, c.var.deps.now());
    return { actionCode: ActionCode.ApprovalGroupRetired, data: await groupListView(tx, company(c)) };
  });
});

corporateAdminRoutes.get('/approvalrules', async (c) =>
  c.json(serviceSuccess(await ruleListView(c.var.deps.db, company(c)))),
);

corporateAdminRoutes.post('/createapprovalrule', async (c) => {
  const request = await parseJsonBody(c, CreateApprovalRuleSchema);
  return respondChange(c, 'approval-rule-create', request, async (tx) => {
    await createRule(tx, company(c), ruleInput(request), self(c), c.var.deps.now());
    return { actionCode: ActionCode.ApprovalRuleSaved, data: await ruleListView(tx, company(c)) };
  });
});

corporateAdminRoutes.post('/updateapprovalrule', async (c) => {
  const request = await parseJsonBody(c, UpdateApprovalRuleSchema);
  return respondChange(c, 'approval-rule-update', request, async (tx) => {
    await editRule(tx, company(c), request.id, ruleInput(request), self(c), c.var.deps.now());
    return { actionCode: ActionCode.ApprovalRuleSaved, data: await ruleListView(tx, company(c)) };
  });
});

corporateAdminRoutes.post('/retireapprovalrule', async (c) => {
  const request = await parseJsonBody(c, RetireSchema);
  return respondChange(c, 'approval-rule-retire', request, async (tx) => {
    await retireRule(tx, company(c), request.id, c.var.deps.now());
    return { actionCode: ActionCode.ApprovalRuleRetired, data: await ruleListView(tx, company(c)) };
  });
});

corporateAdminRoutes.post('/previewapprovals', async (c) => {
  const request = await parseJsonBody(c, PreviewApprovalsSchema);
  return c.json(serviceSuccess(await previewView(c.var.deps.db, company(c), request)));
});

/** The fuzz plans of the corporate administration routes (issue 17), called as Demir Tekstil's administrator. */
import { SOME_ID, type RoutePlan } from './fuzz-routes';

const RULE = {
  kind: 'transfer',
  currency: 'EUR',
  amountFrom: '0.00',
  amountTo: null,
  needs: [],
  expiresInHours: 48,
};

export const corporateAdminRoutePlans: Record<string, RoutePlan> = {
  'GET /api/corporateadmin/users': { as: 'corporateAdmin' },
  // A random user id is not this company's (corporateAdmin.userNotFound); a valid one stops at the code step.
  'POST /api/corporateadmin/changeuserroles': {
    as: 'corporateAdmin',
    sample: { body: { userId: SOME_ID, roles: ['maker'] } },
    runs: 12,
  },
  'GET /api/corporateadmin/rolechanges': { as: 'corporateAdmin' },
  'GET /api/corporateadmin/approvalgroups': { as: 'corporateAdmin' },
  'POST /api/corporateadmin/createapprovalgroup': {
    as: 'corporateAdmin',
    sample: { body: { name: 'Denetim', memberIds: [] } },
    runs: 12,
  },
  'POST /api/corporateadmin/updateapprovalgroup': {
    as: 'corporateAdmin',
    sample: { body: { id: SOME_ID, name: 'Denetim', memberIds: [] } },
    runs: 12,
  },
  'POST /api/corporateadmin/retireapprovalgroup': { as: 'corporateAdmin', sample: { body: { id: SOME_ID } }, runs: 12 },
  'GET /api/corporateadmin/approvalrules': { as: 'corporateAdmin' },
  'POST /api/corporateadmin/createapprovalrule': {
    as: 'corporateAdmin',
    sample: { body: RULE },
    variants: [{ body: { ...RULE, currency: 'XAU', amountFrom: '100.0000', amountTo: '200.0000' } }],
    runs: 12,
  },
  'POST /api/corporateadmin/updateapprovalrule': {
    as: 'corporateAdmin',
    sample: { body: { id: SOME_ID, ...RULE } },
    runs: 12,
  },
  'POST /api/corporateadmin/retireapprovalrule': { as: 'corporateAdmin', sample: { body: { id: SOME_ID } }, runs: 12 },
  'POST /api/corporateadmin/previewapprovals': {
    as: 'corporateAdmin',
    sample: { body: { kind: 'transfer', currency: 'TRY', amount: '50000.00' } },
    runs: 12,
  },
};

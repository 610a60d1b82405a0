/**
 * Corporate roles on the server (docs/corporate-access.md "Roles"): in a session acting for a company
 * (a representative workgroup chosen, so the decider carries the user's roles) the bank refuses what
 * the user's roles do not allow, whichever page sent it (403 corporate.roleRefused).
 *
 * `corporateStartGate` guards every change of the route table (`idempotent`) except the user's own
 * settings and requests: those start an operation on the company's products (transfers, bill and card
 * payments, standing orders, card and account operations, trades, templates, consents) and need the
 * maker role. Corporate administration and approvals guard themselves with `requireCorporateRole`.
 * An individual's session (no workgroup) passes untouched.
 */
import { createMiddleware } from 'hono/factory';
import { API_ROUTES } from '../../src/contract/api-routes';
import type { ApiRoute } from '../../src/contract/api-route';
import type { CorporateRole } from '../../src/contract/corporate-roles';
import { MessageCode } from '../../src/contract/message-codes';
import type { AppEnv } from '../http/context';
import { RequestError } from '../http/errors';

/** Route tags whose changes are the user's own or guard their own roles. */
const NOT_COMPANY_OPERATIONS: ReadonlySet<string> = new Set([
  'Sign-in',
  'Settings',
  'Contact',
  'Documents',
  'Client data',
  'Corporate administration',
  'Corporate operations',
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MAKER_ROUTES: readonly { method: ApiRoute['method']; pattern: RegExp }[] = API_ROUTES.filter(
  (route) => route.idempotent && route.session === 'active' && !NOT_COMPANY_OPERATIONS.has(route.tag),
).map((route) => ({
  method: route.method,
  pattern: new RegExp(
    `^${route.path
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : escape(part)))
      .join('')}/?$`,
    'i',
  ),
}));

/** Whether a request (path without `/api`) starts an operation on the company's products. */
export const startsCompanyOperation = (method: string, path: string): boolean =>
  MAKER_ROUTES.some((route) => route.method === method && route.pattern.test(path));

/** The roles of the request's corporate session; null for an individual (or an agent). */
export const corporateRolesOf = (c: { var: AppEnv['Variables'] }): readonly CorporateRole[] | null =>
  c.var.session?.workgroupId ? (c.var.decider?.roles ?? []) : null;

/** Refuses a corporate session holding none of `roles`; an individual passes. */
export const requireCorporateRole = (...roles: CorporateRole[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const held = corporateRolesOf(c);
    if (held && !roles.some((role) => held.includes(role)))
      throw new RequestError(403, [MessageCode.CorporateRoleRefused]);
    return next();
  });

/** Refuses a corporate user without the maker role every operation on the company's products. */
export const corporateStartGate = createMiddleware<AppEnv>(async (c, next) => {
  const held = corporateRolesOf(c);
  if (held && !held.includes('maker') && startsCompanyOperation(c.req.method, c.req.path.slice('/api'.length)))
    throw new RequestError(403, [MessageCode.CorporateRoleRefused]);
  return next();
});

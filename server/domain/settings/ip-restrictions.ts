/**
 * IP restrictions: the addresses or ranges a customer may sign in from (none: any). Creating,
 * editing and deleting one is a decision with a code; a change that would leave the address of the
 * session making it outside the rules is refused (settings.ipLockout) unless the page warned and the
 * customer acknowledged. At sign-in, a right password from an address outside the rules is refused
 * (auth.ipNotAllowed) and recorded in the login history (step `ip`).
 */
import { actingPersonId } from '../decisions/decider';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import { cidrText, ipAllowed, parseCidr } from '../../../src/contract/ip-cidr';
import {
  IP_RESTRICTIONS_MAX,
  type CreateIpRestrictionRequest,
  type DeleteIpRestrictionRequest,
  type IpRestriction,
  type IpRestrictionList,
  type UpdateIpRestrictionRequest,
} from '../../../src/contract/ip-restrictions';
import { MessageCode } from '../../../src/contract/message-codes';
import type { DbOrTx } from '../../db/client';
import { ipRestrictions } from '../../db/schema/settings';
import { BusinessError } from '../common/refusal';
import { success } from '../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../decisions/product';
import { areaRow, areaTransition, type Guard, type ProductRow } from '../ledger/commit';

const refuse = (code: string): never => {
  throw new BusinessError([code]);
};

const itemOf = (row: typeof ipRestrictions.$inferSelect): IpRestriction => ({
  id: row.id,
  cidr: row.cidr,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const activeRestrictions = async (db: DbOrTx, customerId: string): Promise<IpRestriction[]> =>
  (
    await db
      .select()
      .from(ipRestrictions)
      .where(and(eq(ipRestrictions.customerId, customerId), eq(ipRestrictions.status, 'Active')))
      .orderBy(asc(ipRestrictions.createdAt))
  ).map(itemOf);

/** Whether the customer may sign in from `ip` (no active rule: yes). */
export const signInAllowedFrom = async (db: DbOrTx, customerId: string, ip: string | null): Promise<boolean> =>
  ipAllowed(
    ip,
    (await activeRestrictions(db, customerId)).map((r) => r.cidr),
  );

export const listIpRestrictions = async (
  db: DbOrTx,
  customerId: string,
  currentIp: string | null,
): Promise<IpRestrictionList> => ({ restrictions: await activeRestrictions(db, customerId), currentIp });

/** What every change reads: the active rules. The route adds the caller's address to the request. */
type Facts = { rules: IpRestriction[] };
type WithIp<T> = T & { currentIp: string | null };

const canonical = (cidr: string): string => cidrText(parseCidr(cidr) ?? refuse(MessageCode.IpRestrictionNotFound));

/** Refuses a change that leaves the caller's own address out, unless the customer acknowledged it. */
const checkLockout = (after: IpRestriction[], currentIp: string | null, acknowledged: boolean | undefined) => {
  if (
    !acknowledged &&
    !ipAllowed(
      currentIp,
      after.map((r) => r.cidr),
    )
  )
    refuse(MessageCode.IpLockout);
};

const OPERATION = { tur: 'IP kısıtı değişikliği', eng: 'IP restriction change' };

const planOf = (
  ctx: ProductContext,
  currentIp: string | null,
  after: IpRestriction[],
  write: { rows?: ProductRow[]; guards?: Guard[] },
): ProductPlan => ({
  message: { operation: OPERATION },
  commit: () => ({
    commit: { at: ctx.now, ...write },
    outcome: success(ActionCode.IpRestrictionsChanged, { restrictions: after, currentIp }),
  }),
});

const load = async (ctx: ProductContext): Promise<Facts> => ({
  rules: await activeRestrictions(ctx.deps.db, actingPersonId(ctx.decider)),
});

export const createIpRestrictionProduct: DecisionProduct<WithIp<CreateIpRestrictionRequest>, Facts> = {
  name: 'ip-restriction-create',
  challenged: true,
  load,
  plan: (ctx, request, { rules }) => {
    const cidr = canonical(request.cidr);
    if (rules.some((r) => r.cidr === cidr)) refuse(MessageCode.IpRestrictionExists);
    if (rules.length >= IP_RESTRICTIONS_MAX) refuse(MessageCode.IpRestrictionsFull);
    const now = ctx.now.toISOString();
    const id = randomUUID();
    const item: IpRestriction = { id, cidr, label: request.label || null, createdAt: now, updatedAt: now };
    const after = [...rules, item];
    checkLockout(after, request.currentIp, request.acknowledgeLockout);
    return planOf(ctx, request.currentIp, after, {
      rows: [
        areaRow(ipRestrictions, {
          id,
          customerId: actingPersonId(ctx.decider),
          cidr,
          label: item.label,
          status: 'Active',
          createdAt: ctx.now,
          updatedAt: ctx.now,
        }),
      ],
    });
  },
};

export const updateIpRestrictionProduct: DecisionProduct<WithIp<UpdateIpRestrictionRequest>, Facts> = {
  name: 'ip-restriction-update',
  challenged: true,
  load,
  plan: (ctx, request, { rules }) => {
    const current = rules.find((r) => r.id === request.id) ?? refuse(MessageCode.IpRestrictionNotFound);
    const cidr = canonical(request.cidr);
    if (rules.some((r) => r.cidr === cidr && r.id !== current.id)) refuse(MessageCode.IpRestrictionExists);
    const label = request.label || null;
    const after = rules.map((r) => (r.id === current.id ? { ...r, cidr, label, updatedAt: ctx.now.toISOString() } : r));
    checkLockout(after, request.currentIp, request.acknowledgeLockout);
    return planOf(ctx, request.currentIp, after, {
      guards: [
        areaTransition(
          ipRestrictions,
          current.id,
          ['Active'],
          { cidr, label, updatedAt: ctx.now },
          MessageCode.IpRestrictionNotFound,
        ),
      ],
    });
  },
};

export const deleteIpRestrictionProduct: DecisionProduct<WithIp<DeleteIpRestrictionRequest>, Facts> = {
  name: 'ip-restriction-delete',
  challenged: true,
  load,
  plan: (ctx, request, { rules }) => {
    const current = rules.find((r) => r.id === request.id) ?? refuse(MessageCode.IpRestrictionNotFound);
    const after = rules.filter((r) => r.id !== current.id);
    // Deleting the last rule allows every address: never a lockout.
    if (after.length > 0) checkLockout(after, request.currentIp, request.acknowledgeLockout);
    return planOf(ctx, request.currentIp, after, {
      guards: [
        areaTransition(
          ipRestrictions,
          current.id,
          ['Active'],
          { status: 'Deleted', updatedAt: ctx.now },
          MessageCode.IpRestrictionNotFound,
        ),
      ],
    });
  },
};

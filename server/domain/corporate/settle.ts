/**
 * Ending a waiting operation (docs/corporate-access.md): expiry on the bank's clock, and the post once
 * its approvals are met. The post plans the inner product again from fresh facts at the bank's clock
 * for the company, and applies its commit together with the Waiting → Posted transition of the
 * operation (the engine's areaTransition guard) in one statement: two approvers finishing at once, or
 * a retry, post once. A refusal of the plan or the ledger (a short balance) ends it Failed with the
 * reason; nothing is held while it waits.
 */
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import type { Language } from '../../../src/contract/headers';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/auth';
import { approvalGroupMembers, approvalGroups } from '../../db/schema/corporate-approvals';
import { operationApprovals, pendingOperations, type OperationNeed } from '../../db/schema/corporate-access';
import type { DomainDeps } from '../common/deps';
import { BusinessError } from '../common/refusal';
import { sessionlessDecider } from '../decisions/decider';
import { decodeFacts } from '../decisions/facts-codec';
import { DEFAULT_LEDGER_REFUSALS, type ProductContext } from '../decisions/product';
import { areaTransition, type Commit } from '../ledger/commit';
import { LedgerError } from '../ledger/journal';
import { applyCommit } from '../ledger/post';
import { sendMessage } from '../outbox/outbox';
import { WAITING_PRODUCTS } from './waiting-products';

export type PendingOperation = typeof pendingOperations.$inferSelect;
export type OperationApproval = typeof operationApprovals.$inferSelect;

/** Whether the approvals meet every need (each approval counted in the group it was given for). */
export const needsMet = (
  needs: readonly OperationNeed[],
  approvals: readonly Pick<OperationApproval, 'decision' | 'groupId'>[],
) =>
  needs.every(
    (need) => approvals.filter((a) => a.decision === 'approve' && a.groupId === need.groupId).length >= need.count,
  );

const notWaiting = (id: string, set: Partial<PendingOperation>) =>
  areaTransition(pendingOperations, id, ['Waiting'], set, MessageCode.CorporateOperationNotWaiting);

/** Tells the maker how the operation ended (the outbox). */
const tellMaker = async (db: Db, op: PendingOperation, status: string, now: Date) => {
  const [maker] = await db.select().from(customers).where(eq(customers.id, op.makerId));
  if (!maker) return;
  const text =
    op.language === 'eng'
      ? `Emanet: your operation ${op.reference} is ${status.toLowerCase()}.`
      : `Emanet: ${op.reference} numaralı işleminiz ${STATUS_TR[status] ?? status}.`;
  await sendMessage(db, { channel: 'sms', recipient: maker.phone, text, now });
};

const STATUS_TR: Record<string, string> = {
  Posted: 'onaylanıp gerçekleşti',
  Rejected: 'reddedildi',
  Expired: 'süresi dolduğu için iptal edildi',
  Failed: 'gerçekleştirilemedi',
};

/** Moves a waiting operation to an end without posting (Rejected by the decision itself, Expired, Failed). */
const endWithout = async (db: Db, op: PendingOperation, status: 'Expired' | 'Failed', now: Date, code?: string) => {
  try {
    await applyCommit(db, {
      at: now,
      guards: [notWaiting(op.id, { status, decidedAt: now, failureCode: code ?? null })],
    });
  } catch (error) {
    if (error instanceof BusinessError) return; // ended meanwhile
    throw error;
  }
  await tellMaker(db, op, status, now);
};

/** Posts a waiting operation whose approvals are met; fails it when the plan or the ledger refuses. */
const post = async (deps: DomainDeps, op: PendingOperation, now: Date): Promise<void> => {
  const entry = WAITING_PRODUCTS[op.product];
  const [company] = await deps.db.select().from(customers).where(eq(customers.id, op.companyId));
  if (!entry || !company) return endWithout(deps.db, op, 'Failed', now, MessageCode.CorporateOperationNotFound);
  const ctx: ProductContext = {
    deps: { ...deps, now: () => now },
    decider: sessionlessDecider(company),
    now,
    language: op.language as Language,
  };
  let commit: Commit;
  let data: unknown;
  let refusals = DEFAULT_LEDGER_REFUSALS;
  try {
    const request = decodeFacts<object>(op.request);
    const plan = entry.product.plan(ctx, request, await entry.product.load(ctx, request));
    const made = plan.commit();
    commit = made.commit;
    data = made.outcome.data;
    refusals = plan.ledgerRefusals ?? refusals;
  } catch (error) {
    if (error instanceof BusinessError) return endWithout(deps.db, op, 'Failed', now, error.codes[0]);
    throw error;
  }
  try {
    await applyCommit(deps.db, {
      ...commit,
      guards: [
        notWaiting(op.id, { status: 'Posted', decidedAt: now, result: data as object }),
        ...(commit.guards ?? []),
      ],
    });
  } catch (error) {
    if (error instanceof LedgerError) return endWithout(deps.db, op, 'Failed', now, refusals[error.code] ?? error.code);
    if (error instanceof BusinessError && error.codes.includes(MessageCode.CorporateOperationNotWaiting)) return;
    if (error instanceof BusinessError) return endWithout(deps.db, op, 'Failed', now, error.codes[0]);
    throw error;
  }
  await tellMaker(deps.db, op, 'Posted', now);
};

/**
 * Settles the company's waiting operations (or the one given): past `expires_at` on the bank's clock
 * they expire; with their approvals met they post. Run after every approval, on every read and by the
 * runner; each end is one guarded transition, so running it twice at once ends each operation once.
 */
export const settleOperations = async (
  deps: DomainDeps,
  filter: { companyId?: string; operationId?: string } = {},
): Promise<void> => {
  const now = deps.now();
  const where = [eq(pendingOperations.status, 'Waiting')];
  if (filter.companyId) where.push(eq(pendingOperations.companyId, filter.companyId));
  if (filter.operationId) where.push(eq(pendingOperations.id, filter.operationId));
  const waiting = await deps.db
    .select()
    .from(pendingOperations)
    .where(and(...where));
  if (waiting.length === 0) return;
  const approvals = await deps.db
    .select()
    .from(operationApprovals)
    .where(
      inArray(
        operationApprovals.operationId,
        waiting.map((op) => op.id),
      ),
    );
  for (const op of waiting) {
    if (op.expiresAt.getTime() <= now.getTime()) await endWithout(deps.db, op, 'Expired', now);
    else if (
      needsMet(
        op.needs,
        approvals.filter((a) => a.operationId === op.id),
      )
    )
      await post(deps, op, now);
  }
};

/** The runner's pass: every company's waiting operations past their expiry end Expired; answers how many were due. */
export const expireOperations = async (deps: DomainDeps): Promise<number> => {
  const now = deps.now();
  const due = await deps.db
    .select({ companyId: pendingOperations.companyId })
    .from(pendingOperations)
    .where(and(eq(pendingOperations.status, 'Waiting'), lte(pendingOperations.expiresAt, now)));
  for (const companyId of new Set(due.map((d) => d.companyId))) await settleOperations(deps, { companyId });
  return due.length;
};

/**
 * Tells the live members of an operation's needed groups that it waits for them (the outbox), once,
 * when the maker's decision stored it. Answers the data unchanged.
 */
export const tellApprovers = async (deps: DomainDeps, data: unknown): Promise<unknown> => {
  const waiting = data as { operationId?: string; status?: string; reference?: string } | null;
  if (!waiting?.operationId || waiting.status !== 'Waiting') return data;
  const [op] = await deps.db.select().from(pendingOperations).where(eq(pendingOperations.id, waiting.operationId));
  if (!op || op.needs.length === 0) return data;
  const members = await deps.db
    .selectDistinct({ id: customers.id, phone: customers.phone })
    .from(approvalGroupMembers)
    .innerJoin(approvalGroups, eq(approvalGroups.id, approvalGroupMembers.groupId))
    .innerJoin(customers, eq(customers.id, approvalGroupMembers.userId))
    .where(
      and(
        inArray(
          approvalGroupMembers.groupId,
          op.needs.map((n) => n.groupId),
        ),
        isNull(approvalGroups.retiredAt),
      ),
    );
  const now = deps.now();
  for (const member of members.filter((m) => m.id !== op.makerId))
    await sendMessage(deps.db, {
      channel: 'sms',
      recipient: member.phone,
      text:
        op.language === 'eng'
          ? `Emanet: operation ${op.reference} waits for your approval (Corporate operations).`
          : `Emanet: ${op.reference} numaralı işlem onayınızı bekliyor (Kurumsal işlemler).`,
      now,
    });
  return data;
};

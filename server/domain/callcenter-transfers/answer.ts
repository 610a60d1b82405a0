/**
 * The customer's side of a CallCenter transfer and its one way out of Waiting:
 * - confirmed (the reference from the SMS, or the approved push): planned again from fresh facts on the
 *   bank's clock and posted with the areaTransition Waiting → Posted in the same commit, so it posts
 *   once however many confirmations arrive (the waiting transfer's id is the key); a refusal at posting
 *   (funds gone meanwhile) moves it to Failed with the refusal's code;
 * - declined: Waiting → Declined, nothing posts;
 * - not answered by expiresAt: Waiting → Expired (applied before every read), nothing posts.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { CcTransfer } from '../../../src/contract/callcenter-transfers';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import type { TransferRequest } from '../../../src/contract/transfers';
import { ccJournals } from '../../db/schema/callcenter';
import { ccTransfers } from '../../db/schema/callcenter-transfers';
import { outbox } from '../../db/schema/outbox';
import { transfers } from '../../db/schema/transfers';
import { sha256 } from '../auth/tokens';
import type { DomainDeps } from '../common/deps';
import { BusinessError } from '../common/refusal';
import { DEFAULT_LEDGER_REFUSALS } from '../decisions/product';
import { areaRow, areaTransition, type Commit } from '../ledger/commit';
import { LedgerError } from '../ledger/journal';
import { applyCommit } from '../ledger/post';
import { loadTransferFacts } from '../transfers/facts';
import { planTransfer } from '../transfers/plan';
import { contextFor, customerOf, toCcTransfer, type CcActor, type CcTransferRow } from './start';

const reread = async (deps: DomainDeps, id: string): Promise<CcTransferRow> =>
  (await deps.db.select().from(ccTransfers).where(eq(ccTransfers.id, id)).limit(1))[0]!;

/** A transition that another call may have made first: its refusal is not an error (the row says what happened). */
const tryTransition = async (deps: DomainDeps, commit: Commit): Promise<void> => {
  try {
    await applyCommit(deps.db, commit);
  } catch (error) {
    if (error instanceof BusinessError && error.codes.includes(MessageCode.CcTransferNotWaiting)) return;
    throw error;
  }
};

const moveTo = (row: CcTransferRow, status: 'Declined' | 'Expired' | 'Failed', now: Date, failureCode?: string) =>
  areaTransition(
    ccTransfers,
    row.id,
    ['Waiting'],
    {
      status,
      updatedAt: now,
      ...(status === 'Expired' ? {} : { answeredAt: now }),
      ...(failureCode ? { failureCode } : {}),
    },
    MessageCode.CcTransferNotWaiting,
  );

/** Every Waiting transfer past its time (of one customer, or all): Expired, on the bank's clock. */
export const expireCcTransfers = async (deps: DomainDeps, now: Date, customerId?: string): Promise<number> => {
  const due = await deps.db
    .select()
    .from(ccTransfers)
    .where(
      and(
        eq(ccTransfers.status, 'Waiting'),
        lte(ccTransfers.expiresAt, now),
        customerId ? eq(ccTransfers.customerId, customerId) : undefined,
      ),
    );
  for (const row of due) await tryTransition(deps, { at: now, guards: [moveTo(row, 'Expired', now)] });
  return due.length;
};

const callJournal = (row: CcTransferRow, commit: Commit, now: Date) =>
  row.callId && commit.journal
    ? [areaRow(ccJournals, { journalId: commit.journal.id, callId: row.callId, agentId: row.agentId, at: now })]
    : [];

/** Posts the confirmed transfer once: the transfer's commit plus Waiting → Posted in one statement. */
const post = async (deps: DomainDeps, row: CcTransferRow, now: Date, language: Language): Promise<void> => {
  const customer = await customerOf(deps, row.customerId);
  const ctx = contextFor(deps, customer, now, language);
  const request = row.request as TransferRequest;
  let commit: Commit;
  try {
    const plan = planTransfer(ctx, request, await loadTransferFacts(ctx, request, 'execute'));
    commit = plan.commit().commit;
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    await tryTransition(deps, { at: now, guards: [moveTo(row, 'Failed', now, error.codes[0])] });
    return;
  }
  const transferRow = commit.rows?.find((r) => r.table === 'transfers')?.row as { id: string } | undefined;
  const posted = areaTransition(
    ccTransfers,
    row.id,
    ['Waiting'],
    {
      status: 'Posted',
      answeredAt: now,
      updatedAt: now,
      journalId: commit.journal?.id ?? null,
      transferId: transferRow?.id ?? null,
    },
    MessageCode.CcTransferNotWaiting,
  );
  try {
    await tryTransition(deps, {
      ...commit,
      guards: [posted, ...(commit.guards ?? [])],
      // The journal is the call's: the customer's last transactions show it as done through the call center.
      rows: [...(commit.rows ?? []), ...callJournal(row, commit, now)],
    });
  } catch (error) {
    if (error instanceof LedgerError || error instanceof BusinessError) {
      const code =
        error instanceof LedgerError
          ? (DEFAULT_LEDGER_REFUSALS[error.code] ?? MessageCode.CcTransferNotWaiting)
          : (error.codes[0] ?? MessageCode.CcTransferNotWaiting);
      await tryTransition(deps, { at: now, guards: [moveTo(row, 'Failed', now, code)] });
      return;
    }
    throw error;
  }
};

/** The row as the agent's screen shows it: the phone it went to and, once posted, the receipt's reference. */
const viewOf = async (deps: DomainDeps, row: CcTransferRow): Promise<CcTransfer> => {
  const customer = await customerOf(deps, row.customerId);
  const [transfer] = row.transferId
    ? await deps.db
        .select({ reference: transfers.reference })
        .from(transfers)
        .where(eq(transfers.id, row.transferId))
        .limit(1)
    : [];
  return toCcTransfer(row, customer.phone, transfer?.reference ?? null);
};

/** Brings a row up to date: expired when its time passed, posted when its push was approved. */
const refresh = async (deps: DomainDeps, row: CcTransferRow, language: Language): Promise<CcTransferRow> => {
  if (row.status !== 'Waiting') return row;
  const now = deps.now();
  if (row.expiresAt <= now) {
    await tryTransition(deps, { at: now, guards: [moveTo(row, 'Expired', now)] });
    return reread(deps, row.id);
  }
  if (row.pushOutboxId) {
    const [push] = await deps.db
      .select({ approvedAt: outbox.approvedAt })
      .from(outbox)
      .where(eq(outbox.id, row.pushOutboxId))
      .limit(1);
    if (push?.approvedAt) {
      await post(deps, row, now, language);
      return reread(deps, row.id);
    }
  }
  return row;
};

/** The agent's poll: the transfer of the call's verified customer, brought up to date. */
export const ccTransferStatus = async (
  deps: DomainDeps,
  actor: CcActor,
  id: string,
  language: Language,
): Promise<CcTransfer> => {
  const [row] = await deps.db
    .select()
    .from(ccTransfers)
    .where(and(eq(ccTransfers.id, id), eq(ccTransfers.customerId, actor.customerId)))
    .limit(1);
  if (!row) throw new BusinessError([MessageCode.CcTransferNotFound]);
  return viewOf(deps, await refresh(deps, row, language));
};

/** The customer's phone answers with the reference it received: confirm (posts once) or decline. */
export const answerCcTransfer = async (
  deps: DomainDeps,
  input: { reference: string; answer: 'confirm' | 'decline' },
  language: Language,
): Promise<CcTransfer> => {
  const [found] = await deps.db
    .select()
    .from(ccTransfers)
    .where(eq(ccTransfers.referenceHash, sha256(input.reference)))
    .limit(1);
  if (!found) throw new BusinessError([MessageCode.CcTransferNotFound]);
  let row = await refresh(deps, found, language);
  if (row.status === 'Waiting') {
    const now = deps.now();
    if (input.answer === 'confirm') await post(deps, row, now, language);
    else await tryTransition(deps, { at: now, guards: [moveTo(row, 'Declined', now)] });
    row = await reread(deps, row.id);
  }
  // A second answer that agrees with the first gets the same answer; any other is too late.
  const agrees =
    input.answer === 'confirm' ? row.status === 'Posted' || row.status === 'Failed' : row.status === 'Declined';
  if (!agrees) throw new BusinessError([MessageCode.CcTransferNotWaiting]);
  return viewOf(deps, row);
};

/**
 * Changes that move no money (an alias, closing an account, easy addresses, registered
 * transactions) under the same idempotency rules as every decision: one database transaction
 * claims the key, runs the change and stores its outcome. A refusal undoes the change (a savepoint)
 * and is stored as the final answer like a success; the same key with another body is a conflict.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { decisions } from '../../db/schema/decisions';
import type { DomainDeps } from '../common/deps';
import { BusinessError } from '../common/refusal';
import { refusal, type Outcome } from './outcome';
import type { DecisionCall } from './store';
import type { FlowAnswer } from './flow';

/** The database transaction a change runs in. */
export type ChangeTx = Tx;

export const decideChange = async (
  deps: DomainDeps,
  call: DecisionCall,
  work: (tx: ChangeTx) => Promise<Outcome>,
): Promise<FlowAnswer> =>
  deps.db.transaction(async (tx) => {
    const where = and(eq(decisions.customerId, call.customerId), eq(decisions.key, call.key));
    // The claim: a concurrent call under the same key waits here until this one commits, then replays.
    await tx
      .insert(decisions)
      .values({
        customerId: call.customerId,
        key: call.key,
        sessionId: call.sessionId,
        method: call.method,
        path: call.path,
        requestDigest: call.digest,
        state: 'challenged',
        product: call.product,
        language: call.language,
        createdAt: call.now,
        updatedAt: call.now,
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(decisions).where(where).for('update');
    if (!row || row.requestDigest !== call.digest) return { kind: 'conflict' } as const;
    if (row.state === 'done')
      return { kind: 'final', outcome: row.outcome as Outcome, language: row.language } as FlowAnswer;
    let outcome: Outcome;
    try {
      outcome = await tx.transaction(work);
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      outcome = refusal(error.codes, error.actionCode);
    }
    await tx
      .update(decisions)
      .set({ state: 'done', outcome: sql`${JSON.stringify(outcome)}::jsonb`, updatedAt: call.now })
      .where(where);
    return { kind: 'final', outcome, language: call.language };
  });

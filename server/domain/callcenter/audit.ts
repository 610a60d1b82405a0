/** The audit of agent requests (cc_audit): written for every request an agent makes, read by the process history. */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ProcessHistoryItem } from '../../../src/contract/callcenter';
import type { DbOrTx } from '../../db/client';
import { agents } from '../../db/schema/auth';
import { ccAudit, ccCalls, ccJournals } from '../../db/schema/callcenter';

export interface AgentAct {
  callId: string;
  agentId: string;
  customerId: string | null;
  action: string;
  method: string;
  path: string;
  status: number;
  messageCode: string | null;
  decisionKey: string | null;
  at: Date;
}

export const recordAgentAct = async (db: DbOrTx, act: AgentAct): Promise<void> => {
  await db.insert(ccAudit).values(act);
};

/**
 * After an agent's decision committed: the customer's journals made during the request are the
 * call's (last transactions show them as done through the call center).
 */
export const markCallJournals = async (
  db: DbOrTx,
  input: { callId: string; agentId: string; customerId: string; from: Date; to: Date },
): Promise<void> => {
  await db.execute(sql`
    insert into ${ccJournals} (journal_id, call_id, agent_id, at)
    select j.id, ${input.callId}::uuid, ${input.agentId}::uuid, ${input.to.toISOString()}::timestamptz
    from journal j
    where j.customer_id = ${input.customerId}::uuid
      and j.created_at between ${input.from.toISOString()}::timestamptz and ${input.to.toISOString()}::timestamptz
    on conflict do nothing`);
};

/** How many acts the process history shows at most. */
export const PROCESS_HISTORY_LIMIT = 200;

/**
 * This call's acts and, when the call's caller is verified, the acts of earlier calls for the same
 * customer; newest first.
 */
export const processHistory = async (
  db: DbOrTx,
  call: { id: string; customerId: string | null; verified: boolean },
): Promise<ProcessHistoryItem[]> => {
  const customerCalls =
    call.verified && call.customerId
      ? db.select({ id: ccCalls.id }).from(ccCalls).where(eq(ccCalls.customerId, call.customerId))
      : undefined;
  const rows = await db
    .select({
      id: ccAudit.id,
      callId: ccAudit.callId,
      agentName: agents.name,
      action: ccAudit.action,
      method: ccAudit.method,
      path: ccAudit.path,
      status: ccAudit.status,
      messageCode: ccAudit.messageCode,
      at: ccAudit.at,
    })
    .from(ccAudit)
    .innerJoin(agents, eq(agents.id, ccAudit.agentId))
    .where(
      customerCalls
        ? or(
            eq(ccAudit.callId, call.id),
            and(inArray(ccAudit.callId, customerCalls), eq(ccAudit.customerId, call.customerId!)),
          )
        : eq(ccAudit.callId, call.id),
    )
    .orderBy(desc(ccAudit.at), desc(ccAudit.id))
    .limit(PROCESS_HISTORY_LIMIT);
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    thisCall: row.callId === call.id,
    at: row.at.toISOString(),
  }));
};

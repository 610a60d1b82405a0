/** The outbox: every SMS, e-mail and push the bank "sends". The sandbox lists it and approves pushes. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../src/contract/id-patterns';
import type { OutboxMessage } from '../../../src/contract/sandbox';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/outbox';

type Channel = (typeof outbox.$inferInsert)['channel'];

export const sendMessage = async (
  db: DbOrTx,
  input: { channel: Channel; recipient: string; text: string; code?: string; referenceKey?: string; now: Date },
): Promise<string> => {
  const [row] = await db
    .insert(outbox)
    .values({ ...input, code: input.code ?? null, referenceKey: input.referenceKey ?? null, createdAt: input.now })
    .returning({ id: outbox.id });
  return row!.id;
};

/** Newest first; every recipient's when none is given (the sandbox page). */
export const listOutbox = async (db: DbOrTx, recipient: string | undefined, limit = 50): Promise<OutboxMessage[]> => {
  const rows = await db
    .select()
    .from(outbox)
    .where(recipient ? eq(outbox.recipient, recipient) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    text: r.text,
    code: r.code,
    referenceKey: r.referenceKey,
    createdAt: r.createdAt.toISOString(),
    ...(r.channel === 'push' ? { approved: r.approvedAt !== null } : {}),
  }));
};

/** The code of the newest message of a channel sent under a reference key, if any. */
export const codeSentFor = async (db: DbOrTx, channel: Channel, referenceKey: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ code: outbox.code })
    .from(outbox)
    .where(and(eq(outbox.referenceKey, referenceKey), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row?.code ?? undefined;
};

/** Approves a pending push; false when there is none with that id. */
export const approvePush = async (db: DbOrTx, id: string, now: Date): Promise<boolean> => {
  if (!UUID_PATTERN.test(id)) return false;
  const rows = await db
    .update(outbox)
    .set({ approvedAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.channel, 'push'), isNull(outbox.approvedAt)))
    .returning({ id: outbox.id });
  return rows.length === 1;
};

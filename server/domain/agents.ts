/** Call-center agents: a fresh token per server start, stored hashed. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { agents } from '../db/schema';
import { randomToken, sha256 } from './tokens';

/** Issues a new token for the named agent (the previous one stops working); returns it in plain text. */
export const issueAgentToken = async (db: DbOrTx, name: string, now: Date): Promise<string> => {
  const token = randomToken();
  const rows = await db
    .update(agents)
    .set({ tokenHash: sha256(token), tokenIssuedAt: now })
    .where(eq(agents.name, name))
    .returning({ id: agents.id });
  if (rows.length !== 1) throw new Error('agent not seeded');
  return token;
};

export const findAgentByToken = async (
  db: DbOrTx,
  token: string,
): Promise<{ id: string; name: string } | undefined> => {
  const [row] = await db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(eq(agents.tokenHash, sha256(token)));
  return row;
};

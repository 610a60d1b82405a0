/** Call-center agents: a fresh token per server start, stored hashed. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agents } from '../../db/schema/auth';
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

/** A call-center agent as a request sees it. */
export interface Agent {
  id: string;
  name: string;
}

export const findAgentByToken = async (db: DbOrTx, token: string): Promise<Agent | undefined> => {
  const [row] = await db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(eq(agents.tokenHash, sha256(token)));
  return row;
};

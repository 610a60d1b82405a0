/**
 * The decision row and the engine's two decision statements (database functions of migration
 * 0007): decision_challenge stores a challenge with the facts and sends its message;
 * decision_commit checks the answer, applies the commit and stores the outcome. One round trip each.
 */
import { lt } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import type { Db } from '../../db/client';
import { decisions } from '../../db/schema/decisions';
import { run, statement } from '../../db/statements';
import { engineErrorOf } from '../ledger/post';
import { commitJson, type Commit } from '../ledger/commit';
import type { Channel, IssuedChallenge } from './challenge';
import { encodeFacts } from './facts-codec';
import type { Outcome, SuccessOutcome } from './outcome';
import type { LedgerRefusals } from './product';

/** What every decision statement names: whose key, which call, at what time. */
export interface DecisionCall {
  customerId: string;
  key: string;
  sessionId: string;
  method: string;
  path: string;
  digest: string;
  product: string;
  language: Language;
  now: Date;
}

const CHALLENGE = statement('decision-challenge', 'select decision_challenge($1::jsonb) as r');
const COMMIT = statement('decision-commit', 'select decision_commit($1::jsonb) as r');

const callJson = (call: DecisionCall) => ({ ...call, now: call.now.toISOString() });

type Final = { outcome: Outcome; language: Language };

export type ChallengeResult = { status: 'issued' } | ({ status: 'replay' } & Final) | { status: 'conflict' };

export const challengeDecision = async (
  db: Db,
  input: DecisionCall & { facts: unknown; challenge: IssuedChallenge },
): Promise<ChallengeResult> => {
  const { challenge, facts, ...call } = input;
  const rest = {
    ...callJson(call),
    challenge: {
      reference: challenge.reference,
      channel: challenge.channel,
      codeHash: challenge.codeHash,
      expiresAt: challenge.expiresAt.toISOString(),
    },
    message: challenge.message,
  };
  // The facts are JSON already (encodeFacts): spliced in, not parsed and written again.
  const p = `{"facts":${encodeFacts(facts ?? null)},${JSON.stringify(rest).slice(1)}`;
  const [row] = await run<{ r: ChallengeResult }>(db, CHALLENGE, [p]);
  return row!.r;
};

export type CommitResult =
  | ({ status: 'done' | 'replay' } & Final)
  | { status: 'conflict' }
  | { status: 'invalid' | 'expired' | 'pending' | 'noChallenge'; channel?: Channel };

export const commitDecision = async (
  db: Db,
  input: DecisionCall & {
    answer?: { reference: string; codeHash: string | null; maxAttempts: number };
    ledgerRefusals?: LedgerRefusals;
  } & ({ commit: Commit; outcome: SuccessOutcome } | { refusal: Outcome }),
): Promise<CommitResult> => {
  const p =
    'refusal' in input
      ? { ...callJson(input), answer: input.answer, refusal: input.refusal }
      : {
          ...callJson(input),
          answer: input.answer,
          commit: commitJson(input.commit),
          outcome: input.outcome,
          ledgerRefusals: input.ledgerRefusals ?? {},
        };
  try {
    const [row] = await run<{ r: CommitResult }>(db, COMMIT, [JSON.stringify(p)]);
    return row!.r;
  } catch (error) {
    throw engineErrorOf(error) ?? error;
  }
};

/** Decisions are kept at least 24 hours (contract); older ones are purged now and then. */
export const DECISION_RETENTION_MS = 48 * 60 * 60 * 1000;

export const purgeDecisions = (db: Db, now: Date) =>
  db.delete(decisions).where(lt(decisions.createdAt, new Date(now.getTime() - DECISION_RETENTION_MS)));

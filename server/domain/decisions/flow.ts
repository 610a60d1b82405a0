/**
 * The one decision flow every product confirms through: plan, then challenge (SMS 201, push 202,
 * e-mail 203), then commit, all under the customer's Idempotency-Key (contract.md, Idempotency).
 *
 * - The first call of a challenged decision reads the product's facts, plans and stores the
 *   challenge with those facts (decision_challenge): one statement beside the facts.
 * - The call with the answer plans again from the stored facts, at the commit's clock, and commits
 *   (decision_commit): the code is checked, the guards, journal and product rows applied and the
 *   outcome stored, all in one statement.
 * - A decision without a code claims its key and commits in that same statement.
 * - The first final answer, success or business refusal, is stored and replayed; a refused key never
 *   moves money later. A wrong, expired or missing code is not final: the key may be challenged again.
 */
import { MessageCode } from '../../../src/contract/message-codes';
import type { Language } from '../../../src/contract/headers';
import type { ApproverInfo } from '../../../src/contract/transfers';
import { isRetryable } from '../../db/sql-error';
import type { PreloadedDecision } from '../auth/sessions';
import { codeHash } from '../challenges/otp';
import type { DomainDeps } from '../common/deps';
import { BusinessError } from '../common/refusal';
import { LedgerError } from '../ledger/journal';
import { ACTION_OF, newChallenge, targetInfo, type Channel } from './challenge';
import type { Decider } from './decider';
import { decodeFacts } from './facts-codec';
import { refusal, type Outcome } from './outcome';
import { DEFAULT_LEDGER_REFUSALS, type DecisionProduct, type ProductContext, type ProductPlan } from './product';
import { challengeDecision, commitDecision, type DecisionCall } from './store';

export interface DecisionRequest<Req> {
  deps: DomainDeps;
  decider: Decider;
  /** The Idempotency-Key (a UUID, lower case). */
  key: string;
  method: string;
  path: string;
  /** SHA-256 of method, path and the body without the verification fields. */
  digest: string;
  language: Language;
  request: Req;
  /** The code step's answer (otpReferenceKey and otpCode), when the call carries one. */
  answer?: { reference: string; code: string | undefined };
  /** The decision under the key as the session check read it (null: none yet). */
  stored: PreloadedDecision | null;
}

export type FlowAnswer =
  /** A final answer: new (`fresh`: this call committed it), or the first one again. */
  | { kind: 'final'; outcome: Outcome; language: Language; fresh?: boolean }
  /** The code was sent (201, 203) or the push is waiting (202). */
  | { kind: 'challenge'; channel: Channel; info: ApproverInfo }
  /** The push is not approved yet. */
  | { kind: 'waiting'; info: ApproverInfo }
  /** A wrong code (counted): the dialog stays. */
  | { kind: 'wrongCode'; channel: Channel }
  /** Refused this time only (code missing or expired): the key may be challenged again. */
  | { kind: 'notNow'; codes: string[]; actionCode: number }
  /** Another body under the key. */
  | { kind: 'conflict' };

const MAX_TRIES = 3;

type Planned<P> = { plan: P } | { refused: Outcome };

const planOrRefusal = async <P>(make: () => P | Promise<P>): Promise<Planned<P>> => {
  try {
    return { plan: await make() };
  } catch (error) {
    if (error instanceof BusinessError) return { refused: refusal(error.codes, error.actionCode) };
    throw error;
  }
};

const toAnswer = (
  result: Awaited<ReturnType<typeof commitDecision>>,
  channel: Channel | null = null,
  /** What the push dialog keeps showing while the approval is awaited (answers with a push challenge only). */
  waiting?: () => ApproverInfo,
): FlowAnswer => {
  switch (result.status) {
    case 'done':
    case 'replay':
      return { kind: 'final', outcome: result.outcome, language: result.language, fresh: result.status === 'done' };
    case 'conflict':
      return { kind: 'conflict' };
    case 'pending':
      if (!waiting) throw new Error('a push is awaited only for an answer');
      return { kind: 'waiting', info: waiting() };
    case 'expired':
      return {
        kind: 'notNow',
        codes: [result.channel === 'push' ? MessageCode.PushExpired : MessageCode.OtpExpired],
        actionCode: 0,
      };
    case 'invalid':
    case 'noChallenge':
      return { kind: 'wrongCode', channel: result.channel ?? channel ?? 'sms' };
  }
};

const runOnce = async <Req, Facts, P extends ProductPlan>(
  product: DecisionProduct<Req, Facts, P>,
  input: DecisionRequest<Req>,
): Promise<FlowAnswer> => {
  const { deps, decider, stored, language } = input;
  if (stored && stored.requestDigest !== input.digest) return { kind: 'conflict' };
  if (stored?.state === 'done')
    return { kind: 'final', outcome: stored.outcome!, language: stored.language as Language };

  const now = deps.now();
  const ctx: ProductContext = { deps, decider, now, language };
  const call: DecisionCall = {
    customerId: decider.customerId,
    key: input.key,
    sessionId: decider.sessionId,
    method: input.method,
    path: input.path,
    digest: input.digest,
    product: product.name,
    language,
    now,
  };
  const commitOf = (planned: Planned<P>) =>
    'refused' in planned
      ? { refusal: planned.refused }
      : { ...planned.plan.commit(), ledgerRefusals: planned.plan.ledgerRefusals ?? DEFAULT_LEDGER_REFUSALS };

  // A decision without a code: claim the key and commit in one statement.
  if (!product.challenged) {
    const planned = await planOrRefusal(async () =>
      product.plan(ctx, input.request, await product.load(ctx, input.request)),
    );
    return toAnswer(await commitDecision(deps.db, { ...call, ...commitOf(planned) }));
  }

  // The first call: plan, then send the code (or a refusal is the final answer).
  if (!input.answer) {
    let facts: Facts | undefined;
    const planned = await planOrRefusal(async () => {
      facts = await product.load(ctx, input.request);
      return product.plan(ctx, input.request, facts);
    });
    if ('refused' in planned) return toAnswer(await commitDecision(deps.db, { ...call, refusal: planned.refused }));
    if (!planned.plan.message) throw new Error(`${product.name}: a challenged plan names what the code confirms`);
    const challenge = newChallenge({ decider, config: deps.config, now, language, message: planned.plan.message });
    const result = await challengeDecision(deps.db, { ...call, facts, challenge });
    if (result.status === 'issued') return { kind: 'challenge', channel: challenge.channel, info: challenge.info };
    if (result.status === 'replay') return { kind: 'final', outcome: result.outcome, language: result.language };
    return { kind: 'conflict' };
  }

  // The answer: the code (or the approved push) commits the decision planned again from its facts.
  const { reference, code } = input.answer;
  const channel = stored?.challengeChannel ?? null;
  if (!stored || !channel) return { kind: 'wrongCode', channel: channel ?? 'sms' };
  if (channel !== 'push' && !code)
    return { kind: 'notNow', codes: [MessageCode.OtpRequired], actionCode: ACTION_OF[channel] };
  const facts = decodeFacts<Facts>(stored.facts);
  const planned = await planOrRefusal(() => product.plan(ctx, input.request, facts));
  const result = await commitDecision(deps.db, {
    ...call,
    answer: { reference, codeHash: code ? codeHash(reference, code) : null, maxAttempts: deps.config.otpMaxAttempts },
    ...commitOf(planned),
  });
  return toAnswer(result, channel, () => ({
    otpReferenceKey: reference,
    approverTargetInfo: targetInfo(channel, decider, language),
    otpTimeout: deps.config.mobileApproveTimeout,
  }));
};

/**
 * Runs a product's decision. A commit that lost a race the database can tell apart (a unique row
 * taken meanwhile, a deadlock) runs again from its facts, up to three times.
 */
export const decide = async <Req, Facts, P extends ProductPlan>(
  product: DecisionProduct<Req, Facts, P>,
  input: DecisionRequest<Req>,
): Promise<FlowAnswer> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(product, input);
    } catch (error) {
      if (attempt >= MAX_TRIES || !isRetryable(error)) {
        if (error instanceof LedgerError) throw new Error(`the ledger refused a planned commit: ${error.code}`);
        throw error;
      }
    }
  }
};

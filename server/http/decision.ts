/**
 * Decisions over HTTP: the Idempotency-Key, the request's digest and the code step's fields go to
 * the decision flow (server/domain/decisions); its answer comes back as the contract's envelope.
 * A stored outcome is rendered in the language of its first answer, so a replay reads the same.
 */
import type { Context } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import type { Language } from '../../src/contract/headers';
import { MessageCode } from '../../src/contract/message-codes';
import { decideChange, type ChangeTx } from '../domain/decisions/changes';
import { ACTION_OF } from '../domain/decisions/challenge';
import { decide, type FlowAnswer } from '../domain/decisions/flow';
import { success, type Outcome } from '../domain/decisions/outcome';
import type { DecisionProduct, ProductPlan } from '../domain/decisions/product';
import type { DecisionCall } from '../domain/decisions/store';
import type { AppEnv } from './context';
import { messagesFor, serviceError, serviceSuccess } from './envelopes';
import { RequestError } from './errors';
import { idempotencyKeyOf, requestDigest } from './idempotency';

export const renderOutcome = (outcome: Outcome, language: Language) =>
  outcome.ok
    ? serviceSuccess(outcome.data, outcome.actionCode)
    : serviceError(outcome.codes, language, outcome.actionCode);

const render = (answer: FlowAnswer, language: Language) => {
  switch (answer.kind) {
    case 'final':
      return renderOutcome(answer.outcome, answer.language);
    case 'challenge':
      return serviceSuccess(answer.info, ACTION_OF[answer.channel]);
    case 'waiting':
      return {
        ...serviceSuccess(answer.info, ActionCode.TransactionPush),
        messages: messagesFor([MessageCode.PushPending], language),
      };
    case 'wrongCode':
      return serviceError([MessageCode.OtpInvalid], language, ACTION_OF[answer.channel]);
    case 'notNow':
      return serviceError(answer.codes, language, answer.actionCode);
    case 'conflict':
      throw new RequestError(409, [MessageCode.IdempotencyConflict]);
  }
};

const callOf = (c: Context<AppEnv>, product: string, body: unknown): DecisionCall => {
  const decider = c.var.decider!;
  const method = c.req.method;
  const path = c.req.path.toLowerCase();
  return {
    customerId: decider.customerId,
    key: idempotencyKeyOf(c),
    sessionId: decider.sessionId,
    method,
    path,
    digest: requestDigest(method, path, body),
    product,
    language: c.var.language,
    now: c.var.deps.now(),
  };
};

/**
 * What a route adds to a success answer and the decision never stores. `addToFresh`: only the call
 * that committed gets it, a replay of the key answers without it (the virtual card reveal's number,
 * expiry and CVV). `finish`: every success answer of the key, the first and its replays, is made from
 * the stored data (the open-banking approval's code, recomputed from the stored code id).
 */
export interface DecisionAnswerOptions {
  addToFresh?: (data: unknown) => Promise<unknown>;
  finish?: (data: unknown) => Promise<unknown>;
}

/** Runs a product's decision for the signed-in customer and answers its envelope. */
export const respondDecision = async <Req extends object, Facts, P extends ProductPlan>(
  c: Context<AppEnv>,
  product: DecisionProduct<Req, Facts, P>,
  request: Req & { otpReferenceKey?: string; otpCode?: string },
  options: DecisionAnswerOptions = {},
) => {
  const call = callOf(c, product.name, request);
  // The session check read the decision of the key (callOf has refused a call without one).
  const stored = c.var.decision;
  if (stored === undefined) throw new Error('the session check reads the decision of the Idempotency-Key');
  const { otpReferenceKey, otpCode, ...decision } = request;
  const answer = await decide(product, {
    deps: c.var.deps,
    decider: c.var.decider!,
    key: call.key,
    method: call.method,
    path: call.path,
    digest: call.digest,
    language: call.language,
    request: decision as Req,
    answer: otpReferenceKey ? { reference: otpReferenceKey, code: otpCode } : undefined,
    stored,
  });
  if (answer.kind === 'final' && answer.outcome.ok) {
    const add = answer.fresh ? options.addToFresh : undefined;
    const data = answer.outcome.data;
    const finished = options.finish ? await options.finish(data) : data;
    const shown = add ? await add(finished) : finished;
    if (shown !== data)
      return c.json(render({ ...answer, outcome: { ...answer.outcome, data: shown } }, c.var.language));
  }
  return c.json(render(answer, c.var.language));
};

/** Runs a change that moves no money under the key (decisions/changes.ts) and answers its envelope. */
export const respondChange = async (
  c: Context<AppEnv>,
  product: string,
  body: unknown,
  work: (tx: ChangeTx) => Promise<{ actionCode: number; data: unknown }>,
) => {
  const answer = await decideChange(c.var.deps, callOf(c, product, body), async (tx) => {
    const { actionCode, data } = await work(tx);
    return success(actionCode, data);
  });
  return c.json(render(answer, c.var.language));
};

import { onSessionReset } from './session-reset';

/**
 * A decision the customer is about to take (any product: a transfer, a card limit, a setting, an
 * application): the request as it will be sent, the plan the bank previewed for it, the one
 * Idempotency-Key every retry of it goes under, and its outcome once the bank has answered. In memory
 * only (never storage) and wiped at session reset: a reload of the confirm step goes back to the form.
 */
export interface PendingDecision<Request, Plan> {
  /** The form (route segment) it came from, where Edit and a reload go back to. */
  origin: string;
  request: Request;
  plan: Plan;
  idempotencyKey: string;
}

interface Entry {
  pending?: PendingDecision<unknown, unknown>;
  outcome?: unknown;
  drafts: Map<string, Record<string, string>>;
}

const entries = new Map<string, Entry>();
const entry = (product: string): Entry => {
  let found = entries.get(product);
  if (!found) entries.set(product, (found = { drafts: new Map() }));
  return found;
};

/** The decisions of one product, typed by its request, plan and outcome. */
export interface DecisionHandle<Request, Plan, Outcome> {
  product: string;
  pending: () => PendingDecision<Request, Plan> | undefined;
  /** The bank previewed a plan: keep it for the confirm step under a new Idempotency-Key. */
  propose: (origin: string, request: Request, plan: Plan) => PendingDecision<Request, Plan>;
  /** The bank refused (its answer under the key is final): the next attempt goes under a new key. */
  renewKey: () => string | undefined;
  /** The decision is taken: the pending one and its form's draft are gone, the outcome is kept. */
  settle: (outcome: Outcome) => void;
  outcome: () => Outcome | undefined;
  draft: (origin: string) => Record<string, string> | undefined;
  saveDraft: (origin: string, values: Record<string, string>) => void;
  clear: () => void;
}

export const decisionStore = <Request, Plan, Outcome>(product: string): DecisionHandle<Request, Plan, Outcome> => ({
  product,
  pending: () => entry(product).pending as PendingDecision<Request, Plan> | undefined,
  propose: (origin, request, plan) => {
    const pending = { origin, request, plan, idempotencyKey: crypto.randomUUID() };
    entry(product).pending = pending;
    return pending;
  },
  renewKey: () => {
    const pending = entry(product).pending;
    if (!pending) return undefined;
    pending.idempotencyKey = crypto.randomUUID();
    return pending.idempotencyKey;
  },
  settle: (outcome) => {
    const found = entry(product);
    if (found.pending) found.drafts.delete(found.pending.origin);
    found.pending = undefined;
    found.outcome = outcome;
  },
  outcome: () => entry(product).outcome as Outcome | undefined,
  draft: (origin) => entry(product).drafts.get(origin),
  saveDraft: (origin, values) => void entry(product).drafts.set(origin, values),
  clear: () => void entries.delete(product),
});

/** Forgets every product's decisions (session reset, tests). */
export const clearDecisions = (): void => entries.clear();

onSessionReset(clearDecisions);

/**
 * Maker-checker (docs/corporate-access.md "An operation's life"): a product of the decision flow
 * wrapped so that, in a corporate session, the maker's confirmed decision does not post but waits.
 *
 * The maker plans and answers the code exactly as today (the inner product's load and plan). The load
 * also asks the company's rule (`neededApprovals`) for the operation's kind, currency and amount: no
 * rule refuses (corporate.noRule); a rule needing nothing lets the inner plan commit at once; otherwise
 * the commit stores a pending operation (the request, the facts read, the rule version and its needs,
 * the expiry) and answers "waiting for approval" with its reference. An individual's session passes
 * through untouched.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ActionCode } from '../../../src/contract/action-codes';
import type { OperationKind } from '../../../src/contract/corporate-roles';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, type Currency } from '../../../src/contract/money';
import { pendingOperations } from '../../db/schema/corporate-access';
import { BusinessError } from '../common/refusal';
import { encodeFacts } from '../decisions/facts-codec';
import { success } from '../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../decisions/product';
import { areaRow } from '../ledger/commit';
import { neededApprovals, type NeededApprovals } from './rules';

/** What an operation is, as the rule and the screens read it. */
export interface OperationDescription {
  currency: Currency;
  amountMinor: bigint;
  /** Shown to the approvers: plain strings (accounts, receiver, description). */
  summary: Record<string, string | null>;
}

export interface WrappedFacts<F> {
  inner: F;
  /** Set in a corporate session: what the rule needs and what the operation is. */
  corporate?: { rule: NeededApprovals; description: OperationDescription };
}

/** Whether the decider acts for a company (a workgroup chosen): its user's operations wait for approvals. */
export const actsForCompany = (ctx: ProductContext): boolean => ctx.decider.roles != null && !!ctx.decider.userId;

const reference = (now: Date): string =>
  `KRM-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`;

/** The pending operation's answer (also what the read APIs show of it). */
export interface WaitingAnswer {
  operationId: string;
  reference: string;
  status: 'Waiting';
  kind: OperationKind;
  amount: string;
  currency: Currency;
  summary: Record<string, string | null>;
  needs: { groupId: string; groupName: string; count: number }[];
  expiresAt: string;
}

/**
 * `pin` (optional) is the request stored for the approvals to plan again, when the maker's request
 * names an amount only through the facts (a card's "period debt"): pinned, the operation posts the
 * amount the maker and approvers saw, or fails.
 */
export const withApprovals = <Req, F, P extends ProductPlan>(
  inner: DecisionProduct<Req, F, P>,
  kind: OperationKind,
  describe: (request: Req, facts: F, plan: P) => OperationDescription,
  pin?: (request: Req, plan: P) => Req,
): DecisionProduct<Req, WrappedFacts<F>, ProductPlan> => ({
  name: inner.name,
  challenged: inner.challenged,
  load: async (ctx, request) => {
    const facts = await inner.load(ctx, request);
    if (!actsForCompany(ctx)) return { inner: facts };
    const description = describe(request, facts, inner.plan(ctx, request, facts));
    const rule = await neededApprovals(ctx.deps.db, {
      companyId: ctx.decider.customerId,
      kind,
      currency: description.currency,
      amountMinor: description.amountMinor,
    });
    if (!rule) throw new BusinessError([MessageCode.CorporateNoRule]);
    return { inner: facts, corporate: { rule, description } };
  },
  plan: (ctx, request, facts) => {
    const plan = inner.plan(ctx, request, facts.inner);
    const corporate = facts.corporate;
    if (!corporate || corporate.rule.needs.length === 0) return plan;
    return {
      message: plan.message,
      ledgerRefusals: plan.ledgerRefusals,
      commit: () => {
        const id = randomUUID();
        const expiresAt = new Date(ctx.now.getTime() + corporate.rule.expiresInHours * 3_600_000);
        const { description, rule } = corporate;
        const row = {
          id,
          reference: reference(ctx.now),
          companyId: ctx.decider.customerId,
          makerId: ctx.decider.userId!,
          kind,
          product: inner.name,
          request: (pin ? pin(request, plan) : request) as object,
          facts: JSON.parse(encodeFacts(facts.inner)) as object,
          summary: description.summary,
          currency: description.currency,
          amount: description.amountMinor,
          ruleVersionId: rule.ruleVersionId,
          needs: rule.needs,
          status: 'Waiting' as const,
          language: ctx.language,
          createdAt: ctx.now,
          expiresAt,
        };
        const answer: WaitingAnswer = {
          operationId: id,
          reference: row.reference,
          status: 'Waiting',
          kind,
          amount: formatAmount(description.amountMinor, description.currency),
          currency: description.currency,
          summary: description.summary,
          needs: rule.needs,
          expiresAt: expiresAt.toISOString(),
        };
        return {
          commit: { at: ctx.now, rows: [areaRow(pendingOperations, row)] },
          outcome: success(ActionCode.CorporateOperationWaiting, answer),
        };
      },
    };
  },
});

/**
 * What a product supplies to the decision flow (flow.ts): how to read what it needs, and a plan:
 * its validation and amounts (a BusinessError refuses), what the code message names, and its
 * commit (postings, rows, guards) with the answer it gives when the commit holds.
 */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import type { DomainDeps } from '../common/deps';
import type { Commit } from '../ledger/commit';
import type { LedgerErrorCode } from '../ledger/journal';
import type { ChallengeMessage } from './challenge';
import type { Decider } from './decider';
import type { SuccessOutcome } from './outcome';

export interface ProductContext {
  deps: DomainDeps;
  decider: Decider;
  now: Date;
  language: Language;
}

export interface ProductPlan {
  /** What the SMS, e-mail or push message names (a product that asks no code may leave it out). */
  message?: ChallengeMessage;
  /** The commit and its answer, made when the decision commits (fresh ids, the commit's clock). */
  commit(): { commit: Commit; outcome: SuccessOutcome };
  /**
   * What the ledger's refusals mean to the customer (insufficient funds → a message code); a refusal
   * left out is a failure, not an answer. DEFAULT_LEDGER_REFUSALS when not given.
   */
  ledgerRefusals?: LedgerRefusals;
}

export type LedgerRefusals = Partial<Record<LedgerErrorCode, string>>;

/** The balance and the closing the commit checks again: the customer hears them as the plan would have said them. */
export const DEFAULT_LEDGER_REFUSALS: LedgerRefusals = {
  'ledger.insufficientFunds': MessageCode.TransferInsufficientFunds,
  'ledger.accountClosed': MessageCode.AccountClosed,
};

export interface DecisionProduct<Req, Facts, Plan extends ProductPlan = ProductPlan> {
  /** Stored on the decision (transfer, account-opening…). */
  name: string;
  /** Whether the customer confirms with a code (SMS, e-mail or push) before the commit. */
  challenged: boolean;
  /** Reads what the plan needs (a refusal may be thrown here too). */
  load(ctx: ProductContext, request: Req): Promise<Facts>;
  /** Pure: validates and works the decision out from the facts; throws BusinessError to refuse. */
  plan(ctx: ProductContext, request: Req, facts: Facts): Plan;
}

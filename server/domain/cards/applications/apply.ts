/**
 * Applying for a card (decisions with a code): a credit card (income, occupation, the limit asked,
 * a delivery address) or a debit card (a TRY current account of the customer, a delivery address).
 * The commit inserts the application, Received; the sandbox decides and advances it (advance.ts).
 * A second credit card application while one is in progress is refused at once.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ActionCode } from '../../../../src/contract/action-codes';
import type {
  CreditCardApplicationRequest,
  DebitCardApplicationRequest,
} from '../../../../src/contract/card-applications';
import { MessageCode } from '../../../../src/contract/message-codes';
import { formatAmount, parseAmount } from '../../../../src/contract/money';
import { formatMoneyText } from '../../../../src/contract/money-text';
import { accounts } from '../../../db/schema/accounts';
import { cardApplications } from '../../../db/schema/cards';
import { BusinessError } from '../../common/refusal';
import { success, type SuccessOutcome } from '../../decisions/outcome';
import type { DecisionProduct, ProductContext, ProductPlan } from '../../decisions/product';
import type { Commit, Guard } from '../../ledger/commit';
import { CREDIT_APPLICATION_COUNT, countGuard, countUsed } from '../count-guard';
import { newApplicationRow } from './application-row';
import { applicationDetailOf } from './reads';

export const CREDIT_PRODUCT_NAME = 'Emanet Kart Classic';
export const DEBIT_PRODUCT_NAME = 'Emanet Banka Kartı';
/** Limits are granted in steps of 500 TL; less is not asked. */
export const LIMIT_STEP = 50_000n;
/** The statuses of an application still in progress. */
export const OPEN_STATUSES = ['Received', 'Evaluating', 'Approved', 'Produced', 'Shipped'] as const;

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

const appliedCommit = (
  ctx: ProductContext,
  row: ReturnType<typeof newApplicationRow>,
  guards: Guard[] = [],
): { commit: Commit; outcome: SuccessOutcome } => ({
  commit: { at: ctx.now, guards, rows: [{ table: 'card_applications', row }] },
  outcome: success(
    ActionCode.CardApplicationReceived,
    applicationDetailOf({ application: row, accountNumber: null, card: null, source: null }, ctx.language),
  ),
});

export interface CreditApplicationFacts {
  openCreditApplications: number;
  /** The customer's credit application counter (count-guard.ts). */
  creditCountUsed: bigint;
}

export const planCreditApplication = (
  ctx: ProductContext,
  request: CreditCardApplicationRequest,
  facts: CreditApplicationFacts,
): ProductPlan => {
  const income = parseAmount(request.monthlyIncome, 'TRY');
  const requested = parseAmount(request.requestedLimit, 'TRY');
  if (income === undefined || requested === undefined || income <= 0n || requested < LIMIT_STEP)
    fail(MessageCode.CardApplicationAmountInvalid);
  if (facts.openCreditApplications > 0) fail(MessageCode.CardApplicationOpenExists);
  return {
    message: {
      operation: { tur: 'kredi kartı başvurusu', eng: 'credit card application' },
      amount: formatMoneyText(formatAmount(requested!, 'TRY'), 'TRY', ctx.language, { fixed: true }),
    },
    commit: () =>
      appliedCommit(
        ctx,
        newApplicationRow({
          now: ctx.now,
          customerId: ctx.decider.customerId,
          kind: 'Credit',
          productName: CREDIT_PRODUCT_NAME,
          monthlyIncome: income!,
          occupation: request.occupation,
          requestedLimit: requested!,
          deliveryAddress: request.deliveryAddress,
        }),
        // One open credit application at a time, also against a second decision at the same moment.
        [
          countGuard({
            customerId: ctx.decider.customerId,
            limitCode: CREDIT_APPLICATION_COUNT,
            used: facts.creditCountUsed,
            live: facts.openCreditApplications,
            max: 1,
            refusal: MessageCode.CardApplicationOpenExists,
          }),
        ],
      ),
  };
};

export const creditApplicationProduct: DecisionProduct<
  CreditCardApplicationRequest,
  CreditApplicationFacts,
  ProductPlan
> = {
  name: 'card-application-credit',
  challenged: true,
  load: async (ctx) => {
    const open = await ctx.deps.db
      .select({ id: cardApplications.id })
      .from(cardApplications)
      .where(
        and(
          eq(cardApplications.customerId, ctx.decider.customerId),
          eq(cardApplications.kind, 'Credit'),
          inArray(cardApplications.status, OPEN_STATUSES),
        ),
      );
    return {
      openCreditApplications: open.length,
      creditCountUsed: await countUsed(ctx.deps.db, ctx.decider.customerId, CREDIT_APPLICATION_COUNT),
    };
  },
  plan: planCreditApplication,
};

export interface DebitApplicationFacts {
  accountId: string | null;
  accountNumber: string;
}

export const debitApplicationProduct: DecisionProduct<DebitCardApplicationRequest, DebitApplicationFacts, ProductPlan> =
  {
    name: 'card-application-debit',
    challenged: true,
    load: async (ctx, request) => {
      const [account] = await ctx.deps.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.accountNumber, request.accountNumber),
            eq(accounts.customerId, ctx.decider.customerId),
            eq(accounts.currency, 'TRY'),
            eq(accounts.kind, 'Current'),
            eq(accounts.isInternal, false),
            isNull(accounts.closedAt),
          ),
        );
      return { accountId: account?.id ?? null, accountNumber: request.accountNumber };
    },
    plan: (ctx, request, facts) => {
      if (!facts.accountId) fail(MessageCode.CardApplicationAccountInvalid);
      return {
        message: {
          operation: { tur: 'banka kartı başvurusu', eng: 'debit card application' },
          payee: facts.accountNumber,
        },
        commit: () => {
          const row = newApplicationRow({
            now: ctx.now,
            customerId: ctx.decider.customerId,
            kind: 'Debit',
            productName: DEBIT_PRODUCT_NAME,
            accountId: facts.accountId,
            deliveryAddress: request.deliveryAddress,
          });
          const done = appliedCommit(ctx, row);
          const data = done.outcome.data as { accountNumber: string | null };
          return { ...done, outcome: { ...done.outcome, data: { ...data, accountNumber: facts.accountNumber } } };
        },
      };
    },
  };

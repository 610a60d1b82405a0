/**
 * The statement run: every open credit card account whose next cut-off has come (the bank's
 * Istanbul date) gets its statement for that cut-off, once. One commit per account per cut-off:
 * the `creditCardUpdate` guard at the cut-off read (a second runner, a restart or a replay is
 * refused and finds it done), the installments billed (`installmentsBilled`), the statement row,
 * the late charge or profit share with its journal and its card transaction when one is due, and
 * the e-mail when the card's statements go by e-mail.
 * An account that fell several cut-offs behind (the sandbox clock moved months) gets them in order.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { maskCard } from '../../../../src/contract/masking';
import { MessageCode } from '../../../../src/contract/message-codes';
import type { DbOrTx } from '../../../db/client';
import { customers } from '../../../db/schema/auth';
import { creditCards } from '../../../db/schema/payments';
import { describeError } from '../../../logger';
import type { DomainDeps } from '../../common/deps';
import { BusinessError } from '../../common/refusal';
import { OWN_BANK_NAME } from '../../directory/directory';
import { chartOf } from '../../ledger/chart';
import type { Commit, ProductRow } from '../../ledger/commit';
import type { Posting } from '../../ledger/journal';
import { applyCommit } from '../../ledger/post';
import { istanbulDate } from '../../transfers/calendar';
import { dueDateFor, nextCutoffAfter } from './statement-dates';
import {
  endOfDay,
  installmentsToBill,
  mainCardOf,
  paymentsBetween,
  previousStatementOf,
  type CreditCardAccount,
} from './statement-facts';
import { inFirstYear, lateChargeOf, minimumRate, statementFigures, type LateCharge } from './statement-math';
import { LATE_CHARGE_TEXT, statementReadyEmail } from './statement-texts';

/** The most cut-offs one account catches up in one run (two years of months). */
const MAX_CATCH_UP = 24;

/** The late charge's journal, its card transaction on the main card and its one installment, billed at once. */
const lateChargeParts = async (
  db: DbOrTx,
  account: CreditCardAccount,
  charge: LateCharge,
  statementId: string,
  cutoff: string,
  now: Date,
): Promise<{ journal: Commit['journal']; rows: ProductRow[] }> => {
  const chart = chartOf(db);
  const text = `${LATE_CHARGE_TEXT[charge.kind].tur} ${maskCard(account.cardNumber)}`;
  const posting: Posting = {
    debit: account.debtAccountId,
    credit: chart.id('feeIncome', 'TRY'),
    amount: charge.amount,
    currency: 'TRY',
    code: charge.kind === 'ProfitShare' ? 'profit_share' : 'fee',
    debitText: text,
    creditText: text,
  };
  const journalId = randomUUID();
  const rows: ProductRow[] = [];
  const card = await mainCardOf(db, account.id);
  if (card) {
    const transactionId = randomUUID();
    // Charged on the cut-off day (its last second), so it reads as this period's, even when the run is late.
    const lastSecond = new Date(endOfDay(cutoff).getTime() - 1000);
    rows.push(
      {
        table: 'card_transactions',
        row: {
          id: transactionId,
          cardId: card.id,
          customerId: account.customerId,
          creditCardId: account.id,
          journalId,
          kind: charge.kind,
          status: 'Approved',
          merchant: OWN_BANK_NAME,
          // No channel fits a charge the bank posts itself; the card was not present, so 'Online' is the least wrong.
          channel: 'Online',
          amount: charge.amount,
          currency: 'TRY',
          installments: 1,
          createdAt: now < lastSecond ? now : lastSecond,
        },
      },
      {
        table: 'card_installments',
        row: {
          id: randomUUID(),
          transactionId,
          creditCardId: account.id,
          number: 1,
          count: 1,
          amount: charge.amount,
          statementId,
        },
      },
    );
  }
  return {
    journal: {
      id: journalId,
      kind: 'CardLateCharge',
      description: text,
      // The bank's charge on the card, not a decision the customer made (last transactions lists those; the card's transactions show it).
      customerId: null,
      createdAt: now,
      postings: [posting],
    },
    rows,
  };
};

/** The commit of one account's statement at its next cut-off (read now, applied once by the guard). */
export const statementCommit = async (deps: DomainDeps, account: CreditCardAccount, now: Date): Promise<Commit> => {
  const { db, config } = deps;
  const settings = config.cards;
  const cutoff = account.nextCutoffDate;
  const previous = await previousStatementOf(db, account, cutoff);
  const periodStart = endOfDay(previous.cutoffDate);
  const periodEnd = endOfDay(cutoff);
  const payments = await paymentsBetween(db, account.debtAccountId, periodStart, periodEnd);
  const dueEnd = previous.dueDate < cutoff ? endOfDay(previous.dueDate) : periodEnd;
  const paidByDue = await paymentsBetween(db, account.debtAccountId, periodStart, dueEnd);
  const installments = await installmentsToBill(db, account.id, periodEnd);
  const charge = lateChargeOf(settings, previous, paidByDue, cutoff);
  const billed = installments.reduce((sum, i) => sum + i.amount, 0n);
  const rate = minimumRate(settings, account.limit, inFirstYear(istanbulDate(account.openedAt), cutoff));
  const figures = statementFigures(previous.periodDebt, payments, billed + (charge?.amount ?? 0n), rate);
  const dueDate = dueDateFor(cutoff, settings.dueDays, deps.config.transfers.eft.holidays);
  const statementId = randomUUID();
  const late = charge ? await lateChargeParts(db, account, charge, statementId, cutoff, now) : undefined;
  const email = await statementEmail(db, account, { cutoffDate: cutoff, dueDate, ...figures }, now);
  return {
    at: now,
    guards: [
      {
        kind: 'creditCardUpdate',
        id: account.id,
        nextCutoffDate: cutoff,
        set: {
          statementDebt: figures.periodDebt,
          minimumPayment: figures.minimumPayment,
          statementDate: cutoff,
          dueDate,
          nextCutoffDate: nextCutoffAfter(cutoff, account.cutoffDay),
        },
        refusal: MessageCode.CardStatementAlreadyCut,
      },
      ...(installments.length > 0
        ? [
            {
              kind: 'installmentsBilled' as const,
              ids: installments.map((i) => i.id),
              statementId,
              refusal: MessageCode.CardStatementAlreadyCut,
            },
          ]
        : []),
    ],
    ...(late ? { journal: late.journal } : {}),
    rows: [
      ...(late?.rows ?? []).filter((r) => r.table === 'card_transactions'),
      {
        table: 'card_statements',
        row: {
          id: statementId,
          creditCardId: account.id,
          periodStart: istanbulDate(periodStart),
          cutoffDate: cutoff,
          dueDate,
          ...figures,
          lateCharge: charge?.amount ?? 0n,
          journalId: late?.journal?.id ?? null,
          createdAt: now,
        },
      },
      ...(late?.rows ?? []).filter((r) => r.table === 'card_installments'),
      ...email,
    ],
  };
};

/** A card whose statements go by e-mail: the e-mail in the outbox, in the statement's commit. */
const statementEmail = async (
  db: DbOrTx,
  account: CreditCardAccount,
  figures: { cutoffDate: string; dueDate: string; periodDebt: bigint; minimumPayment: bigint },
  now: Date,
): Promise<ProductRow[]> => {
  if (account.statementPreference !== 'Email') return [];
  const [holder] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, account.customerId));
  if (!holder?.email) return [];
  const text = statementReadyEmail(maskCard(account.cardNumber), figures);
  return [
    { table: 'outbox', row: { id: randomUUID(), channel: 'email', recipient: holder.email, text, createdAt: now } },
  ];
};

const dueAccounts = (db: DbOrTx, today: string) =>
  db
    .select()
    .from(creditCards)
    .where(and(isNull(creditCards.closedAt), lte(creditCards.nextCutoffDate, today)))
    .orderBy(creditCards.nextCutoffDate, creditCards.id)
    .limit(500);

/** Cuts one account's statement; false when another run cut it first (the guard refused). */
export const cutStatement = async (deps: DomainDeps, account: CreditCardAccount, now: Date): Promise<boolean> => {
  try {
    await applyCommit(deps.db, await statementCommit(deps, account, now));
    return true;
  } catch (error) {
    if (error instanceof BusinessError) return false;
    throw error;
  }
};

/** Cuts every statement due at the bank's date; answers how many this run cut. */
export const runCardStatements = async (deps: DomainDeps): Promise<number> => {
  const now = deps.now();
  const today = istanbulDate(now);
  let cut = 0;
  const given = new Set<string>();
  for (let round = 0; round < MAX_CATCH_UP; round++) {
    const accounts = (await dueAccounts(deps.db, today)).filter((a) => !given.has(a.id));
    if (accounts.length === 0) break;
    for (const account of accounts) {
      const done = await cutStatement(deps, account, now).catch((error: unknown) => {
        deps.logger.warn({ err: describeError(error), creditCard: account.id }, 'card statement failed');
        given.add(account.id);
        return false;
      });
      if (done) cut += 1;
    }
  }
  return cut;
};

/**
 * The sandbox's card application steps: every application whose `next_step_at` has come (the bank's
 * clock) moves ONE step per call, Received → Evaluating → Approved | Rejected → Produced → Shipped →
 * Delivered, each through a commit whose `transition` guard takes it from the status read (so two
 * runners move it once). A credit card is decided at Evaluating: under the minimum monthly income it
 * is Rejected; otherwise the limit granted is the lesser of the limit asked and income × the
 * multiple, rounded down to 500 TL. Approved, Rejected, Shipped and Delivered each send an SMS
 * (outbox). At Delivered the card exists in the same commit (delivery.ts).
 *
 * A step's time is when it was due (`next_step_at`), so the timeline reads as the sandbox planned
 * it; after the clock moved far ahead, each call moves every application one more step, and a
 * caller (the card runner, a test) calls it again until it answers 0.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { CardApplicationStatus } from '../../../../src/contract/cards';
import { MessageCode } from '../../../../src/contract/message-codes';
import { parseAmount } from '../../../../src/contract/money';
import type { CardSettings } from '../../../config';
import type { Db } from '../../../db/client';
import { accounts } from '../../../db/schema/accounts';
import { customers } from '../../../db/schema/auth';
import { cardApplications, cards } from '../../../db/schema/cards';
import type { DomainDeps } from '../../common/deps';
import { BusinessError } from '../../common/refusal';
import type { Guard, ProductRow } from '../../ledger/commit';
import { applyCommit } from '../../ledger/post';
import { STEP_AFTER_MS, type TimelineStep } from './application-row';
import { LIMIT_STEP, OPEN_STATUSES } from './apply';
import { applicationSms } from './application-sms';
import { deliveryOf, type DeliveryFacts } from './delivery';

type ApplicationRow = typeof cardApplications.$inferSelect;

const NEXT: Partial<Record<CardApplicationStatus, CardApplicationStatus>> = {
  Received: 'Evaluating',
  Approved: 'Produced',
  Produced: 'Shipped',
  Shipped: 'Delivered',
};
const SMS_AT: readonly CardApplicationStatus[] = ['Approved', 'Rejected', 'Shipped', 'Delivered'];
/** How many applications one call looks at (the rest wait for the next call). */
const BATCH = 200;

/** The income rule: Rejected with its reason, or Approved with the limit granted. */
export const decideCredit = (
  application: Pick<ApplicationRow, 'monthlyIncome' | 'requestedLimit'>,
  settings: CardSettings,
): { status: 'Approved'; approvedLimit: bigint } | { status: 'Rejected'; reason: string } => {
  const income = application.monthlyIncome ?? 0n;
  const minimum = parseAmount(settings.minimumMonthlyIncome, 'TRY')!;
  if (income < minimum) return { status: 'Rejected', reason: MessageCode.CardApplicationIncomeTooLow };
  const byIncome = income * BigInt(settings.incomeLimitMultiple);
  const requested = application.requestedLimit ?? 0n;
  const limit = ((requested < byIncome ? requested : byIncome) / LIMIT_STEP) * LIMIT_STEP;
  if (limit <= 0n) return { status: 'Rejected', reason: MessageCode.CardApplicationIncomeTooLow };
  return { status: 'Approved', approvedLimit: limit };
};

const deliveryFactsOf = async (
  db: Db,
  application: ApplicationRow,
  holderName: string,
  customerNumber: string,
): Promise<DeliveryFacts> => {
  const [source] = application.sourceCardId
    ? await db
        .select()
        .from(cards)
        .where(and(eq(cards.id, application.sourceCardId), eq(cards.customerId, application.customerId)))
    : [];
  const [account] =
    application.kind === 'Credit'
      ? await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(
            and(
              eq(accounts.customerId, application.customerId),
              eq(accounts.currency, 'TRY'),
              eq(accounts.kind, 'Current'),
              isNull(accounts.closedAt),
            ),
          )
          .orderBy(asc(accounts.accountNumber))
          .limit(1)
      : [];
  return { holderName, customerNumber, firstTryAccountId: account?.id ?? null, source: source ?? null };
};

interface Due {
  application: ApplicationRow;
  phone: string;
  customerNumber: string;
  name: string;
  surname: string;
}

/** Moves one application one step; false when another runner moved it first. */
const step = async (deps: DomainDeps, due: Due, now: Date): Promise<boolean> => {
  const { application } = due;
  const settings = deps.config.cards;
  const at = application.nextStepAt ?? now;
  let status: CardApplicationStatus;
  let approvedLimit = application.approvedLimit;
  let reason: string | null = null;
  if (application.status === 'Evaluating') {
    const decision =
      application.kind === 'Credit'
        ? decideCredit(application, settings)
        : { status: 'Approved' as const, approvedLimit: application.approvedLimit };
    status = decision.status;
    if (decision.status === 'Approved') approvedLimit = decision.approvedLimit;
    else reason = decision.reason;
  } else {
    const next = NEXT[application.status];
    if (!next) return false;
    status = next;
  }
  const after = STEP_AFTER_MS[status];
  const timeline: TimelineStep[] = [...(application.timeline as TimelineStep[]), { status, at: at.toISOString() }];
  const guards: Guard[] = [];
  const rows: ProductRow[] = [];
  let cardId = application.cardId;
  if (status === 'Delivered') {
    const facts = await deliveryFactsOf(deps.db, application, `${due.name} ${due.surname}`, due.customerNumber);
    const delivery = deliveryOf({ ...application, approvedLimit }, facts, at, settings);
    cardId = delivery.cardId;
    guards.push(...delivery.guards);
    rows.push(...delivery.rows);
  }
  guards.unshift({
    kind: 'transition',
    table: 'card_applications',
    id: application.id,
    from: [application.status],
    set: {
      status,
      approvedLimit,
      decisionReason: reason,
      cardId,
      timeline,
      nextStepAt:
        after === undefined || status === 'Rejected' || status === 'Delivered' ? null : new Date(at.getTime() + after),
      updatedAt: at,
    },
    refusal: MessageCode.CardApplicationMoved,
  });
  if (SMS_AT.includes(status))
    rows.push({
      table: 'outbox',
      row: {
        id: randomUUID(),
        channel: 'sms',
        recipient: due.phone,
        text: applicationSms('tur', status, application.reference, application.kind),
        createdAt: now,
      },
    });
  try {
    await applyCommit(deps.db, { at: now, guards, rows });
    return true;
  } catch (error) {
    if (error instanceof BusinessError) return false; // another runner moved it first
    throw error;
  }
};

/** Moves every due application one step; answers how many moved. */
export const advanceCardApplications = async (deps: DomainDeps): Promise<number> => {
  const now = deps.now();
  const due = await deps.db
    .select({
      application: cardApplications,
      phone: customers.phone,
      customerNumber: customers.customerNumber,
      name: customers.name,
      surname: customers.surname,
    })
    .from(cardApplications)
    .innerJoin(customers, eq(customers.id, cardApplications.customerId))
    .where(and(lte(cardApplications.nextStepAt, now), inArray(cardApplications.status, OPEN_STATUSES)))
    .orderBy(asc(cardApplications.nextStepAt), asc(cardApplications.id))
    .limit(BATCH);
  let moved = 0;
  for (const row of due) if (await step(deps, row, now)) moved += 1;
  return moved;
};

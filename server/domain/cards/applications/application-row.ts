/**
 * A new card application's row, as a decision's commit inserts it (`rows: [{ table:
 * 'card_applications', row }]`): Received now, its timeline starting there, and when the sandbox
 * moves it on. Every kind starts here: a credit or debit card application, a renewal, the
 * replacement of a lost or stolen card. The sandbox's steps (advance.ts) take it to Delivered.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { CardApplicationKind, CardApplicationStatus } from '../../../../src/contract/cards';
import type { cardApplications } from '../../../db/schema/cards';

/** One step of an application's timeline, as stored in `card_applications.timeline`. */
export interface TimelineStep {
  status: CardApplicationStatus;
  /** ISO time (the bank's clock). */
  at: string;
}

/** How long the sandbox waits (bank clock) before an application leaves each status. */
export const STEP_AFTER_MS: Partial<Record<CardApplicationStatus, number>> = {
  Received: 60 * 60_000,
  Evaluating: 2 * 60 * 60_000,
  Approved: 24 * 60 * 60_000,
  Produced: 24 * 60 * 60_000,
  Shipped: 2 * 24 * 60 * 60_000,
};

/** "KB" + the bank's date + 6 random digits: what the customer quotes to the call center. */
export const applicationReference = (now: Date): string =>
  `KB${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;

export const newApplicationRow = (input: {
  now: Date;
  customerId: string;
  kind: CardApplicationKind;
  productName: string;
  /** Renewal and replacement: the card renewed or replaced. */
  sourceCardId?: string | null;
  accountId?: string | null;
  deliveryAddress?: string | null;
  monthlyIncome?: bigint | null;
  occupation?: string | null;
  requestedLimit?: bigint | null;
}): typeof cardApplications.$inferInsert => {
  const { now } = input;
  const timeline: TimelineStep[] = [{ status: 'Received', at: now.toISOString() }];
  return {
    id: randomUUID(),
    customerId: input.customerId,
    kind: input.kind,
    status: 'Received',
    reference: applicationReference(now),
    productName: input.productName,
    monthlyIncome: input.monthlyIncome ?? null,
    occupation: input.occupation ?? null,
    requestedLimit: input.requestedLimit ?? null,
    approvedLimit: null,
    accountId: input.accountId ?? null,
    deliveryAddress: input.deliveryAddress ?? null,
    sourceCardId: input.sourceCardId ?? null,
    cardId: null,
    decisionReason: null,
    timeline,
    nextStepAt: new Date(now.getTime() + STEP_AFTER_MS.Received!),
    createdAt: now,
    updatedAt: now,
  };
};

/**
 * Reading a customer's card applications: the list (every kind, renewals and replacements the card
 * pages made too) and one with its timeline, the rejection reason and, once delivered, the card as
 * BIN + last 4 with its id.
 */
import { aliasedTable, and, desc, eq } from 'drizzle-orm';
import type {
  CardApplicationDetail,
  CardApplicationSummary,
  CreditRules,
  Occupation,
} from '../../../../src/contract/card-applications';
import type { Language } from '../../../../src/contract/headers';
import { maskCard } from '../../../../src/contract/masking';
import { MessageCode } from '../../../../src/contract/message-codes';
import { formatAmount } from '../../../../src/contract/money';
import type { CardSettings } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { accounts } from '../../../db/schema/accounts';
import { cardApplications, cards } from '../../../db/schema/cards';
import { BusinessError } from '../../common/refusal';
import { textFor } from '../../common/texts';
import type { TimelineStep } from './application-row';

type ApplicationRow = typeof cardApplications.$inferSelect;

export interface ApplicationFacts {
  application: typeof cardApplications.$inferInsert;
  accountNumber: string | null;
  card: { id: string; kind: string; cardNumber: string } | null;
  source: { cardNumber: string } | null;
}

const iso = (at: Date | string | null | undefined): string | null =>
  at === null || at === undefined ? null : new Date(at).toISOString();
const tl = (amount: bigint | null | undefined): string | null =>
  amount === null || amount === undefined ? null : formatAmount(amount, 'TRY');

export const applicationSummaryOf = (row: ApplicationFacts['application']): CardApplicationSummary => ({
  id: row.id!,
  kind: row.kind,
  status: row.status,
  reference: row.reference,
  productName: row.productName,
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
  nextStepAt: iso(row.nextStepAt),
  sourceCardId: row.sourceCardId ?? null,
});

export const applicationDetailOf = (facts: ApplicationFacts, language: Language): CardApplicationDetail => {
  const row = facts.application;
  const reason = row.decisionReason ?? null;
  return {
    ...applicationSummaryOf(row),
    timeline: (row.timeline as TimelineStep[]).map((step) => ({ status: step.status, at: step.at })),
    monthlyIncome: tl(row.monthlyIncome),
    occupation: (row.occupation ?? null) as Occupation | null,
    requestedLimit: tl(row.requestedLimit),
    approvedLimit: tl(row.approvedLimit),
    accountNumber: facts.accountNumber,
    deliveryAddress: row.deliveryAddress ?? null,
    rejectionCode: reason,
    rejectionText: reason ? textFor(reason, language) : null,
    sourceMaskedNumber: facts.source ? maskCard(facts.source.cardNumber) : null,
    card:
      facts.card && row.status === 'Delivered'
        ? { id: facts.card.id, kind: facts.card.kind, maskedNumber: maskCard(facts.card.cardNumber) }
        : null,
  };
};

/** `GET /Card/GetApplications`: newest first. */
export const applicationsOf = async (db: DbOrTx, customerId: string): Promise<CardApplicationSummary[]> => {
  const rows: ApplicationRow[] = await db
    .select()
    .from(cardApplications)
    .where(eq(cardApplications.customerId, customerId))
    .orderBy(desc(cardApplications.createdAt), desc(cardApplications.id));
  return rows.map(applicationSummaryOf);
};

const made = aliasedTable(cards, 'made');
const source = aliasedTable(cards, 'source');

/** `GET /Card/GetApplication/{id}`: another customer's application, or none, is `cardApplication.notFound`. */
export const applicationDetail = async (
  db: DbOrTx,
  customerId: string,
  id: string,
  language: Language,
): Promise<CardApplicationDetail> => {
  const [row] = await db
    .select({
      application: cardApplications,
      accountNumber: accounts.accountNumber,
      card: { id: made.id, kind: made.kind, cardNumber: made.cardNumber },
      source: { cardNumber: source.cardNumber },
    })
    .from(cardApplications)
    .leftJoin(accounts, eq(accounts.id, cardApplications.accountId))
    .leftJoin(made, and(eq(made.id, cardApplications.cardId), eq(made.customerId, customerId)))
    .leftJoin(source, and(eq(source.id, cardApplications.sourceCardId), eq(source.customerId, customerId)))
    .where(and(eq(cardApplications.id, id), eq(cardApplications.customerId, customerId)));
  if (!row) throw new BusinessError([MessageCode.CardApplicationNotFound]);
  return applicationDetailOf(
    {
      application: row.application,
      accountNumber: row.accountNumber,
      card: row.card?.id ? row.card : null,
      source: row.source?.cardNumber ? row.source : null,
    },
    language,
  );
};

/** The income rule as the form states it, and whether a credit card application is in progress. */
export const creditRulesOf = (applications: CardApplicationSummary[], settings: CardSettings): CreditRules => ({
  minimumMonthlyIncome: settings.minimumMonthlyIncome,
  incomeLimitMultiple: settings.incomeLimitMultiple,
  openCreditApplication: applications.some(
    (a) => a.kind === 'Credit' && a.status !== 'Rejected' && a.status !== 'Delivered',
  ),
});

/**
 * The bank's own credit cards (issue 13): a few cards with this bank's BIN, held by demo customers,
 * each with its internal debt account (`CC-<last 10 digits>`, a negative balance is the debt) built
 * by a `CardSpending` journal to the card settlement account, and its last statement. Runs at every
 * start (app-server.ts, under the exclusive lock): it adds this bank and its BIN to the directory and
 * a card that is missing, and leaves the ones that exist (a payment made on them stays).
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { withLuhn } from '../../src/contract/card-number';
import { maskCard } from '../../src/contract/masking';
import type { Db } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { customers } from '../db/schema/auth';
import { banks, cardBins } from '../db/schema/directory';
import { creditCards } from '../db/schema/payments';
import { DEFAULT_CONFIG } from '../config';
import { transactionText } from '../domain/accounts/transaction-texts';
import { statementDatesAsOf } from '../domain/cards/statements/statement-dates';
import { OWN_BANK_NAME } from '../domain/directory/directory';
import { chartOf } from '../domain/ledger/chart';
import { payment } from '../domain/ledger/recipes';
import { postJournal } from '../domain/ledger/post';
import { istanbulDate } from '../domain/transfers/calendar';

/** This bank's credit card BIN (Mastercard) in the sandbox directory. */
export const OWN_CARD_BIN = '515899';

const DAY = 86_400_000;

/** The demo cards: README lists them. Amounts in kuruş. */
export const DEMO_CREDIT_CARDS = [
  {
    customerNumber: '1000146', // Ayşe Yılmaz (retail)
    cardNumber: withLuhn(`${OWN_CARD_BIN}100014601`),
    productName: 'Emanet Kart Platinum',
    limit: 5_000_000n,
    cutoffDay: 15,
    debt: 912_040n,
    statementDebt: 845_075n,
    minimumPayment: 253_523n,
  },
  {
    customerNumber: '3444418', // Zeynep Kaya
    cardNumber: withLuhn(`${OWN_CARD_BIN}344441801`),
    productName: 'Emanet Kart Classic',
    limit: 3_000_000n,
    cutoffDay: 8,
    debt: 537_550n,
    statementDebt: 420_000n,
    minimumPayment: 126_000n,
  },
  {
    customerNumber: '1111111', // Ali Çelik
    cardNumber: withLuhn(`${OWN_CARD_BIN}111111101`),
    productName: 'Emanet Kart Classic',
    limit: 2_000_000n,
    cutoffDay: 23,
    debt: 125_000n,
    statementDebt: 125_000n,
    minimumPayment: 37_500n,
  },
] as const;

export const debtAccountNumber = (cardNumber: string): string => `CC-${cardNumber.slice(-10)}`;

export const ensureCreditCards = async (db: Db, options: { now: Date; bankCode: string }): Promise<void> => {
  const { now, bankCode } = options;
  const chart = chartOf(db);
  // One read at every start: a database that has the cards already is left alone.
  const present = await db
    .select({ cardNumber: creditCards.cardNumber })
    .from(creditCards)
    .where(
      inArray(
        creditCards.cardNumber,
        DEMO_CREDIT_CARDS.map((card) => card.cardNumber),
      ),
    );
  const have = new Set(present.map((row) => row.cardNumber));
  const missing = DEMO_CREDIT_CARDS.filter((card) => !have.has(card.cardNumber));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(banks).values({ code: bankCode, name: OWN_BANK_NAME }).onConflictDoNothing();
    await tx.insert(cardBins).values({ bin: OWN_CARD_BIN, bankCode, brand: 'Mastercard' }).onConflictDoNothing();
    for (const card of missing) {
      const [holder] = await tx.select().from(customers).where(eq(customers.customerNumber, card.customerNumber));
      if (!holder) continue;
      const openedAt = new Date(now.getTime() - 400 * DAY);
      const [debtAccount] = await tx
        .insert(accounts)
        .values({
          accountNumber: debtAccountNumber(card.cardNumber),
          name: `${card.productName} ${maskCard(card.cardNumber)}`,
          kind: 'Current',
          currency: 'TRY',
          branchName: 'Genel Müdürlük',
          openedAt,
          isInternal: true,
        })
        .returning({ id: accounts.id });
      await tx.insert(creditCards).values({
        customerId: holder.id,
        cardNumber: card.cardNumber,
        holderName: `${holder.name} ${holder.surname}`,
        productName: card.productName,
        limit: card.limit,
        debtAccountId: debtAccount!.id,
        statementDebt: card.statementDebt,
        minimumPayment: card.minimumPayment,
        // Cut on one of the bank's cut-off days (issue 14): the last cut-off, its due date, the next one.
        ...statementDatesAsOf(
          istanbulDate(now),
          card.cutoffDay,
          DEFAULT_CONFIG.cards.dueDays,
          DEFAULT_CONFIG.transfers.eft.holidays,
        ),
        openedAt,
      });
      const text = transactionText('cardSpending', maskCard(card.cardNumber));
      await postJournal(tx, {
        id: randomUUID(),
        kind: 'CardSpending',
        description: text,
        createdAt: new Date(now.getTime() - 12 * DAY),
        postings: [payment(debtAccount!.id, chart.id('cardSettlement', 'TRY'), card.debt, 'TRY', { text })],
      });
    }
  });
};

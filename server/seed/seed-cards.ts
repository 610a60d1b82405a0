/**
 * The demo customers' cards (issue 14), ensured at every start (app-server.ts, under the exclusive
 * lock, after the credit cards): every credit card account of this bank gets its main card (kind
 * Credit, the same number), and the demo customers get their debit cards on their first TRY current
 * account; Ayşe also has an old cancelled debit card (my_cards_disabled). A database that has them
 * is left alone. README lists them.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { withLuhn } from '../../src/contract/card-number';
import { parseAmount } from '../../src/contract/money';
import type { CardSettings } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { customers } from '../db/schema/auth';
import { cards } from '../db/schema/cards';
import { banks, cardBins } from '../db/schema/directory';
import { creditCards } from '../db/schema/payments';
import { OWN_BANK_NAME } from '../domain/directory/directory';

/** This bank's debit card BIN (Troy) in the sandbox directory; credit and virtual cards use OWN_CARD_BIN. */
export const OWN_DEBIT_BIN = '979215';

const YEAR = 365 * 86_400_000;

/** The demo debit cards: README lists them. */
export const DEMO_DEBIT_CARDS = [
  { customerNumber: '1000146', cardNumber: withLuhn(`${OWN_DEBIT_BIN}100014601`), status: 'Active' },
  { customerNumber: '1000146', cardNumber: withLuhn(`${OWN_DEBIT_BIN}100014602`), status: 'Cancelled' },
  { customerNumber: '3444418', cardNumber: withLuhn(`${OWN_DEBIT_BIN}344441801`), status: 'Active' },
  { customerNumber: '1111111', cardNumber: withLuhn(`${OWN_DEBIT_BIN}111111101`), status: 'Active' },
] as const;

const tl = (amount: string): bigint => parseAmount(amount, 'TRY')!;

/** A new card's expiry: the end of the month four years on. */
export const expiryOf = (openedAt: Date): { expiryMonth: number; expiryYear: number } => ({
  expiryMonth: openedAt.getUTCMonth() + 1,
  expiryYear: openedAt.getUTCFullYear() + 4,
});

/** The columns every new card starts with: the bank's default daily limits for its kind. */
export const newCardLimits = (settings: CardSettings, kind: 'Debit' | 'Credit' | 'Virtual') => {
  const limits = kind === 'Debit' ? settings.debitDefaults : settings.creditDefaults;
  return { dailyAtmLimit: tl(limits.atm), dailyPosLimit: tl(limits.pos), dailyOnlineLimit: tl(limits.online) };
};

const firstTryAccount = async (db: DbOrTx, customerId: string) => {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.currency, 'TRY'),
        eq(accounts.kind, 'Current'),
        isNull(accounts.closedAt),
      ),
    )
    .orderBy(asc(accounts.accountNumber))
    .limit(1);
  return account?.id;
};

export const ensureCards = async (db: Db, options: { now: Date; bankCode: string; settings: CardSettings }) => {
  const { now, bankCode, settings } = options;
  const mainCards = await db
    .select({ credit: creditCards })
    .from(creditCards)
    .leftJoin(cards, eq(cards.cardNumber, creditCards.cardNumber))
    .where(isNull(cards.id));
  const debitNumbers = DEMO_DEBIT_CARDS.map((card) => card.cardNumber);
  const presentDebit = await db
    .select({ cardNumber: cards.cardNumber })
    .from(cards)
    .where(inArray(cards.cardNumber, debitNumbers));
  const have = new Set(presentDebit.map((row) => row.cardNumber));
  const missingDebit = DEMO_DEBIT_CARDS.filter((card) => !have.has(card.cardNumber));
  if (mainCards.length === 0 && missingDebit.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { credit } of mainCards) {
      await tx
        .insert(cards)
        .values({
          customerId: credit.customerId,
          kind: 'Credit',
          cardNumber: credit.cardNumber,
          ...expiryOf(credit.openedAt),
          holderName: credit.holderName,
          productName: credit.productName,
          creditCardId: credit.id,
          accountId: (await firstTryAccount(tx, credit.customerId)) ?? null,
          ...newCardLimits(settings, 'Credit'),
          openedAt: credit.openedAt,
          status: credit.closedAt ? 'Closed' : 'Active',
          closedAt: credit.closedAt,
        })
        .onConflictDoNothing();
    }
    if (missingDebit.length === 0) return;
    await tx.insert(banks).values({ code: bankCode, name: OWN_BANK_NAME }).onConflictDoNothing();
    await tx.insert(cardBins).values({ bin: OWN_DEBIT_BIN, bankCode, brand: 'Troy' }).onConflictDoNothing();
    for (const card of missingDebit) {
      const [holder] = await tx.select().from(customers).where(eq(customers.customerNumber, card.customerNumber));
      const accountId = holder && (await firstTryAccount(tx, holder.id));
      if (!holder || !accountId) continue;
      const cancelled = card.status === 'Cancelled';
      const openedAt = new Date(now.getTime() - (cancelled ? 5 : 1) * YEAR);
      await tx.insert(cards).values({
        customerId: holder.id,
        kind: 'Debit',
        cardNumber: card.cardNumber,
        ...expiryOf(openedAt),
        holderName: `${holder.name} ${holder.surname}`,
        productName: 'Emanet Banka Kartı',
        accountId,
        ...newCardLimits(settings, 'Debit'),
        // A debit card is open to online spending here: its holder opened it (issued closed, BDDK 2017).
        onlineEnabled: !cancelled,
        status: card.status,
        statusReason: cancelled ? 'Customer' : null,
        statusChangedAt: cancelled ? new Date(now.getTime() - YEAR) : null,
        openedAt,
        closedAt: cancelled ? new Date(now.getTime() - YEAR) : null,
      });
    }
  });
};

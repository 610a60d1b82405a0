/**
 * Which card a number names: a credit card of this bank (its holder, its last statement and the
 * debt its internal account holds) or another bank's (its issuer by the 8- or 6-digit BIN of the
 * directory and, where the directory knows the card, its holder). Checks the Luhn digit first.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isLuhnValid } from '../../../src/contract/card-number';
import type { CardDebtInfo } from '../../../src/contract/card-debt';
import { maskCard, maskName } from '../../../src/contract/masking';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, parseAmount } from '../../../src/contract/money';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { banks, cardBins, externalCards } from '../../db/schema/directory';
import { limitUsage } from '../../db/schema/limits';
import { creditCards } from '../../db/schema/payments';
import { BusinessError } from '../common/refusal';
import { isEftOpen } from '../transfers/calendar';

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

export interface OwnCard {
  id: string;
  /** The holder (the customer whose card it is). */
  holderId: string;
  cardNumber: string;
  holderName: string;
  productName: string;
  debtAccountId: string;
  statementDebt: bigint;
  minimumPayment: bigint;
  dueDate: string;
  closed: boolean;
  /** What the card owes now (the debt account's negative balance, as a positive amount). */
  currentDebt: bigint;
  /** What payments have credited the card so far (the counter its payments' guard raises). */
  paidIn: bigint;
}

/**
 * The counter of what a card of this bank was paid, in limit_usage under its holder: a payment's
 * commit raises it only while it stays within what was paid before plus the debt the plan saw, so two
 * payments at once cannot together pay more than the card owes.
 */
export const PAID_IN_PERIOD = '2000-01-01';
export const paidInCode = (cardId: string): string => `card-debt-paid:${cardId}`;

export type CardTarget =
  | { own: true; bankCode: string; bankName: string; card: OwnCard }
  | { own: false; bankCode: string; bankName: string; holderName: string | null };

/** A card of this bank by its number, with what it owes now. */
export const ownCardOf = async (db: DbOrTx, cardNumber: string): Promise<OwnCard | undefined> => {
  const [row] = await db
    .select({ card: creditCards, balance: accounts.balance, paidIn: limitUsage.used })
    .from(creditCards)
    .innerJoin(accounts, eq(accounts.id, creditCards.debtAccountId))
    .leftJoin(
      limitUsage,
      and(
        eq(limitUsage.customerId, creditCards.customerId),
        eq(limitUsage.limitCode, sql`'card-debt-paid:' || ${creditCards.id}`),
        eq(limitUsage.periodStart, PAID_IN_PERIOD),
      ),
    )
    .where(eq(creditCards.cardNumber, cardNumber));
  if (!row) return undefined;
  const { card, balance } = row;
  return {
    id: card.id,
    holderId: card.customerId,
    paidIn: row.paidIn ?? 0n,
    cardNumber: card.cardNumber,
    holderName: card.holderName,
    productName: card.productName,
    debtAccountId: card.debtAccountId,
    statementDebt: card.statementDebt,
    minimumPayment: card.minimumPayment,
    dueDate: card.dueDate,
    closed: card.closedAt !== null,
    currentDebt: balance < 0n ? -balance : 0n,
  };
};

/** The issuer of a card by its BIN (8 digits before 6) in the directory. */
const issuerOf = async (db: DbOrTx, cardNumber: string) => {
  const [bin] = await db
    .select({ bankCode: banks.code, bankName: banks.name, bin: cardBins.bin })
    .from(cardBins)
    .innerJoin(banks, eq(banks.code, cardBins.bankCode))
    .where(inArray(cardBins.bin, [cardNumber.slice(0, 8), cardNumber.slice(0, 6)]))
    .orderBy(desc(cardBins.bin));
  return bin;
};

/** Resolves a card number: refuses a wrong check digit, an unknown issuer, an unknown card of this bank. */
export const resolveCard = async (db: DbOrTx, bankCode: string, cardNumber: string): Promise<CardTarget> => {
  if (!isLuhnValid(cardNumber)) fail(MessageCode.CardDebtCardInvalid);
  const issuer = await issuerOf(db, cardNumber);
  const own = await ownCardOf(db, cardNumber);
  if (own) return { own: true, bankCode, bankName: issuer?.bankName ?? '', card: own };
  if (!issuer) return fail(MessageCode.CardDebtBankUnknown);
  if (issuer.bankCode === bankCode) return fail(MessageCode.CardDebtCardInvalid);
  const [known] = await db
    .select({ holderName: externalCards.holderName })
    .from(externalCards)
    .where(and(eq(externalCards.cardNumber, cardNumber)));
  return { own: false, bankCode: issuer.bankCode, bankName: issuer.bankName, holderName: known?.holderName ?? null };
};

/** What is left of the statement's debt and minimum payment after payments since. */
export const debtsOf = (card: OwnCard) => ({
  statementDebt: card.statementDebt < card.currentDebt ? card.statementDebt : card.currentDebt,
  minimumPayment: card.minimumPayment < card.currentDebt ? card.minimumPayment : card.currentDebt,
});

export const maskedHolderOf = (target: CardTarget): string | null =>
  target.own ? maskName(target.card.holderName) : target.holderName ? maskName(target.holderName) : null;

/** `POST /CardDebt/Query`. */
export const queryCardDebt = async (
  db: DbOrTx,
  config: ServerConfig,
  now: Date,
  cardNumber: string,
): Promise<CardDebtInfo> => {
  const target = await resolveCard(db, config.bankCode, cardNumber);
  const base = {
    maskedCardNumber: maskCard(cardNumber),
    bankCode: target.bankCode,
    bankName: target.bankName,
    isOwnBank: target.own,
    maskedHolderName: maskedHolderOf(target),
    currency: 'TRY' as const,
  };
  if (target.own) {
    if (target.card.closed) fail(MessageCode.CardDebtCardClosed);
    const left = debtsOf(target.card);
    return {
      ...base,
      statementDebt: formatAmount(left.statementDebt, 'TRY'),
      minimumPayment: formatAmount(left.minimumPayment, 'TRY'),
      dueDate: target.card.dueDate,
      currentDebt: formatAmount(target.card.currentDebt, 'TRY'),
      fastLimit: null,
      eftOpen: null,
    };
  }
  return {
    ...base,
    statementDebt: null,
    minimumPayment: null,
    dueDate: null,
    currentDebt: null,
    fastLimit: formatAmount(parseAmount(config.transfers.fastPerTransactionLimit, 'TRY')!, 'TRY'),
    eftOpen: isEftOpen(now, config.transfers.eft),
  };
};

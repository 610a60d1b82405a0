/**
 * What exists once an application is Delivered, written in the step's commit: a debit card on its
 * account; a credit card (its internal debt account `CC-<last 10>`, the credit card account with the
 * approved limit and its first cut-off, and its main card); a renewal's longer expiry on the card
 * renewed; a replacement's new number on the blocked card's account or credit card.
 */
import { randomUUID } from 'node:crypto';
import { maskCard } from '../../../../src/contract/masking';
import { MessageCode } from '../../../../src/contract/message-codes';
import { formatAmount } from '../../../../src/contract/money';
import { formatMoneyText } from '../../../../src/contract/money-text';
import type { CardSettings } from '../../../config';
import type { cardApplications, cards } from '../../../db/schema/cards';
import type { Guard, ProductRow } from '../../ledger/commit';
import { cardContract } from '../../documents/record';
import { istanbulDate } from '../../transfers/calendar';
import { CREDIT_BIN, DEBIT_BIN, defaultDailyLimits, expiryFrom, newCardNumber } from '../new-card';

type ApplicationRow = typeof cardApplications.$inferSelect;
type CardRow = typeof cards.$inferSelect;

/** A plastic card's years; a renewal adds them to the old expiry. */
export const PLASTIC_YEARS = 4;
export const RENEWAL_YEARS = 3;

/** What delivery needs beside the application: the holder, the first TRY current account, the card renewed or replaced. */
export interface DeliveryFacts {
  holderName: string;
  /** The holder's customer number (the card's contract names it). */
  customerNumber: string;
  firstTryAccountId: string | null;
  source: CardRow | null;
}

export interface Delivery {
  cardId: string | null;
  guards: Guard[];
  rows: ProductRow[];
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The first allowed cut-off day from today's day of the month (else the 15th of next month), and that date. */
export const firstCutoff = (today: string, settings: CardSettings): { cutoffDay: number; nextCutoffDate: string } => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const allowed = [...settings.cutoffDays].sort((a, b) => a - b);
  const found = allowed.find((d) => d >= day && d <= daysIn(year, month - 1));
  const cutoffDay = found ?? 15;
  const next = found ? new Date(Date.UTC(year, month - 1, found)) : new Date(Date.UTC(year, month, 15));
  return { cutoffDay, nextCutoffDate: next.toISOString().slice(0, 10) };
};

const newCardBase = (at: Date) => ({
  id: randomUUID(),
  status: 'Active' as const,
  ...expiryFrom(at, PLASTIC_YEARS),
  onlineEnabled: false,
  contactlessEnabled: true,
  abroadEnabled: false,
  atmAbroadEnabled: false,
  notificationsEnabled: true,
  openedAt: at,
});

export const deliveryOf = (
  application: ApplicationRow,
  facts: DeliveryFacts,
  at: Date,
  settings: CardSettings,
): Delivery => {
  const customerId = application.customerId;
  switch (application.kind) {
    case 'Debit': {
      const card = {
        ...newCardBase(at),
        customerId,
        kind: 'Debit' as const,
        cardNumber: newCardNumber(DEBIT_BIN),
        holderName: facts.holderName,
        productName: application.productName,
        accountId: application.accountId,
        ...defaultDailyLimits(settings, 'Debit'),
      };
      const contract = cardContract(
        { customerId, customerName: facts.holderName, customerNumber: facts.customerNumber },
        {
          id: card.id,
          kind: 'Debit',
          productName: card.productName,
          maskedNumber: maskCard(card.cardNumber),
          limit: null,
        },
        at,
      );
      return { cardId: card.id, guards: [], rows: [{ table: 'cards', row: card }, contract] };
    }
    case 'Credit': {
      const cardNumber = newCardNumber(CREDIT_BIN);
      const debtAccountId = randomUUID();
      const creditCardId = randomUUID();
      const today = istanbulDate(at);
      const cutoff = firstCutoff(today, settings);
      const card = {
        ...newCardBase(at),
        customerId,
        kind: 'Credit' as const,
        cardNumber,
        holderName: facts.holderName,
        productName: application.productName,
        accountId: facts.firstTryAccountId,
        creditCardId,
        ...defaultDailyLimits(settings, 'Credit'),
      };
      return {
        cardId: card.id,
        guards: [],
        rows: [
          {
            table: 'accounts',
            row: {
              id: debtAccountId,
              accountNumber: `CC-${cardNumber.slice(-10)}`,
              name: `${application.productName} ${maskCard(cardNumber)}`,
              kind: 'Current',
              currency: 'TRY',
              balance: 0n,
              branchName: 'Genel Müdürlük',
              openedAt: at,
              isInternal: true,
            },
          },
          {
            table: 'credit_cards',
            row: {
              id: creditCardId,
              customerId,
              cardNumber,
              holderName: facts.holderName,
              productName: application.productName,
              limit: application.approvedLimit ?? 0n,
              debtAccountId,
              statementDebt: 0n,
              minimumPayment: 0n,
              statementDate: today,
              dueDate: addDays(cutoff.nextCutoffDate, settings.dueDays),
              cutoffDay: cutoff.cutoffDay,
              nextCutoffDate: cutoff.nextCutoffDate,
              statementPreference: 'Email',
              openedAt: at,
            },
          },
          { table: 'cards', row: card },
          cardContract(
            { customerId, customerName: facts.holderName, customerNumber: facts.customerNumber },
            {
              id: card.id,
              kind: 'Credit',
              productName: card.productName,
              maskedNumber: maskCard(cardNumber),
              limit: {
                tur: formatMoneyText(formatAmount(application.approvedLimit ?? 0n, 'TRY'), 'TRY', 'tur', {
                  fixed: true,
                }),
                eng: formatMoneyText(formatAmount(application.approvedLimit ?? 0n, 'TRY'), 'TRY', 'eng', {
                  fixed: true,
                }),
              },
            },
            at,
          ),
        ],
      };
    }
    case 'Renewal': {
      const source = facts.source;
      if (!source) return { cardId: null, guards: [], rows: [] };
      return {
        cardId: source.id,
        guards: [
          {
            kind: 'transition',
            table: 'cards',
            id: source.id,
            from: [source.status],
            set: { expiryYear: source.expiryYear + RENEWAL_YEARS },
            refusal: MessageCode.CardApplicationMoved,
          },
        ],
        rows: [],
      };
    }
    case 'Replacement': {
      const source = facts.source;
      if (!source) return { cardId: null, guards: [], rows: [] };
      const card = {
        ...newCardBase(at),
        customerId,
        kind: source.kind,
        cardNumber: newCardNumber(source.kind === 'Debit' ? DEBIT_BIN : CREDIT_BIN),
        ...(source.kind === 'Virtual' ? expiryFrom(at, 3) : {}),
        holderName: source.holderName,
        productName: source.productName,
        nickname: source.nickname,
        accountId: source.accountId,
        creditCardId: source.creditCardId,
        parentCardId: source.parentCardId,
        virtualLimit: source.virtualLimit,
        onlineEnabled: source.kind === 'Virtual' ? true : source.onlineEnabled,
        contactlessEnabled: source.kind === 'Virtual' ? false : source.contactlessEnabled,
        abroadEnabled: source.abroadEnabled,
        atmAbroadEnabled: source.atmAbroadEnabled,
        notificationsEnabled: source.notificationsEnabled,
        dailyAtmLimit: source.dailyAtmLimit,
        dailyPosLimit: source.dailyPosLimit,
        dailyOnlineLimit: source.dailyOnlineLimit,
        replacesCardId: source.id,
      };
      return { cardId: card.id, guards: [], rows: [{ table: 'cards', row: card }] };
    }
  }
};

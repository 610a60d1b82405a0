/**
 * The demo cards' history at first start, made by the card network's own authorisation (never
 * hand-written rows): for every active demo credit and debit card, a few months of purchases at
 * markets, fuel stations and online shops, a 6-installment electronics purchase on each credit card,
 * an ATM withdrawal on each debit card, one purchase abroad in EUR (Ayşe's credit card, opened to
 * use abroad first), one online attempt declined on a credit card (closed to online shopping, as
 * cards are issued) and refunds, each at its time in the past with the bank's clock then, and no
 * SMS now (those went out back then).
 * app-server.ts runs it after the demo movements and before the seeded statements (STM's
 * `seedCardStatements`, whose statements bill these transactions). README lists it.
 */
import type { CardChannel } from '../../src/contract/cards';
import type { CardAuthorisation, CardPurchaseRequest, NetworkCurrency } from '../../src/contract/cards-network';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema/accounts';
import { cards } from '../db/schema/cards';
import type { DomainDeps } from '../domain/common/deps';
import { authorise } from '../domain/cards/network/authorise';
import { refund } from '../domain/cards/network/refund';
import { applyCommit } from '../domain/ledger/post';
import { istanbulDayStart } from '../domain/transfers/calendar';
import { DEMO_DEBIT_CARDS } from './seed-cards';
import { DEMO_CREDIT_CARDS } from './seed-credit-cards';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface Step {
  daysAgo: number;
  /** Istanbul hour of the day. */
  hour: number;
  merchant: string;
  amount: string;
  channel: CardChannel;
  currency?: NetworkCurrency;
  abroad?: boolean;
  installments?: number;
  /** Refund this purchase this many days later, in full (true) or this amount. */
  refund?: { daysLater: number; amount?: string };
}

/** A credit card's months: `big` is the electronics purchase in 6 installments (sized to the card's limit). */
const creditSteps = (big: string): Step[] => [
  { daysAgo: 84, hour: 18, merchant: 'MIGROS ATASEHIR', amount: '842.35', channel: 'Chip' },
  { daysAgo: 77, hour: 8, merchant: 'SHELL KOZYATAGI', amount: '1250.00', channel: 'Contactless' },
  { daysAgo: 66, hour: 15, merchant: 'TEKNOSA MARMARAPARK', amount: big, channel: 'Chip', installments: 6 },
  { daysAgo: 58, hour: 19, merchant: 'A101 GOZTEPE', amount: '312.40', channel: 'Contactless' },
  { daysAgo: 49, hour: 21, merchant: 'TRENDYOL.COM', amount: '459.99', channel: 'Online' },
  {
    daysAgo: 41,
    hour: 13,
    merchant: 'LC WAIKIKI KADIKOY',
    amount: '1189.90',
    channel: 'Chip',
    refund: { daysLater: 4, amount: '399.95' },
  },
  { daysAgo: 33, hour: 9, merchant: 'OPET BOSTANCI', amount: '1100.00', channel: 'Chip' },
  { daysAgo: 24, hour: 17, merchant: 'CARREFOURSA ICERENKOY', amount: '654.20', channel: 'Chip' },
  { daysAgo: 12, hour: 12, merchant: 'MIGROS JET', amount: '523.10', channel: 'Contactless' },
  { daysAgo: 4, hour: 20, merchant: 'BIM SUADIYE', amount: '187.65', channel: 'Contactless' },
];

/** Ayşe's credit card abroad (after she opened it to use abroad). */
const ABROAD: Step = {
  daysAgo: 37,
  hour: 16,
  merchant: 'ZARA BARCELONA',
  amount: '85.00',
  currency: 'EUR',
  abroad: true,
  channel: 'Chip',
};

const debitSteps: Step[] = [
  { daysAgo: 71, hour: 18, merchant: 'MIGROS KADIKOY', amount: '412.30', channel: 'Chip' },
  { daysAgo: 62, hour: 8, merchant: 'SHELL ACIBADEM', amount: '900.00', channel: 'Contactless' },
  { daysAgo: 52, hour: 22, merchant: 'TRENDYOL.COM', amount: '349.90', channel: 'Online' },
  {
    daysAgo: 43,
    hour: 20,
    merchant: 'HEPSIBURADA.COM',
    amount: '1299.00',
    channel: 'Online',
    refund: { daysLater: 6 },
  },
  { daysAgo: 31, hour: 11, merchant: 'ATM EMANET KADIKOY', amount: '500.00', channel: 'Atm' },
  { daysAgo: 19, hour: 19, merchant: 'A101 MODA', amount: '215.75', channel: 'Contactless' },
  { daysAgo: 9, hour: 23, merchant: 'AMAZON.COM.TR', amount: '189.90', channel: 'Online' },
  { daysAgo: 2, hour: 18, merchant: 'MIGROS KADIKOY', amount: '276.40', channel: 'Chip' },
];

/** The electronics purchase per demo credit card (a fifth of its limit or so). */
const BIG: Record<string, string> = {
  [DEMO_CREDIT_CARDS[0].cardNumber]: '9999.00',
  [DEMO_CREDIT_CARDS[1].cardNumber]: '5499.00',
  [DEMO_CREDIT_CARDS[2].cardNumber]: '3899.00',
};

/** The bank's clock at a step: that Istanbul day, at that hour. */
const atOf = (now: Date, daysAgo: number, hour: number): Date =>
  new Date(istanbulDayStart(new Date(now.getTime() - daysAgo * DAY)).getTime() + hour * HOUR);

const runSteps = async (deps: DomainDeps, cardId: string, label: string, steps: Step[]): Promise<void> => {
  const now = deps.now();
  for (const [i, step] of steps.entries()) {
    const at = atOf(now, step.daysAgo, step.hour);
    const request: CardPurchaseRequest = {
      cardId,
      merchant: step.merchant,
      amount: step.amount,
      currency: step.currency ?? 'TRY',
      channel: step.channel,
      abroad: step.abroad ?? false,
      installments: step.installments ?? 1,
      pinEntered: true,
      networkReference: `SEED-${label}-${i}`,
    };
    const answer: CardAuthorisation = await authorise({ ...deps, now: () => at, noSms: true }, request, 'tur');
    if (step.refund && answer.status === 'Approved') {
      const later = new Date(at.getTime() + step.refund.daysLater * DAY);
      await refund(
        { ...deps, now: () => later, noSms: true },
        {
          transactionId: answer.transactionId,
          ...(step.refund.amount ? { amount: step.refund.amount } : {}),
          networkReference: `SEED-${label}-${i}-R`,
        },
        'tur',
      );
    }
  }
};

/** Run once, right after the demo movements of a fresh database (app-server.ts). */
export const seedCardHistory = async (deps: DomainDeps): Promise<void> => {
  const numbers = [...DEMO_CREDIT_CARDS.map((c) => c.cardNumber), ...DEMO_DEBIT_CARDS.map((c) => c.cardNumber)];
  const rows = await deps.db.select().from(cards);
  const byNumber = new Map(rows.map((row) => [row.cardNumber, row]));
  for (const number of numbers) {
    const card = byNumber.get(number);
    if (!card || card.status !== 'Active') continue;
    const label = number.slice(-4);
    if (card.kind === 'Debit') {
      // Only since the linked account was opened (Zeynep's is new: her card has its last weeks).
      const [account] = card.accountId
        ? await deps.db.select().from(accounts).where(eq(accounts.id, card.accountId))
        : [];
      const since = Math.max(card.openedAt.getTime(), account?.openedAt?.getTime() ?? 0);
      const now = deps.now();
      await runSteps(
        deps,
        card.id,
        label,
        debitSteps.filter((step) => atOf(now, step.daysAgo, 0).getTime() > since),
      );
      continue;
    }
    const steps = creditSteps(BIG[number] ?? '2999.00');
    if (number === DEMO_CREDIT_CARDS[0].cardNumber) {
      // Ayşe opened her card to use abroad before her trip (the card's permission, as the management decision sets it).
      await applyCommit(deps.db, {
        at: atOf(deps.now(), ABROAD.daysAgo + 1, 10),
        guards: [
          {
            kind: 'transition',
            table: 'cards',
            id: card.id,
            from: ['Active'],
            set: { abroadEnabled: true },
            refusal: 'card.notChangeable',
          },
        ],
      });
      steps.push(ABROAD);
    }
    steps.sort((a, b) => b.daysAgo - a.daysAgo);
    await runSteps(deps, card.id, label, steps);
  }
};

/**
 * `POST /DkTransfer/FinishGoldSaleTransaction` (a decision without a code: the customer confirmed on
 * the payment page): the authorized offer becomes an order in ONE commit: the offer Authorized →
 * Completed (once), each product's stock taken (takeGuard, refused when less is left), the order and
 * its lines inserted, and the journal: the total from the customer's TRY account into the bank's TRY
 * position, and the fine gold out of the gold inventory account into the XAU position. Spot only:
 * payment is taken now, never later. BSMV does not apply: the gold is delivered physically.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import { MessageCode } from '../../../src/contract/message-codes';
import type { GoldFinish } from '../../../src/contract/physical-gold';
import { accounts } from '../../db/schema/accounts';
import { goldOffers, goldOrderItems, goldOrders, goldProducts } from '../../db/schema/physical-gold';
import { BusinessError } from '../common/refusal';
import type { DecisionProduct, ProductPlan } from '../decisions/product';
import { success } from '../decisions/outcome';
import { chartOf } from '../ledger/chart';
import { areaRow, areaTransition, takeGuard } from '../ledger/commit';
import { allProducts, type GoldProductRow } from './catalogue';
import { offerOf, offerRefusal, totalFineGramsOf, type GoldOfferRow } from './offers';
import { toGoldOrder } from './orders';

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

interface FinishFacts {
  offer: GoldOfferRow | null;
  tryAccount: { id: string; accountNumber: string; balance: bigint } | null;
  products: GoldProductRow[];
}

const HOUR_MS = 3_600_000;

/** An order's reference: ALT, the Istanbul-agnostic date of the order and 6 random hex digits. */
const referenceOf = (now: Date): string =>
  `ALT${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(3).toString('hex').toUpperCase()}`;

export const finishGoldSale: DecisionProduct<GoldFinish, FinishFacts> = {
  name: 'gold-sale',
  challenged: false,
  load: async (ctx, request) => {
    const { db } = ctx.deps;
    const offer = (await offerOf(db, ctx.decider.customerId, request.offerId)) ?? null;
    const [tryAccount] = offer?.tryAccountId
      ? await db
          .select({ id: accounts.id, accountNumber: accounts.accountNumber, balance: accounts.balance })
          .from(accounts)
          .where(
            and(
              eq(accounts.id, offer.tryAccountId),
              eq(accounts.customerId, ctx.decider.customerId),
              eq(accounts.currency, 'TRY'),
              eq(accounts.kind, 'Current'),
              isNull(accounts.closedAt),
            ),
          )
      : [];
    return { offer, tryAccount: tryAccount ?? null, products: await allProducts(db) };
  },
  plan: (ctx, _request, facts): ProductPlan => {
    const { now, deps, decider, language } = ctx;
    const offer = facts.offer ?? fail(MessageCode.GoldOfferNotFound);
    const refusal = offerRefusal(offer, now);
    if (refusal) fail(refusal);
    if (offer.status !== 'Authorized') fail(MessageCode.GoldPaymentNotConfirmed);
    const tryAccount = facts.tryAccount ?? fail(MessageCode.GoldAccountInvalid);
    if (tryAccount.balance < offer.total) fail(MessageCode.GoldInsufficientFunds);
    for (const line of offer.lines) {
      const product = facts.products.find((p) => p.id === line.productId);
      if (!product || product.stock < BigInt(line.quantity)) fail(MessageCode.GoldOutOfStock);
    }
    return {
      ledgerRefusals: {
        'ledger.insufficientFunds': MessageCode.GoldInsufficientFunds,
        'ledger.accountClosed': MessageCode.AccountClosed,
      },
      commit: () => {
        const chart = chartOf(deps.db);
        const orderId = randomUUID();
        const journalId = randomUUID();
        const fineGrams = totalFineGramsOf(offer.lines);
        const text = 'Fiziki altın satışı';
        const order: typeof goldOrders.$inferInsert = {
          id: orderId,
          customerId: decider.customerId,
          reference: referenceOf(now),
          offerId: offer.id,
          status: 'Ordered',
          delivery: offer.delivery,
          tryAccountId: tryAccount.id,
          total: offer.total,
          totalFineGrams: fineGrams,
          journalId,
          timeline: [{ status: 'Ordered', at: now.toISOString() }],
          nextStepAt: new Date(now.getTime() + deps.config.physicalGold.stepHours.prepared * HOUR_MS),
          createdAt: now,
          updatedAt: now,
        };
        const items = offer.lines.map((line) => ({
          id: randomUUID(),
          orderId,
          productId: line.productId,
          quantity: line.quantity,
          fineGrams: BigInt(line.fineGrams),
          unitPrice: BigInt(line.unitPrice),
        }));
        return {
          commit: {
            at: now,
            guards: [
              areaTransition(
                goldOffers,
                offer.id,
                ['Authorized'],
                { status: 'Completed', orderId, updatedAt: now },
                MessageCode.GoldOfferCompleted,
              ),
              ...offer.lines.map((line) =>
                takeGuard(goldProducts, 'stock', line.productId, BigInt(line.quantity), MessageCode.GoldOutOfStock),
              ),
            ],
            rows: [areaRow(goldOrders, order), ...items.map((item) => areaRow(goldOrderItems, item))],
            journal: {
              id: journalId,
              kind: 'GoldOrder',
              description: text,
              customerId: decider.customerId,
              createdAt: now,
              postings: [
                {
                  debit: tryAccount.id,
                  credit: chart.id('fxPosition', 'TRY'),
                  amount: offer.total,
                  currency: 'TRY',
                  code: 'fx_leg',
                  debitText: text,
                  creditText: text,
                },
                {
                  debit: chart.id('goldInventory', 'XAU'),
                  credit: chart.id('fxPosition', 'XAU'),
                  amount: fineGrams,
                  currency: 'XAU',
                  code: 'fx_leg',
                  debitText: text,
                  creditText: text,
                },
              ],
            },
          },
          outcome: success(
            ActionCode.GoldOrderPlaced,
            toGoldOrder(
              order as typeof goldOrders.$inferSelect,
              items,
              facts.products,
              tryAccount.accountNumber,
              language,
            ),
          ),
        };
      },
    };
  },
};

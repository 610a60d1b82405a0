/**
 * `/StandingOrder/Create` as a decision product (no code, as before): the load makes the checks the
 * creation always made (source account, receiver or biller, schedule, amount per run: planOrder) and
 * the commit inserts the order row through the engine (standing_orders is registered in
 * commit_tables, migration 0026). Wrapped with withApprovals (corporate/waiting-products.ts), a
 * corporate maker's order waits for approvals and the approval's commit inserts it, checked again at
 * the approval's clock (a first date no longer after that day refuses it, and the operation fails).
 */
import { randomUUID } from 'node:crypto';
import { ActionCode } from '../../../src/contract/action-codes';
import type { CreateStandingOrderRequest } from '../../../src/contract/standing-orders';
import { standingOrders } from '../../db/schema/payments';
import { billerOf, checkSubscriber } from '../bills/bills';
import type { DecisionProduct } from '../decisions/product';
import { success } from '../decisions/outcome';
import { areaRow } from '../ledger/commit';
import { newOrderDetail, planOrder, type OrderRow } from './orders';

export interface OrderCreationFacts {
  /** The checked order; its id and times are made again by the commit. */
  order: OrderRow;
}

export const standingOrderCreation: DecisionProduct<CreateStandingOrderRequest, OrderCreationFacts> = {
  name: 'standing-order-creation',
  challenged: false,
  load: async (ctx, request) => {
    const { db, config } = ctx.deps;
    const order = await planOrder({
      db,
      config,
      now: ctx.now,
      customerId: ctx.decider.customerId,
      language: ctx.language,
      request,
      checkBiller: async (code, subscriberNo) => {
        const biller = await billerOf(db, code);
        checkSubscriber(biller, subscriberNo);
        return { billerName: biller.name };
      },
    });
    return { order };
  },
  plan: (ctx, request, facts) => ({
    commit: () => {
      const row: OrderRow = { ...facts.order, id: randomUUID(), createdAt: ctx.now, updatedAt: ctx.now };
      return {
        commit: { at: ctx.now, rows: [areaRow(standingOrders, row)] },
        outcome: success(ActionCode.StandingOrderCreated, newOrderDetail(row, request.sourceAccountNumber)),
      };
    },
  }),
};

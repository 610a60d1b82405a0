/** /api/standingorder/*: standing orders (list, detail, schedule preview, create, update, pause, resume, cancel). */
import { Hono } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { IdParam } from '../../src/contract/api-route';
import {
  CreateStandingOrderSchema,
  ScheduleSchema,
  StandingOrderIdSchema,
  UpdateStandingOrderSchema,
} from '../../src/contract/standing-orders';
import { billerOf, checkSubscriber } from '../domain/bills/bills';
import {
  cancelOrder,
  insertOrder,
  listOrders,
  orderDetail,
  pauseOrder,
  planOrder,
  previewSchedule,
  resumeOrder,
  updateOrder,
} from '../domain/standing-orders/orders';
import type { AppEnv } from '../http/context';
import { respondChange } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const standingOrderRoutes = new Hono<AppEnv>();

standingOrderRoutes.get('/getorders', requireActive, async (c) => {
  const orders = await listOrders(c.var.deps.db, c.var.session!.customerId);
  return c.json(serviceSuccess({ orders }));
});

standingOrderRoutes.get('/getorder/:id', requireActive, async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  return c.json(serviceSuccess(await orderDetail(c.var.deps.db, c.var.session!.customerId, id, c.var.language)));
});

standingOrderRoutes.post('/previewschedule', requireActive, async (c) => {
  const schedule = await parseJsonBody(c, ScheduleSchema);
  return c.json(serviceSuccess({ dates: previewSchedule(schedule, c.var.deps.now()) }));
});

standingOrderRoutes.post('/create', requireActive, async (c) => {
  const request = await parseJsonBody(c, CreateStandingOrderSchema);
  const { db, config } = c.var.deps;
  const customerId = c.var.session!.customerId;
  // The checks read before the change's transaction (one connection on PGlite); their refusal is
  // thrown inside it, so it is the key's stored answer like any change's.
  const planned = await planOrder({
    db,
    config,
    now: c.var.deps.now(),
    customerId,
    language: c.var.language,
    request,
    checkBiller: async (code, subscriberNo) => {
      const biller = await billerOf(db, code);
      checkSubscriber(biller, subscriberNo);
      return { billerName: biller.name };
    },
  }).then(
    (row) => ({ row }),
    (error: unknown) => ({ error }),
  );
  return respondChange(c, 'standing-order', request, async (tx) => {
    if ('error' in planned) throw planned.error;
    const id = await insertOrder(tx, planned.row);
    return { actionCode: ActionCode.StandingOrderCreated, data: await orderDetail(tx, customerId, id, c.var.language) };
  });
});

standingOrderRoutes.post('/update', requireActive, async (c) => {
  const request = await parseJsonBody(c, UpdateStandingOrderSchema);
  const { config } = c.var.deps;
  const customerId = c.var.session!.customerId;
  return respondChange(c, 'standing-order', request, async (tx) => {
    await updateOrder(tx, { config, now: c.var.deps.now(), customerId, request });
    return {
      actionCode: ActionCode.StandingOrderUpdated,
      data: await orderDetail(tx, customerId, request.id, c.var.language),
    };
  });
});

const STATE_CHANGES = [
  ['/pause', pauseOrder, ActionCode.StandingOrderPaused],
  ['/resume', resumeOrder, ActionCode.StandingOrderResumed],
  ['/cancel', cancelOrder, ActionCode.StandingOrderCancelled],
] as const;

for (const [path, change, actionCode] of STATE_CHANGES)
  standingOrderRoutes.post(path, requireActive, async (c) => {
    const { id } = await parseJsonBody(c, StandingOrderIdSchema);
    const customerId = c.var.session!.customerId;
    return respondChange(c, 'standing-order', { id, path }, async (tx) => {
      await change(tx, customerId, id, c.var.deps.now());
      return { actionCode, data: await orderDetail(tx, customerId, id, c.var.language) };
    });
  });

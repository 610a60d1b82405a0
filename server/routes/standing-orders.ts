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
import { standingOrderWithApprovals } from '../domain/corporate/waiting-products';
import {
  cancelOrder,
  listOrders,
  orderDetail,
  pauseOrder,
  previewSchedule,
  resumeOrder,
  updateOrder,
} from '../domain/standing-orders/orders';
import type { AppEnv } from '../http/context';
import { respondChange, respondDecision } from '../http/decision';
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

// A decision (no code): a corporate maker's order that needs approvals waits (995) and is made when approved.
standingOrderRoutes.post('/create', requireActive, async (c) =>
  respondDecision(c, standingOrderWithApprovals, await parseJsonBody(c, CreateStandingOrderSchema)),
);

standingOrderRoutes.post('/update', requireActive, async (c) => {
  const request = await parseJsonBody(c, UpdateStandingOrderSchema);
  const { config } = c.var.deps;
  const customerId = c.var.session!.customerId;
  return respondChange(c, 'standing-order', request, async (tx) => {
    const forCompany = c.var.decider?.roles != null;
    await updateOrder(tx, { config, now: c.var.deps.now(), customerId, request, forCompany });
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

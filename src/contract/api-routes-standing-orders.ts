/** The route table's standing-order calls (issue 13); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import {
  CreateStandingOrderOutcomeSchema,
  CreateStandingOrderSchema,
  ScheduleDatesSchema,
  ScheduleSchema,
  StandingOrderDetailSchema,
  StandingOrderIdSchema,
  StandingOrderListSchema,
  UpdateStandingOrderSchema,
} from './standing-orders';

const TAG = 'Standing orders';

export const STANDING_ORDER_ROUTES: ApiRoute[] = [
  call({
    path: '/StandingOrder/GetOrders',
    name: 'getStandingOrders',
    tag: TAG,
    summary: 'The customer’s standing orders, newest first, every status.',
    data: StandingOrderListSchema,
  }),
  call({
    path: '/StandingOrder/GetOrder/{id}',
    name: 'getStandingOrder',
    tag: TAG,
    summary: 'One standing order with every run (date, result, reason, journal for the receipt) and its next dates.',
    params: { id: IdParam },
    data: StandingOrderDetailSchema,
  }),
  call({
    path: '/StandingOrder/PreviewSchedule',
    name: 'previewStandingOrderSchedule',
    tag: TAG,
    summary: 'The next 12 run dates of a schedule, refused as Create would refuse it; changes nothing.',
    body: ScheduleSchema,
    data: ScheduleDatesSchema,
  }),
  call({
    path: '/StandingOrder/Create',
    name: 'createStandingOrder',
    tag: TAG,
    summary:
      "Makes a transfer order (target checked now: IBAN, receiver, name) or an automatic bill payment; answers its detail. A corporate maker's order that needs approvals is stored to wait (995) and is made when approved.",
    body: CreateStandingOrderSchema,
    data: CreateStandingOrderOutcomeSchema,
    actionCodes: [ActionCode.StandingOrderCreated, ActionCode.CorporateOperationWaiting],
    idempotent: true,
  }),
  call({
    path: '/StandingOrder/Update',
    name: 'updateStandingOrder',
    tag: TAG,
    summary: 'Changes an open order’s amount, nickname, frequency or end (not its kind, source or target).',
    body: UpdateStandingOrderSchema,
    data: StandingOrderDetailSchema,
    actionCodes: [ActionCode.StandingOrderUpdated],
    idempotent: true,
  }),
  ...(
    [
      ['Pause', 'Pauses an active order: no run until it is resumed.', ActionCode.StandingOrderPaused],
      ['Resume', 'Resumes a paused order from the next date on or after today.', ActionCode.StandingOrderResumed],
      ['Cancel', 'Cancels an active or paused order for good.', ActionCode.StandingOrderCancelled],
    ] as const
  ).map(([name, summary, code]) =>
    call({
      path: `/StandingOrder/${name}`,
      name: `${name.toLowerCase()}StandingOrder`,
      tag: TAG,
      summary,
      body: StandingOrderIdSchema,
      data: StandingOrderDetailSchema,
      actionCodes: [code],
      idempotent: true,
    }),
  ),
];

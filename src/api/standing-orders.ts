import { queryOptions } from '@tanstack/react-query';
import {
  CreateStandingOrderOutcomeSchema,
  ScheduleDatesSchema,
  StandingOrderDetailSchema,
  StandingOrderListSchema,
  type CreateStandingOrderRequest,
  type Schedule,
  type UpdateStandingOrderRequest,
} from '../contract/standing-orders';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/** Standing orders: list, one with its runs, schedule preview, create, update, pause, resume, cancel. */
export const standingOrderKeys = {
  all: ['standingOrders'] as const,
  one: (id: string) => ['standingOrders', id] as const,
};

export const standingOrdersQueryOptions = () =>
  queryOptions({
    queryKey: standingOrderKeys.all,
    queryFn: () => serviceRequest('/StandingOrder/GetOrders', StandingOrderListSchema),
  });

export const standingOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: standingOrderKeys.one(id),
    queryFn: () => serviceRequest(`/StandingOrder/GetOrder/${encodeURIComponent(id)}`, StandingOrderDetailSchema),
  });

/** The next run dates of a schedule (refused as Create would refuse it). */
export const previewSchedule = (schedule: Schedule) =>
  serviceEnvelopeRequest('/StandingOrder/PreviewSchedule', ScheduleDatesSchema, { method: 'POST', body: schedule });

/** The new order, or (a corporate maker's order that needs approvals) the waiting operation (995). */
export const createStandingOrder = (body: CreateStandingOrderRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/StandingOrder/Create', CreateStandingOrderOutcomeSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const updateStandingOrder = (body: UpdateStandingOrderRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/StandingOrder/Update', StandingOrderDetailSchema, { method: 'POST', body, idempotencyKey });

export type StandingOrderAction = 'Pause' | 'Resume' | 'Cancel';

export const changeStandingOrder = (action: StandingOrderAction, id: string, idempotencyKey: string) =>
  serviceEnvelopeRequest(`/StandingOrder/${action}`, StandingOrderDetailSchema, {
    method: 'POST',
    body: { id },
    idempotencyKey,
  });

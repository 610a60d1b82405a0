import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  BillCategoryListSchema,
  BillerListSchema,
  BillPaymentReceiptSchema,
  OpenBillsSchema,
  PayBillsAnswerSchema,
  type PayBillsRequest,
  type QueryBillsRequest,
} from '../contract/bills';
import type { BillCategory } from '../contract/payments';
import { WaitingOperationSchema } from '../contract/waiting-operation';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/** What Pay answers: the approver info, the receipt, or a corporate maker's waiting operation (995, issue 17). */
export const PayBillsOutcomeSchema = v.union([PayBillsAnswerSchema, WaitingOperationSchema]);

export const billKeys = {
  all: ['bills'] as const,
  categories: () => [...billKeys.all, 'categories'] as const,
  institutions: (category: BillCategory) => [...billKeys.all, 'institutions', category] as const,
  open: (body: QueryBillsRequest) => [...billKeys.all, 'open', body] as const,
  payment: (id: string) => [...billKeys.all, 'payment', id] as const,
};

/** `GET /Bill/GetCategories`: the categories in the interface's language with their institution counts. */
export const billCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: billKeys.categories(),
    queryFn: () => serviceRequest('/Bill/GetCategories', BillCategoryListSchema),
    staleTime: 5 * 60_000,
  });

/** `GET /Bill/GetInstitutions/{category}`: the institutions with their subscriber number rules. */
export const billInstitutionsQueryOptions = (category: BillCategory) =>
  queryOptions({
    queryKey: billKeys.institutions(category),
    queryFn: () => serviceRequest(`/Bill/GetInstitutions/${encodeURIComponent(category)}`, BillerListSchema),
    staleTime: 5 * 60_000,
  });

/** `POST /Bill/QueryBills`: the subscriber's open bills (a refusal throws with the bank's message). */
export const openBillsQueryOptions = (body: QueryBillsRequest) =>
  queryOptions({
    queryKey: billKeys.open(body),
    queryFn: () => serviceRequest('/Bill/QueryBills', OpenBillsSchema, { method: 'POST', body }),
    retry: false,
    staleTime: 0,
  });

/**
 * `POST /Bill/Pay` under one Idempotency-Key: 201/202/203 with the approver info, then the receipt
 * (501), or (a corporate maker's payment that needs approvals) the waiting operation with 995.
 */
export const payBills = (request: PayBillsRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Bill/Pay', PayBillsOutcomeSchema, { method: 'POST', body: request, idempotencyKey });

/** `GET /Bill/GetPayment/{id}`: a bill payment's receipt (after a reload). */
export const billPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billKeys.payment(id),
    queryFn: () => serviceRequest(`/Bill/GetPayment/${encodeURIComponent(id)}`, BillPaymentReceiptSchema),
  });

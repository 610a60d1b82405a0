/** The route table's last-transactions calls (issue 13); api-routes.ts joins the tables. */
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import {
  LastTransactionDetailSchema,
  LastTransactionListSchema,
  LastTransactionsQuerySchema,
  RepeatTargetSchema,
} from './last-transactions';
import { ReceiptPdfSchema } from './transfers';

const id = { id: IdParam };

export const LAST_TRANSACTION_ROUTES: ApiRoute[] = [
  call({
    path: '/Payment/GetLastTransactions',
    name: 'getPaymentLastTransactions',
    tag: 'Last transactions',
    summary:
      'Every money movement of the caller across products, newest first: filters by Istanbul days (at most a year), kind and absolute amount; paged by `limit` and `cursor`.',
    query: LastTransactionsQuerySchema,
    data: LastTransactionListSchema,
  }),
  call({
    path: '/Payment/GetLastTransaction/{id}',
    name: 'getPaymentLastTransaction',
    tag: 'Last transactions',
    summary:
      'One movement by its journal id: status, its receipt’s fields, the postings on the caller’s accounts, the fee.',
    params: id,
    data: LastTransactionDetailSchema,
  }),
  call({
    path: '/Payment/GetReceiptPdf/{id}',
    name: 'getPaymentReceiptPdf',
    tag: 'Last transactions',
    summary: 'The receipt (dekont) of any money movement (its journal id) as a PDF, base64.',
    params: id,
    data: ReceiptPdfSchema,
  }),
  call({
    path: '/Transfer/GetRepeatTarget/{id}',
    name: 'getRepeatTarget',
    tag: 'Last transactions',
    summary: 'A transfer’s target, account, amount and description as it was sent, to fill its form again ("repeat").',
    params: id,
    data: RepeatTargetSchema,
  }),
];

/** The route table's bill payment calls; api-routes.ts joins the tables. */
import * as v from 'valibot';
import { ActionCode } from './action-codes';
import { WaitingOperationSchema } from './waiting-operation';
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import {
  BillCategoryListSchema,
  BillerListSchema,
  BillPaymentReceiptSchema,
  OpenBillsSchema,
  PayBillsAnswerSchema,
  PayBillsSchema,
  QueryBillsSchema,
} from './bills';
import { IssueKey } from './message-codes';
import { BILL_CATEGORIES } from './payments';

const CHALLENGES = [ActionCode.TransactionOtp, ActionCode.TransactionPush, ActionCode.TransactionEmail];

export const BILL_ROUTES: ApiRoute[] = [
  call({
    path: '/Bill/GetCategories',
    name: 'getBillCategories',
    tag: 'Bills',
    summary: 'The bill categories in the caller’s language, with how many institutions collect in each.',
    data: BillCategoryListSchema,
  }),
  call({
    path: '/Bill/GetInstitutions/{category}',
    name: 'getBillInstitutions',
    tag: 'Bills',
    summary: 'The institutions of a category, each with its subscriber number rule (pattern, check digit, label).',
    params: { category: v.picklist(BILL_CATEGORIES, IssueKey.Invalid) },
    data: BillerListSchema,
  }),
  call({
    path: '/Bill/QueryBills',
    name: 'queryBills',
    tag: 'Bills',
    summary: 'A subscriber’s open bills at an institution, oldest first (an empty list: nothing to pay).',
    body: QueryBillsSchema,
    data: OpenBillsSchema,
  }),
  call({
    path: '/Bill/Pay',
    name: 'payBills',
    tag: 'Bills',
    summary:
      'Pays the chosen open bills of one subscriber from a TRY account: first a challenge (201 SMS / 202 push / 203 e-mail), then with `otpReferenceKey` and `otpCode` the receipt (501). A bill is paid once.',
    body: PayBillsSchema,
    data: v.union([PayBillsAnswerSchema, WaitingOperationSchema]),
    actionCodes: [...CHALLENGES, ActionCode.BillPaid, ActionCode.CorporateOperationWaiting],
    idempotent: true,
  }),
  call({
    path: '/Bill/GetPayment/{id}',
    name: 'getBillPayment',
    tag: 'Bills',
    summary: 'The receipt of one of the caller’s bill payments.',
    params: { id: IdParam },
    data: BillPaymentReceiptSchema,
  }),
];

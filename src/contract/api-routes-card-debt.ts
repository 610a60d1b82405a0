/** The route table's card debt calls (issue 13); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import {
  CardDebtInfoSchema,
  CardDebtPaymentCardSchema,
  CardDebtQuerySchema,
  CardDebtReceiptSchema,
  PayCardDebtOutcomeSchema,
  PayCardDebtSchema,
  PayOwnCardSchema,
} from './card-debt';

const tag = 'Card debt';
const id = { id: IdParam };

export const CARD_DEBT_ROUTES: readonly ApiRoute[] = [
  call({
    path: '/CardDebt/Query',
    name: 'queryCardDebt',
    tag,
    summary:
      "A card's issuer (by its BIN) and masked holder; for a card of this bank its statement debt, minimum payment, due date and current debt.",
    body: CardDebtQuerySchema,
    data: CardDebtInfoSchema,
  }),
  call({
    path: '/CardDebt/Pay',
    name: 'payCardDebt',
    tag,
    summary:
      "Pays a card's debt from a TRY account: first a challenge (201 SMS / 202 push / 203 e-mail), then with `otpReferenceKey` and `otpCode` the receipt: 540 a card of this bank (credited at once), 541 another bank's over FAST/EFT, 542 an EFT waiting for the next window; a corporate maker's payment that needs approvals is stored to wait (995).",
    body: PayCardDebtSchema,
    data: PayCardDebtOutcomeSchema,
    actionCodes: [
      ActionCode.TransactionOtp,
      ActionCode.TransactionPush,
      ActionCode.TransactionEmail,
      ActionCode.CardDebtPaid,
      ActionCode.CardDebtPending,
      ActionCode.CardDebtScheduled,
      ActionCode.CorporateOperationWaiting,
    ],
    idempotent: true,
  }),
  call({
    path: '/CardDebt/PayOwnCard',
    name: 'payOwnCardDebt',
    tag,
    summary:
      "Pays one of the customer's own credit cards by its id from a TRY account: `PeriodDebt` (what is left of the last statement), `MinimumPayment` or `Other` with `amount`; first a challenge (201/202/203), then with the code the receipt (540). Refuses another customer's card, no debt, more than the debt and insufficient funds. A corporate maker's payment that needs approvals waits (995) with the amount it names.",
    body: PayOwnCardSchema,
    data: PayCardDebtOutcomeSchema,
    actionCodes: [
      ActionCode.TransactionOtp,
      ActionCode.TransactionPush,
      ActionCode.TransactionEmail,
      ActionCode.CardDebtPaid,
      ActionCode.CorporateOperationWaiting,
    ],
    idempotent: true,
  }),
  call({
    path: '/CardDebt/GetPayment/{id}',
    name: 'getCardDebtPayment',
    tag,
    summary: "One of the customer's card debt payments: its receipt.",
    params: id,
    data: CardDebtReceiptSchema,
  }),
  call({
    path: '/CardDebt/GetPaymentCard/{id}',
    name: 'getCardDebtPaymentCard',
    tag,
    summary: "The card number of one of the customer's card debt payments (encrypted), to pay it again.",
    params: id,
    data: CardDebtPaymentCardSchema,
  }),
];

/** The route table's card transactions call (issue 14); api-routes.ts joins the tables. */
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import { CardTransactionsQuerySchema, CardTransactionsSchema } from './card-transactions';

export const CARD_TRANSACTION_ROUTES: ApiRoute[] = [
  call({
    path: '/Card/GetTransactions/{cardId}',
    name: 'getCardTransactions',
    tag: 'Cards',
    summary:
      'A card’s lines, newest first, paged by `cursor`: a debit card’s recent ones; a credit card’s current period (`period=current`, the default: since its last cut-off, its virtual cards’ marked, installments as k/n, payments to the card, declined attempts with their reason) or every line (`period=all`); a virtual card’s own.',
    params: { cardId: IdParam },
    query: CardTransactionsQuerySchema,
    data: CardTransactionsSchema,
  }),
];

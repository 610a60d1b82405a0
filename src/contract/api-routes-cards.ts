/** The route table's card calls (issue 14); api-routes.ts joins the tables. */
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import { CardDetailSchema, CardListSchema } from './cards';

const TAG = 'Cards';

export const CARD_ROUTES: ApiRoute[] = [
  call({
    path: '/Card/GetCards',
    name: 'getCards',
    tag: TAG,
    summary: 'Every card of the customer (debit, credit, virtual), every status; numbers as BIN + last 4.',
    data: CardListSchema,
  }),
  call({
    path: '/Card/GetCard/{id}',
    name: 'getCard',
    tag: TAG,
    summary:
      'One card: status, limits and the bank’s maxima, permissions, a credit card’s debts, dates and virtual cards.',
    params: { id: IdParam },
    data: CardDetailSchema,
  }),
];

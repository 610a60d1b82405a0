/** The cards area's page paths (fixed by the area's plan; some are built by other parts of it). */
export const CARD_PATHS = {
  myCards: '/dashboard/cards',
  disabled: '/dashboard/cards/my_cards_disabled',
  debitDetail: '/dashboard/cards/card-detail',
  creditCards: '/dashboard/credit-cards',
  creditDetail: '/dashboard/credit-cards/credit-card-detail',
  debtPayment: '/dashboard/debt_payment',
  debitApplication: '/dashboard/card-application/debit-card-application',
  creditApplication: '/dashboard/card-application/credit-card-application',
  virtualCreate: '/dashboard/credit-cards/virtual-credit-card/create',
  virtualLimitUpdate: '/dashboard/credit-cards/virtual-credit-card/limit-update',
} as const;

/** A card's detail page by its kind: a debit card under my cards, a credit or virtual card under credit cards. */
export const detailPathOf = (kind: 'Debit' | 'Credit' | 'Virtual'): string =>
  kind === 'Debit' ? CARD_PATHS.debitDetail : CARD_PATHS.creditDetail;

/**
 * The counters the cards area keeps in `limit_usage` (the engine's `limit` guard raises them under the
 * card's holder): a card's daily spending per channel group, and a virtual card's spending in the
 * current statement period (its own limit inside its main card's). The period of a virtual card's
 * counter is its credit card's last cut-off date (`credit_cards.statement_date`), so a statement
 * starts it again.
 */

/** The daily limit a channel spends: ATM (cash, a credit card's cash advance), POS (chip, contactless) or online. */
export type DailyLimitKind = 'atm' | 'pos' | 'online';

export const dailyUsageCode = (cardId: string, kind: DailyLimitKind): string => `card-${kind}:${cardId}`;

export const virtualUsageCode = (cardId: string): string => `card-virtual:${cardId}`;

/**
 * The network's rules that need no lock: what kind of transaction a message is, what the card is
 * charged in TRY (another currency at the bank's selling rate plus the abroad margin), and the
 * first decline reason of the card's state and permissions. Limits and balances are checked by the
 * commit's guards and the ledger, under locks.
 */
import type { CardChannel, CardTransactionKind } from '../../../../src/contract/cards';
import type { NetworkCurrency } from '../../../../src/contract/cards-network';
import { MAX_INSTALLMENTS } from '../../../../src/contract/cards-network';
import { MessageCode } from '../../../../src/contract/message-codes';
import { parseAmount } from '../../../../src/contract/money';
import type { ServerConfig } from '../../../config';
import { priceQuote } from '../../fx/quotes';
import { istanbulDate } from '../../transfers/calendar';
import type { DailyLimitKind } from '../counters';
import type { NetworkCard } from './facts';

/** A purchase, a credit card's cash advance (an ATM), or a debit card's withdrawal (an ATM). */
export const transactionKindOf = (card: NetworkCard['card'], channel: CardChannel): CardTransactionKind =>
  channel === 'Atm' ? (card.kind === 'Debit' ? 'Withdrawal' : 'CashAdvance') : 'Purchase';

/** Which daily limit a channel spends. */
export const dailyKindOf = (channel: CardChannel): DailyLimitKind =>
  channel === 'Atm' ? 'atm' : channel === 'Online' ? 'online' : 'pos';

export const dailyLimitOf = (card: NetworkCard['card'], kind: DailyLimitKind): bigint =>
  kind === 'atm' ? card.dailyAtmLimit : kind === 'online' ? card.dailyOnlineLimit : card.dailyPosLimit;

export const DAILY_REFUSAL: Record<DailyLimitKind, string> = {
  atm: MessageCode.CardNetworkDailyAtmLimit,
  pos: MessageCode.CardNetworkDailyPosLimit,
  online: MessageCode.CardNetworkDailyOnlineLimit,
};

/** A decimal rate ("0.015") as numerator / denominator. */
const rateParts = (rate: string): [bigint, bigint] => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return [BigInt(whole + fraction), 10n ** BigInt(fraction.length)];
};

export interface Charge {
  /** What the card is charged, TRY minor units. */
  amount: bigint;
  /** What the terminal asked when it was not TRY. */
  original: { amount: bigint; currency: NetworkCurrency } | null;
}

/** TRY as asked; another currency at the bank's selling rate (the customer pays the ceiling) plus the abroad margin. */
export const chargeOf = (config: ServerConfig, amount: bigint, currency: NetworkCurrency): Charge => {
  if (currency === 'TRY') return { amount, original: null };
  const selling = priceQuote(config, {
    sourceCurrency: 'TRY',
    targetCurrency: currency,
    amount,
    amountCurrency: currency,
  }).sourceMinor;
  const [num, den] = rateParts(config.cards.abroadMargin);
  const withMargin = (selling * (den + num) + den - 1n) / den;
  return { amount: withMargin, original: { amount, currency } };
};

export interface Attempt {
  channel: CardChannel;
  abroad: boolean;
  installments: number;
  pinEntered: boolean;
}

/** Whether the card's expiry month has passed on the bank's (Istanbul) date. */
export const isExpired = (card: NetworkCard['card'], now: Date): boolean => {
  const [year, month] = istanbulDate(now).split('-').map(Number) as [number, number];
  return card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < month);
};

/** The first reason the card's state or permissions decline the attempt, or null. */
export const declineOf = (
  facts: NetworkCard,
  attempt: Attempt,
  charged: bigint,
  config: ServerConfig,
  now: Date,
): string | null => {
  const { card } = facts;
  const { channel, abroad } = attempt;
  if (card.status !== 'Active') return MessageCode.CardNetworkNotActive;
  if (card.kind === 'Virtual' && facts.parentStatus !== null && facts.parentStatus !== 'Active')
    return MessageCode.CardNetworkNotActive;
  if (facts.credit?.closedAt) return MessageCode.CardNetworkNotActive;
  if (isExpired(card, now)) return MessageCode.CardNetworkExpired;
  if (card.kind === 'Virtual' && channel !== 'Online') return MessageCode.CardNetworkVirtualOnlineOnly;
  if (channel === 'Online' && !card.onlineEnabled) return MessageCode.CardNetworkOnlineClosed;
  if (channel === 'Contactless' && !card.contactlessEnabled) return MessageCode.CardNetworkContactlessClosed;
  if (abroad && channel === 'Atm' && !card.atmAbroadEnabled) return MessageCode.CardNetworkAtmAbroadClosed;
  if (abroad && channel !== 'Atm' && !card.abroadEnabled) return MessageCode.CardNetworkAbroadClosed;
  if (
    channel === 'Contactless' &&
    !attempt.pinEntered &&
    charged > parseAmount(config.cards.contactlessNoPinLimit, 'TRY')!
  )
    return MessageCode.CardNetworkPinRequired;
  if (
    attempt.installments !== 1 &&
    (card.kind === 'Debit' || abroad || channel === 'Atm' || attempt.installments > MAX_INSTALLMENTS)
  )
    return MessageCode.CardNetworkInstallmentsNotAllowed;
  return null;
};

/** A credit transaction's installments: the parts sum exactly, the first takes the remainder kuruş. */
export const splitInstallments = (amount: bigint, count: number): bigint[] => {
  const n = BigInt(count);
  const part = amount / n;
  return Array.from({ length: count }, (_, i) => (i === 0 ? amount - part * (n - 1n) : part));
};

/** Texts of the card network's declines and refusals, and its SMS (spread into server/domain/common/texts.ts). */
import type { Language } from '../../../../src/contract/headers';
import { MessageCode } from '../../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const CARD_NETWORK_TEXTS: Record<string, Texts> = {
  [MessageCode.CardNetworkNotActive]: {
    tur: 'Kart kullanıma kapalı (dondurulmuş, bloke, iptal veya kapalı).',
    eng: 'The card is not in use (frozen, blocked, cancelled or closed).',
  },
  [MessageCode.CardNetworkExpired]: { tur: 'Kartın son kullanma tarihi geçmiş.', eng: 'The card has expired.' },
  [MessageCode.CardNetworkOnlineClosed]: {
    tur: 'Kart internet alışverişine kapalı.',
    eng: 'The card is closed to online shopping.',
  },
  [MessageCode.CardNetworkContactlessClosed]: {
    tur: 'Kart temassız kullanıma kapalı.',
    eng: 'The card is closed to contactless use.',
  },
  [MessageCode.CardNetworkAbroadClosed]: {
    tur: 'Kart yurt dışı kullanıma kapalı.',
    eng: 'The card is closed to use abroad.',
  },
  [MessageCode.CardNetworkAtmAbroadClosed]: {
    tur: 'Kart yurt dışı ATM kullanımına kapalı.',
    eng: 'The card is closed to ATMs abroad.',
  },
  [MessageCode.CardNetworkDailyAtmLimit]: {
    tur: 'Kartın günlük ATM limiti aşıldı.',
    eng: 'The card’s daily ATM limit is exceeded.',
  },
  [MessageCode.CardNetworkDailyPosLimit]: {
    tur: 'Kartın günlük alışveriş limiti aşıldı.',
    eng: 'The card’s daily purchase limit is exceeded.',
  },
  [MessageCode.CardNetworkDailyOnlineLimit]: {
    tur: 'Kartın günlük internet alışverişi limiti aşıldı.',
    eng: 'The card’s daily online limit is exceeded.',
  },
  [MessageCode.CardNetworkInsufficientFunds]: {
    tur: 'Kartın bağlı hesabında yeterli bakiye yok.',
    eng: 'The card’s account has insufficient funds.',
  },
  [MessageCode.CardNetworkCreditLimit]: {
    tur: 'Kredi kartı limiti yetersiz.',
    eng: 'The credit card limit is exceeded.',
  },
  [MessageCode.CardNetworkVirtualLimit]: {
    tur: 'Sanal kartın limiti yetersiz.',
    eng: 'The virtual card’s limit is exceeded.',
  },
  [MessageCode.CardNetworkVirtualOnlineOnly]: {
    tur: 'Sanal kart yalnızca internet alışverişinde kullanılabilir.',
    eng: 'A virtual card can only be used online.',
  },
  [MessageCode.CardNetworkInstallmentsNotAllowed]: {
    tur: 'Bu işlemde taksit yapılamaz (yalnızca yurt içi kredi kartı alışverişinde, en çok 12 taksit).',
    eng: 'Installments are not allowed here (domestic credit card purchases only, at most 12).',
  },
  [MessageCode.CardNetworkPinRequired]: {
    tur: 'Temassız limit üzerindeki işlemde şifre gerekli.',
    eng: 'A PIN is required above the contactless limit.',
  },
  [MessageCode.CardNetworkReferenceReused]: {
    tur: 'Bu ağ referansı bu kartta başka bir işlem için kullanıldı.',
    eng: 'This network reference was used for another transaction on this card.',
  },
  [MessageCode.CardNetworkRefundNotFound]: {
    tur: 'İade edilecek onaylı alışveriş bulunamadı.',
    eng: 'No approved purchase to refund was found.',
  },
  [MessageCode.CardNetworkRefundOverPurchase]: {
    tur: 'İadeler alışveriş tutarını geçemez.',
    eng: 'Refunds cannot exceed the purchase amount.',
  },
};

/** The SMS of an approved card transaction: the card only as BIN + last 4. */
export const cardTransactionSms = (
  language: Language,
  p: { masked: string; merchant: string; amount: string; kind: 'spend' | 'refund' },
): string =>
  language === 'tur'
    ? p.kind === 'refund'
      ? `${p.masked} kartınıza ${p.merchant} iadesi: ${p.amount}. Emanet`
      : `${p.masked} kartınızla ${p.merchant} işlemi: ${p.amount}. Emanet`
    : p.kind === 'refund'
      ? `Refund from ${p.merchant} to your card ${p.masked}: ${p.amount}. Emanet`
      : `Your card ${p.masked} was used at ${p.merchant}: ${p.amount}. Emanet`;

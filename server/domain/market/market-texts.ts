/** Texts of the currency and precious metals area: its refusals (spread into server/domain/common/texts.ts). */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const MARKET_TEXTS: Record<string, Texts> = {
  [MessageCode.MarketClosed]: {
    tur: 'Bu ürün şu anda işlem saatleri dışında. İşlem saatleri fiyat listesinde yazılıdır (İstanbul saati).',
    eng: 'This instrument is outside its trading hours now. The price list shows its trading hours (Istanbul time).',
  },
  [MessageCode.MarketAmountInvalid]: {
    tur: 'Tutar geçerli değil: sıfırdan büyük olmalı; döviz en çok 2, maden gramı en çok 4 ondalık basamak alır.',
    eng: 'The amount is not valid: it must be above zero, with at most 2 decimals for a currency and 4 for grams of metal.',
  },
  [MessageCode.MarketAmountBelowMinimum]: {
    tur: 'Tutar bu ürünün en küçük işlem tutarının altında.',
    eng: 'The amount is below the smallest trade of this instrument.',
  },
  [MessageCode.MarketQuoteNotFound]: { tur: 'Fiyat teklifi bulunamadı.', eng: 'The price quote was not found.' },
  [MessageCode.MarketQuoteExpired]: {
    tur: 'Fiyat teklifinin süresi doldu. Lütfen yeni fiyat alın.',
    eng: 'The price quote has expired. Please get a new price.',
  },
  [MessageCode.MarketQuoteUsed]: {
    tur: 'Bu fiyat teklifi zaten kullanıldı. Lütfen yeni fiyat alın.',
    eng: 'This price quote was already used. Please get a new price.',
  },
  [MessageCode.MarketQuoteMismatch]: {
    tur: 'Fiyat teklifi bu işlemin ürünü, yönü ve tutarıyla uyuşmuyor.',
    eng: 'The price quote does not match the instrument, side and amount of this trade.',
  },
  [MessageCode.MarketAccountInvalid]: {
    tur: 'İşlem yalnızca açık bir TL vadesiz hesabınızla yapılabilir.',
    eng: 'Trades use one of your open TRY current accounts.',
  },
  [MessageCode.MarketInsufficientFunds]: {
    tur: 'TL hesabınızın bakiyesi tutar ve vergi için yetersiz.',
    eng: 'Your TRY account does not cover the amount and the tax.',
  },
  [MessageCode.MarketBeyondHolding]: {
    tur: 'Satmak istediğiniz miktar hesabınızdaki bakiyeden fazla.',
    eng: 'You cannot sell more than your account holds.',
  },
  [MessageCode.MarketTradeNotFound]: { tur: 'İşlem bulunamadı.', eng: 'The trade was not found.' },
};

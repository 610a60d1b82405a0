/** Texts of the physical gold area: its refusals (spread into server/domain/common/texts.ts). */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const GOLD_TEXTS: Record<string, Texts> = {
  [MessageCode.GoldProductNotFound]: { tur: 'Ürün bulunamadı.', eng: 'The product was not found.' },
  [MessageCode.GoldOutOfStock]: {
    tur: 'Sepetteki bir ürünün stoğu yetersiz. Lütfen adedi azaltın veya başka bir ürün seçin.',
    eng: 'There is not enough stock of a product in your basket. Please lower the quantity or choose another product.',
  },
  [MessageCode.GoldOfferNotFound]: { tur: 'Sipariş özeti bulunamadı.', eng: 'The order summary was not found.' },
  [MessageCode.GoldPriceHoldExpired]: {
    tur: 'Fiyatın geçerlilik süresi doldu. Lütfen güncel fiyatla tekrar deneyin.',
    eng: 'The price is no longer held. Please try again at the current price.',
  },
  [MessageCode.GoldPaymentNotConfirmed]: {
    tur: 'Ödeme henüz onaylanmadı. Lütfen ödeme sayfasında hesabınızı seçip onaylayın.',
    eng: 'The payment is not confirmed yet. Please choose your account on the payment page and confirm.',
  },
  [MessageCode.GoldPaymentCancelled]: {
    tur: 'Ödeme iptal edildi; hiçbir tutar çekilmedi ve ürün ayrılmadı.',
    eng: 'The payment was cancelled; nothing was charged and nothing was reserved.',
  },
  [MessageCode.GoldOfferCompleted]: {
    tur: 'Bu sipariş zaten tamamlandı.',
    eng: 'This order has already been completed.',
  },
  [MessageCode.GoldAccountInvalid]: {
    tur: 'Ödeme yalnızca açık bir TL vadesiz hesabınızdan yapılabilir.',
    eng: 'The payment can only be made from an open TRY current account of yours.',
  },
  [MessageCode.GoldInsufficientFunds]: {
    tur: 'Seçtiğiniz hesabın bakiyesi sipariş tutarını karşılamıyor.',
    eng: 'The balance of the chosen account does not cover the order total.',
  },
  [MessageCode.GoldOrderNotFound]: { tur: 'Sipariş bulunamadı.', eng: 'The order was not found.' },
  [MessageCode.GoldOrderMoved]: { tur: 'Sipariş zaten ilerledi.', eng: 'The order has already moved on.' },
  [MessageCode.GoldAddressNotFound]: {
    tur: 'Teslimat adresi bulunamadı.',
    eng: 'The delivery address was not found.',
  },
  [MessageCode.GoldBranchNotFound]: { tur: 'Şube bulunamadı.', eng: 'The branch was not found.' },
  [MessageCode.GoldCountryNotServed]: {
    tur: 'Bu ülkeye fiziki altın teslimatı yapılmıyor.',
    eng: 'Physical gold is not delivered to this country.',
  },
  [MessageCode.GoldCityUnknown]: {
    tur: 'Şehir bu ülkenin şehir listesinde yok.',
    eng: 'The city is not on the list of this country.',
  },
};

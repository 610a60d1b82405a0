/** Texts of the transfer refusals (spread into server/domain/common/texts.ts). */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const TRANSFER_TEXTS: Record<string, Texts> = {
  [MessageCode.TransferAmountInvalid]: {
    tur: 'Tutar sıfırdan büyük olmalıdır.',
    eng: 'The amount must be greater than zero.',
  },
  [MessageCode.TransferAmountTooPrecise]: {
    tur: 'Tutar bu para birimi için çok fazla ondalık basamak içeriyor (TL, USD, EUR için en fazla 2).',
    eng: 'The amount has too many decimals for this currency (at most 2 for TRY, USD and EUR).',
  },
  [MessageCode.TransferInsufficientFunds]: {
    tur: 'Hesabınızın kullanılabilir bakiyesi bu tutar ve işlem ücreti için yeterli değil.',
    eng: 'The available balance of your account does not cover the amount and the fee.',
  },
  [MessageCode.TransferSameAccount]: {
    tur: 'Gönderen ve alıcı hesap aynı olamaz.',
    eng: 'The sending and receiving accounts cannot be the same.',
  },
  [MessageCode.TransferCurrencyMismatch]: {
    tur: 'Para birimleri bu işlem için uygun değil. Başka bankalara yalnızca TL gönderilebilir; havalede iki hesabın para birimi aynı olmalıdır.',
    eng: 'The currencies do not fit this transfer. Only TRY can be sent to other banks; a remittance needs both accounts in the same currency.',
  },
  [MessageCode.TransferIbanInvalid]: {
    tur: 'IBAN geçerli değil. Lütfen TR ile başlayan 26 karakterlik IBAN’ı kontrol edin.',
    eng: 'The IBAN is not valid. Please check the 26-character IBAN starting with TR.',
  },
  [MessageCode.TransferCardInvalid]: {
    tur: 'Kart numarası geçerli değil veya bu kartın bankası bilinmiyor.',
    eng: 'The card number is not valid, or the card’s bank is unknown.',
  },
  [MessageCode.TransferReceiverNotFound]: {
    tur: 'Alıcı hesap bulunamadı. Lütfen bilgileri kontrol edin.',
    eng: 'The receiving account was not found. Please check the details.',
  },
  [MessageCode.TransferReceiverNameMismatch]: {
    tur: 'Alıcı adı, hesap sahibinin adıyla uyuşmuyor.',
    eng: 'The receiver’s name does not match the account holder’s name.',
  },
  [MessageCode.TransferOwnAccountExpected]: {
    tur: 'Bu işlem yalnızca size ait açık bir hesapla yapılabilir.',
    eng: 'This can only be done with an open account of your own.',
  },
  [MessageCode.TransferFastLimitExceeded]: {
    tur: 'Tutar, FAST işlem başı limitini aşıyor. Daha düşük bir tutar girin veya IBAN’a EFT ile gönderin.',
    eng: 'The amount is over the FAST per-transaction limit. Enter a lower amount or send it to the IBAN by EFT.',
  },
  [MessageCode.TransferDailyLimitExceeded]: {
    tur: 'Bu işlemle günlük para transferi limitiniz aşılıyor.',
    eng: 'This transfer would go over your daily transfer limit.',
  },
  [MessageCode.TransferEftClosed]: {
    tur: 'EFT saatleri dışındasınız. İşleminiz bir sonraki EFT saatinde gerçekleşecek; onaylıyorsanız lütfen işlemi tekrar onaylayın.',
    eng: 'EFT is closed now. The transfer will be made in the next EFT window; confirm again if you accept that.',
  },
  [MessageCode.TransferQuoteRequired]: {
    tur: 'Döviz işlemi için güncel kur gerekiyor. Lütfen işlemi yeniden özetleyin.',
    eng: 'A current exchange rate is needed for this conversion. Please review the transfer again.',
  },
  [MessageCode.TransferQuoteExpired]: {
    tur: 'Kurun geçerlilik süresi doldu. Lütfen yeni kur ile işlemi tekrar onaylayın.',
    eng: 'The exchange rate has expired. Please confirm again at a new rate.',
  },
  [MessageCode.TransferWalletUnknown]: {
    tur: 'Seçtiğiniz ödeme kuruluşu bilinmiyor.',
    eng: 'The payment wallet you chose is not known.',
  },
  [MessageCode.TransferNotFound]: { tur: 'İşlem bulunamadı.', eng: 'The transfer was not found.' },
  [MessageCode.TransferCompleted]: { tur: 'İşleminiz gerçekleşti.', eng: 'Your transfer is complete.' },
  [MessageCode.SecurePaymentNotHeld]: {
    tur: 'Bu güvenli ödeme artık bekletilmiyor; serbest bırakılamaz veya iptal edilemez.',
    eng: 'This secure payment is no longer held, so it cannot be released or cancelled.',
  },
  [MessageCode.TransferSellerIdentityInvalid]: {
    tur: 'Satıcının T.C. kimlik veya vergi numarası geçerli değil.',
    eng: 'The seller’s identity or tax number is not valid.',
  },
};

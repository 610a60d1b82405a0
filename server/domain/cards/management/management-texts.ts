/**
 * Card management's texts in both languages: its refusals (spread into CARD_TEXTS' neighbours in
 * server/domain/common/texts.ts), what each code message confirms, the SMS notice after a change
 * (the card as BIN + last 4 only) and the notices an answer carries.
 */
import type { CardChange } from '../../../../src/contract/cards-management';
import type { Language } from '../../../../src/contract/headers';
import { MessageCode } from '../../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const MANAGEMENT_TEXTS: Record<string, Texts> = {
  [MessageCode.CardNotChangeable]: {
    tur: 'Kartınız bloke, iptal edilmiş veya kapalı olduğu için bu işlem yapılamaz.',
    eng: 'This card is blocked, cancelled or closed, so it cannot be changed.',
  },
  [MessageCode.CardAlreadyFrozen]: {
    tur: 'Kartınız zaten geçici olarak kapalı.',
    eng: 'The card is already frozen.',
  },
  [MessageCode.CardNotFrozen]: {
    tur: 'Kartınız geçici olarak kapalı değil.',
    eng: 'The card is not frozen.',
  },
  [MessageCode.CardChangeNotForVirtual]: {
    tur: 'Bu işlem sanal kartlar için yapılamaz; sanal kartta yalnızca geçici kapatma, kart adı ve iptal yapılabilir.',
    eng: 'This change is not for virtual cards; a virtual card can only be frozen, named or cancelled.',
  },
  [MessageCode.CardPinFormat]: {
    tur: 'Kart şifresi 4 rakamdan oluşmalıdır.',
    eng: 'The card PIN must be 4 digits.',
  },
  [MessageCode.CardPinMismatch]: {
    tur: 'Girdiğiniz iki şifre aynı değil.',
    eng: 'The two PINs you typed are not the same.',
  },
  [MessageCode.CardPinRepeated]: {
    tur: 'Şifre aynı rakamın tekrarı olamaz (ör. 1111).',
    eng: 'The PIN cannot be one digit repeated (e.g. 1111).',
  },
  [MessageCode.CardPinSequential]: {
    tur: 'Şifre artan veya azalan ardışık rakamlardan oluşamaz (ör. 1234, 9876).',
    eng: 'The PIN cannot be a run of digits up or down (e.g. 1234, 9876).',
  },
  [MessageCode.CardPinBirthDate]: {
    tur: 'Şifre doğum yılınız veya doğum gününüz olamaz.',
    eng: 'The PIN cannot be your birth year or birthday.',
  },
  [MessageCode.CardPinCommon]: {
    tur: 'Bu şifre kolay tahmin edilebilir olduğu için BDDK düzenlemesi gereği kullanılamaz (ör. 1453, 1903, 1923).',
    eng: 'This PIN is easy to guess, so BDDK rules do not allow it (e.g. 1453, 1903, 1923).',
  },
  [MessageCode.CardPinSameAsCurrent]: {
    tur: 'Yeni şifre mevcut şifrenizle aynı olamaz.',
    eng: 'The new PIN cannot be the same as the current one.',
  },
  [MessageCode.CardAtmAbroadNeedsAbroad]: {
    tur: 'Yurt dışı ATM kullanımı için önce yurt dışı kullanımını açın.',
    eng: 'Open use abroad to allow ATMs abroad.',
  },
  [MessageCode.CardAccountInvalid]: {
    tur: 'Kart yalnızca size ait açık bir TL vadesiz hesaba bağlanabilir.',
    eng: 'The card can only be linked to an open TRY current account of yours.',
  },
  [MessageCode.CardAccountUnchanged]: {
    tur: 'Kart zaten bu hesaba bağlı.',
    eng: 'The card is already linked to this account.',
  },
  [MessageCode.CardLimitInvalid]: {
    tur: 'Limitler sıfırdan büyük ve en çok iki ondalıklı olmalıdır.',
    eng: 'Limits must be above zero with at most two decimals.',
  },
  [MessageCode.CardAtmLimitAboveMaximum]: {
    tur: 'Günlük ATM limiti bankanın bu kart için izin verdiği en yüksek tutarı aşıyor.',
    eng: 'The daily ATM limit is above the most the bank allows for this card.',
  },
  [MessageCode.CardPosLimitAboveMaximum]: {
    tur: 'Günlük alışveriş (POS) limiti bankanın bu kart için izin verdiği en yüksek tutarı aşıyor.',
    eng: 'The daily POS limit is above the most the bank allows for this card.',
  },
  [MessageCode.CardOnlineLimitAboveMaximum]: {
    tur: 'Günlük internet alışverişi limiti bankanın bu kart için izin verdiği en yüksek tutarı aşıyor.',
    eng: 'The daily online limit is above the most the bank allows for this card.',
  },
  [MessageCode.CardDeliveryAddressRequired]: {
    tur: 'Yeni kartın gönderileceği adresi yazın.',
    eng: 'Enter the address the new card is sent to.',
  },
  [MessageCode.CardRenewalOpen]: {
    tur: 'Bu kart için süren bir yenileme başvurunuz var.',
    eng: 'There is already a renewal under way for this card.',
  },
  [MessageCode.CardChanged]: {
    tur: 'Kartınız bu arada değişti; lütfen sayfayı yenileyip tekrar deneyin.',
    eng: 'The card changed in the meantime; refresh the page and try again.',
  },
};

/** What the code message confirms, per change. */
export const OPERATION_TEXTS: Record<CardChange, Texts> = {
  ChangePin: { tur: 'kart şifresi değişikliği', eng: 'card PIN change' },
  SetPermissions: { tur: 'kart kullanım izinleri değişikliği', eng: 'card permissions change' },
  SetAccount: { tur: 'kart hesabı değişikliği', eng: 'card account change' },
  SetLimits: { tur: 'kart limitleri değişikliği', eng: 'card limits change' },
  Freeze: { tur: 'kartı geçici kapatma', eng: 'card freeze' },
  Unfreeze: { tur: 'kartı yeniden açma', eng: 'card unfreeze' },
  SetNickname: { tur: 'kart adı değişikliği', eng: 'card name change' },
  SetNotifications: { tur: 'kart bildirim ayarı', eng: 'card notification setting' },
  Cancel: { tur: 'kart iptali', eng: 'card cancellation' },
  ReportLostStolen: { tur: 'kayıp/çalıntı kart bildirimi', eng: 'lost or stolen card report' },
  Renew: { tur: 'kart yenileme', eng: 'card renewal' },
};

/** The SMS after a change: "Emanet: 979215******1234 numaralı kartınızın şifresi değiştirildi…". */
export const noticeSms = (language: Language, change: CardChange, maskedCard: string): string => {
  const what = OPERATION_TEXTS[change][language];
  return language === 'tur'
    ? `Emanet: ${maskedCard} numaralı kartınız için ${what} işlemi yapıldı. Bu işlemi siz yapmadıysanız hemen 0850 000 00 00'ı arayın.`
    : `Emanet: the ${what} of your card ${maskedCard} is done. If it was not you, call 0850 000 00 00 now.`;
};

/** 5464 art. 12: the holder's liability for misuse in the 24 hours before the notice. */
export const liabilityNotice = (language: Language): string =>
  language === 'tur'
    ? 'Kartınız hemen bloke edildi. Bildirimden önceki 24 saat içinde kartınızla yapılan yetkisiz işlemlerden sorumluluğunuz, ağır ihmal veya kast olmadıkça 150 TL ile sınırlıdır (5464 sayılı Kanun, md. 12). Bildirimden sonraki işlemlerden sorumlu değilsiniz.'
    : 'Your card is blocked now. Your liability for unauthorised use in the 24 hours before this notice is capped at 150 TL unless there was gross negligence or intent (Law 5464, art. 12). You are not liable for use after the notice.';

/** A credit card cancelled with a debt: the debt stays and is paid as before. */
export const debtStaysNotice = (language: Language, debt: string): string =>
  language === 'tur'
    ? `Kartınız iptal edildi. ${debt} borcunuz kartın hesabında kalır; ekstre ve son ödeme tarihleri değişmeden devam eder.`
    : `Your card is cancelled. The debt of ${debt} stays on the card's account; statements and due dates go on as before.`;

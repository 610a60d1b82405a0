/** Texts of open banking (issue 16, the bank as HHS): refusals (spread into common/texts.ts) and notices. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const OPEN_BANKING_TEXTS: Record<string, Texts> = {
  [MessageCode.ConsentNotFound]: {
    tur: 'Açık bankacılık izni bulunamadı.',
    eng: 'The open banking consent was not found.',
  },
  [MessageCode.ConsentNotAwaiting]: {
    tur: 'Bu izin talebi artık onay beklemiyor (süresi dolmuş ya da karara bağlanmış olabilir). Uygulamadan yeni bir talep başlatın.',
    eng: 'This consent request is no longer awaiting approval (it may have timed out or been decided). Start a new request from the app.',
  },
  [MessageCode.ConsentAccountsInvalid]: {
    tur: 'Seçilen hesaplar bu izin için kullanılamaz. Açık hesaplarınızdan seçin (ödemede tek bir TL hesabı).',
    eng: 'The chosen accounts cannot be used for this consent. Choose among your open accounts (one TRY account for a payment).',
  },
  [MessageCode.ConsentNotRevocable]: {
    tur: 'Bu izin iptal edilemez (tek seferlik ödeme izinleri ya da sonlanmış izinler).',
    eng: 'This consent cannot be revoked (single payments and ended consents).',
  },
  [MessageCode.OhvpsUnauthorized]: {
    tur: 'Yetkisiz istek: istemci bilgileri ya da erişim belirteci geçersiz.',
    eng: 'Unauthorised: the client credentials or the access token are not valid.',
  },
  [MessageCode.OhvpsInvalidRequest]: {
    tur: 'İzin talebi geçersiz (izin türleri ya da tarihler kurallara uymuyor).',
    eng: 'The consent request is not valid (its permissions or dates break the rules).',
  },
  [MessageCode.OhvpsCustomerUnknown]: { tur: 'Müşteri bulunamadı.', eng: 'The customer was not found.' },
  [MessageCode.OhvpsAccountNotConsented]: {
    tur: 'Bu hesap için izin verilmedi.',
    eng: 'The customer did not consent to this account.',
  },
  [MessageCode.OhvpsPermissionMissing]: {
    tur: 'İzin bu bilgiyi kapsamıyor.',
    eng: 'The consent does not cover this information.',
  },
};

/** The SMS after a revocation. */
export const revokedSms = (language: Language, providerName: string): string =>
  language === 'tur'
    ? `${providerName} için verdiğiniz açık bankacılık izni iptal edildi. Bu uygulama artık hesap bilgilerinize erişemez.`
    : `Your open banking consent for ${providerName} was revoked. The app can no longer reach your account information.`;

export const OPERATION = {
  approve: { tur: 'Açık bankacılık izni onayı', eng: 'Open banking consent approval' },
  refuse: { tur: 'Açık bankacılık izni reddi', eng: 'Open banking consent refusal' },
  payment: { tur: 'Açık bankacılık ödeme onayı', eng: 'Open banking payment approval' },
  revoke: { tur: 'Açık bankacılık izni iptali', eng: 'Open banking consent revocation' },
};

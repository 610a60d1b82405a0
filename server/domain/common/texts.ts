/**
 * Server texts in Turkish and English, by message code. Participation-banking words:
 * kâr payı (profit share), never "faiz".
 */
import { IssueKey, MessageCode } from '../../../src/contract/message-codes';
import type { Language } from '../../../src/contract/headers';
import { BILL_TEXTS } from '../bills/bill-texts';
import { CARD_TEXTS } from '../cards/card-texts';
import { MANAGEMENT_TEXTS } from '../cards/management/management-texts';
import { APPS_TEXTS } from '../cards/apps-texts';
import { CARD_NETWORK_TEXTS } from '../cards/network/network-texts';
import { CARD_STATEMENT_TEXTS } from '../cards/statements/statement-texts';
import { FINANCING_TEXTS } from '../financing/financing-texts';
import { MARKET_TEXTS } from '../market/market-texts';
import { GOLD_TEXTS } from '../physical-gold/gold-texts';
import { CC_TEXTS } from '../callcenter/cc-texts';
import { CC_TRANSFER_TEXTS } from '../callcenter-transfers/cc-transfer-texts';
import { CONTACT_TEXTS } from '../contact/contact-texts';
import { CORPORATE_ACCESS_TEXTS } from '../corporate/access-texts';
import { CORPORATE_ADMIN_TEXTS } from '../corporate/admin-texts';
import { DOCUMENT_TEXTS } from '../documents/document-texts';
import { SETTINGS_TEXTS } from '../settings/settings-texts';
import { OPEN_BANKING_TEXTS } from '../open-banking/ob-texts';
import { OTHER_BANK_TEXTS } from '../other-banks/other-bank-texts';
import { STANDING_ORDER_TEXTS } from '../standing-orders/order-texts';
import { TRANSFER_TEXTS } from '../transfers/transfer-texts';

type Texts = Record<Language, string>;

const TEXTS: Record<string, Texts> = {
  ...TRANSFER_TEXTS,
  ...BILL_TEXTS,
  ...STANDING_ORDER_TEXTS,
  ...CARD_TEXTS,
  ...MANAGEMENT_TEXTS,
  ...APPS_TEXTS,
  ...CARD_NETWORK_TEXTS,
  ...CARD_STATEMENT_TEXTS,
  ...MARKET_TEXTS,
  ...GOLD_TEXTS,
  ...FINANCING_TEXTS,
  ...CONTACT_TEXTS,
  ...CORPORATE_ACCESS_TEXTS,
  ...CC_TEXTS,
  ...CC_TRANSFER_TEXTS,
  ...DOCUMENT_TEXTS,
  ...SETTINGS_TEXTS,
  ...OPEN_BANKING_TEXTS,
  ...OTHER_BANK_TEXTS,
  ...CORPORATE_ADMIN_TEXTS,
  [MessageCode.Unexpected]: {
    tur: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
    eng: 'An unexpected error occurred. Please try again.',
  },
  [MessageCode.InvalidCredentials]: {
    tur: 'Kimlik numaranız veya şifreniz hatalı.',
    eng: 'Your identity number or password is incorrect.',
  },
  [MessageCode.SessionInvalid]: {
    tur: 'Oturumunuz geçerli değil. Lütfen tekrar giriş yapın.',
    eng: 'Your session is not valid. Please sign in again.',
  },
  [MessageCode.SessionEnded]: {
    tur: 'Oturumunuz sona erdi. Güvenliğiniz için lütfen tekrar giriş yapın.',
    eng: 'Your session has ended. For your security, please sign in again.',
  },
  [MessageCode.AuthorizationMissing]: {
    tur: 'Yetkilendirme bilgileri eksik.',
    eng: 'Authorization headers are missing.',
  },
  [MessageCode.OtpInvalid]: { tur: 'Girdiğiniz SMS şifresi hatalı.', eng: 'The SMS code you entered is incorrect.' },
  [MessageCode.OtpExpired]: {
    tur: 'SMS şifresinin süresi doldu veya artık geçerli değil. Lütfen yeni şifre isteyin.',
    eng: 'The SMS code has expired or is no longer valid. Please request a new one.',
  },
  [MessageCode.OtpRequired]: { tur: 'SMS şifresi gerekli.', eng: 'The SMS code is required.' },
  [MessageCode.StepNotAllowed]: {
    tur: 'Bu işlem giriş adımınızda yapılamaz.',
    eng: 'This action is not available at your current sign-in step.',
  },
  [MessageCode.ValidationFailed]: { tur: 'İstek geçersiz.', eng: 'The request is not valid.' },
  [MessageCode.NotFound]: { tur: 'İstenen kaynak bulunamadı.', eng: 'The requested resource was not found.' },
  [MessageCode.Forbidden]: { tur: 'Bu işlem için yetkiniz yok.', eng: 'You are not allowed to do this.' },
  [MessageCode.RateLimited]: {
    tur: 'Çok fazla istek gönderildi. Lütfen biraz bekleyin.',
    eng: 'Too many requests. Please wait a moment.',
  },
  [MessageCode.AgentTokenInvalid]: { tur: 'Temsilci anahtarı geçersiz.', eng: 'The agent token is not valid.' },
  'request.malformedJson': { tur: 'İstek gövdesi geçerli JSON değil.', eng: 'The request body is not valid JSON.' },
  'request.tooLarge': { tur: 'İstek gövdesi çok büyük.', eng: 'The request body is too large.' },
  'push.notFound': { tur: 'Onay bekleyen bildirim bulunamadı.', eng: 'No pending notification was found.' },
  [MessageCode.PushPending]: { tur: 'Bildirim onayınız bekleniyor.', eng: 'Waiting for your approval on the phone.' },
  [MessageCode.PushExpired]: {
    tur: 'Bildirim onay süresi doldu. Lütfen tekrar giriş yapın.',
    eng: 'The approval time has run out. Please sign in again.',
  },
  [MessageCode.CaptchaRequired]: {
    tur: 'Güvenliğiniz için lütfen resimdeki karakterleri girin.',
    eng: 'For your security, please enter the characters in the image.',
  },
  [MessageCode.CaptchaInvalid]: {
    tur: 'Güvenlik kodu hatalı veya süresi doldu. Lütfen yeni kodu girin.',
    eng: 'The security code is wrong or has expired. Please enter the new code.',
  },
  [MessageCode.AccountLocked]: {
    tur: 'Çok sayıda hatalı deneme nedeniyle girişiniz güvenliğiniz için geçici olarak durduruldu. {minutes} dakika sonra tekrar deneyebilir ya da "Şifremi unuttum" ile yeni şifre alabilirsiniz.',
    eng: 'After too many failed attempts, sign-in is paused for your security. Try again in {minutes} minutes, or get a new password with "Forgot password".',
  },
  [MessageCode.PasswordRulesNotMet]: {
    tur: 'Yeni şifreniz şifre kurallarının tümüne uymalıdır.',
    eng: 'Your new password must meet every password rule.',
  },
  [MessageCode.PasswordMismatch]: { tur: 'Şifreler birbiriyle aynı değil.', eng: 'The passwords do not match.' },
  [MessageCode.PasswordReused]: {
    tur: 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.',
    eng: 'Your new password must differ from your current one.',
  },
  [MessageCode.PasswordContainsIdentity]: {
    tur: 'Şifreniz T.C. kimlik numaranızı içermemelidir.',
    eng: 'Your password must not contain your identity number.',
  },
  [MessageCode.SecurityImageInvalid]: {
    tur: 'Lütfen listedeki güvenlik resimlerinden birini seçin.',
    eng: 'Please choose one of the security images in the list.',
  },
  [MessageCode.SecurityKeyInvalid]: {
    tur: 'Güvenlik anahtarı hatalı veya kullanılamaz.',
    eng: 'The security key is wrong or cannot be used.',
  },
  [MessageCode.SecurityKeyMismatch]: {
    tur: 'Güvenlik anahtarları birbiriyle aynı değil.',
    eng: 'The security keys do not match.',
  },
  [MessageCode.WorkgroupInvalid]: {
    tur: 'Lütfen size tanımlı çalışma gruplarından birini seçin.',
    eng: 'Please choose one of the workgroups assigned to you.',
  },
  [MessageCode.FlowInvalid]: {
    tur: 'İşleminize devam edilemiyor. Lütfen bilgilerinizi kontrol ederek baştan başlayın.',
    eng: 'We cannot continue this request. Please check your details and start again.',
  },
  'flow.noSecurityKey': {
    tur: 'Tanımlı bir güvenlik anahtarınız bulunmadığından şifrenizi buradan yenileyemiyoruz. Lütfen bir şubemize uğrayın veya müşteri iletişim merkezimizi arayın.',
    eng: 'You have no security key, so your password cannot be renewed here. Please visit one of our branches or call our contact centre.',
  },
  [MessageCode.PasswordChanged]: {
    tur: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
    eng: 'Your password has been changed. You can sign in with your new password.',
  },
  [MessageCode.EmailTokenInvalid]: {
    tur: 'Doğrulama bağlantısı geçersiz, kullanılmış veya süresi dolmuş.',
    eng: 'The verification link is invalid, already used or expired.',
  },
  [MessageCode.EmailVerified]: {
    tur: 'E-posta adresiniz doğrulandı. Teşekkür ederiz.',
    eng: 'Your e-mail address has been verified. Thank you.',
  },
  [MessageCode.SignatureMissing]: {
    tur: 'İstek imzası eksik. Lütfen tekrar giriş yapın.',
    eng: 'The request signature is missing. Please sign in again.',
  },
  [MessageCode.SignatureInvalid]: {
    tur: 'İstek imzası doğrulanamadı. Lütfen tekrar giriş yapın.',
    eng: 'The request signature could not be verified. Please sign in again.',
  },
  [MessageCode.SignatureExpired]: {
    tur: 'İsteğin zamanı geçersiz. Cihazınızın saatini kontrol edip tekrar giriş yapın.',
    eng: 'The request time is out of range. Check your device clock and sign in again.',
  },
  [MessageCode.SignatureReplayed]: {
    tur: 'Bu istek daha önce gönderildi.',
    eng: 'This request has already been sent.',
  },
  [MessageCode.ClientKeyInvalid]: {
    tur: 'Güvenli bağlantı anahtarı geçersiz. Lütfen sayfayı yenileyin.',
    eng: 'The secure connection key is not valid. Please reload the page.',
  },
  [MessageCode.SensitiveFieldPlain]: {
    tur: 'Gizli bilgiler şifrelenmeden gönderilemez.',
    eng: 'Sensitive data cannot be sent without encryption.',
  },
  [MessageCode.SensitiveFieldUndecryptable]: {
    tur: 'Şifreli bilgi çözülemedi. Lütfen tekrar deneyin.',
    eng: 'The encrypted data could not be read. Please try again.',
  },
  [MessageCode.IdempotencyKeyMissing]: {
    tur: 'İşlem anahtarı eksik veya geçersiz. Lütfen işlemi yeniden başlatın.',
    eng: 'The operation key is missing or not valid. Please start the operation again.',
  },
  [MessageCode.IdempotencyConflict]: {
    tur: 'Bu işlem anahtarı farklı bir işlem için kullanıldı. Lütfen işlemi yeniden başlatın.',
    eng: 'This operation key was used for a different operation. Please start the operation again.',
  },
  [MessageCode.AccountNotFound]: { tur: 'Hesap bulunamadı.', eng: 'The account was not found.' },
  [MessageCode.AccountClosed]: { tur: 'Bu hesap kapalı.', eng: 'This account is closed.' },
  [MessageCode.AccountBalanceNotZero]: {
    tur: 'Hesabı kapatabilmek için bakiyesinin sıfır olması gerekir.',
    eng: 'An account can only be closed when its balance is zero.',
  },
  [MessageCode.AccountLastCurrent]: {
    tur: 'Açık kalan tek TL özel cari hesabınız kapatılamaz.',
    eng: 'Your only open TRY current account cannot be closed.',
  },
  [MessageCode.AccountProductInvalid]: {
    tur: 'Seçtiğiniz hesap türü, vade, havuz ve döviz cinsi birlikte açılamıyor.',
    eng: 'The account type, term, pool and currency you chose cannot be opened together.',
  },
  [MessageCode.AccountOpeningBelowMinimum]: {
    tur: 'Tutar, bu hesap için en düşük açılış tutarının altında.',
    eng: 'The amount is below the smallest opening amount of this account.',
  },
  [MessageCode.EasyAddressInvalid]: {
    tur: 'Kolay adres değeri seçtiğiniz türe uygun değil.',
    eng: 'The easy address value does not fit the type you chose.',
  },
  [MessageCode.EasyAddressTaken]: {
    tur: 'Bu kolay adres zaten bir hesaba tanımlı.',
    eng: 'This easy address is already linked to an account.',
  },
  [MessageCode.EasyAddressLimit]: {
    tur: 'Bir hesaba en fazla 5 kolay adres tanımlanabilir.',
    eng: 'An account can have at most 5 easy addresses.',
  },
  [MessageCode.EasyAddressNotOwn]: {
    tur: 'Kolay adres olarak yalnızca size ait, bankamızda kayıtlı bilgilerinizi tanımlayabilirsiniz.',
    eng: 'You can only use your own details registered with the bank as an easy address.',
  },
  [MessageCode.EasyAddressNotFound]: { tur: 'Kolay adres bulunamadı.', eng: 'The easy address was not found.' },
  [MessageCode.RegisteredTransactionNameTaken]: {
    tur: 'Bu adla kayıtlı bir işleminiz zaten var.',
    eng: 'You already have a registered transaction with this name.',
  },
  [MessageCode.RegisteredTransactionNotFound]: {
    tur: 'Kayıtlı işlem bulunamadı.',
    eng: 'The registered transaction was not found.',
  },
  [MessageCode.RegisteredTransactionNotSavable]: {
    tur: 'Bu işlem kaydedilemez: kendi hesaplarınız ve güvenli ödemeler alıcı olarak kaydedilmez.',
    eng: 'This cannot be saved: your own accounts and secure payments are not saved as recipients.',
  },
  [MessageCode.SavedPaymentNotFound]: { tur: 'Kayıtlı ödeme bulunamadı.', eng: 'The saved payment was not found.' },
  [MessageCode.SavedPaymentNicknameTaken]: {
    tur: 'Bu adla kayıtlı bir ödemeniz zaten var; başka bir ad seçin.',
    eng: 'You already have a saved payment with this name; choose another name.',
  },
  [MessageCode.CardDebtCardInvalid]: {
    tur: 'Kart numarası geçersiz; 16 haneyi kontrol edin.',
    eng: 'The card number is not valid; check the 16 digits.',
  },
  [MessageCode.CardDebtBankUnknown]: {
    tur: 'Bu kartı veren banka bulunamadı.',
    eng: 'The bank that issued this card could not be found.',
  },
  [MessageCode.CardDebtCardClosed]: { tur: 'Bu kart kapatılmış.', eng: 'This card has been closed.' },
  [MessageCode.CardDebtNoDebt]: { tur: 'Bu kartın borcu bulunmuyor.', eng: 'This card has no debt.' },
  [MessageCode.CardDebtAmountInvalid]: {
    tur: 'Tutar sıfırdan büyük olmalıdır.',
    eng: 'The amount must be greater than zero.',
  },
  [MessageCode.CardDebtAmountTooPrecise]: {
    tur: 'Tutar en fazla iki ondalık basamak içerebilir.',
    eng: 'The amount can have at most two decimal places.',
  },
  [MessageCode.CardDebtOverDebt]: {
    tur: 'Tutar kartın güncel borcundan fazla olamaz.',
    eng: "The amount cannot be more than the card's current debt.",
  },
  [MessageCode.CardDebtInsufficientFunds]: {
    tur: 'Hesabınızın bakiyesi bu ödeme için yetersiz.',
    eng: 'Your account balance is not enough for this payment.',
  },
  [MessageCode.CardDebtAccountInvalid]: {
    tur: 'Kart borcu yalnızca açık bir TL hesabınızdan ödenebilir.',
    eng: 'A card debt can only be paid from one of your open TRY accounts.',
  },
  [MessageCode.CardDebtPaymentNotFound]: {
    tur: 'Kart borcu ödemesi bulunamadı.',
    eng: 'The card debt payment was not found.',
  },
  [IssueKey.Required]: { tur: 'Bu alan zorunludur.', eng: 'This field is required.' },
  [IssueKey.TcknInvalid]: {
    tur: 'Geçerli bir T.C. kimlik numarası girin.',
    eng: 'Enter a valid Turkish identity number.',
  },
  [IssueKey.PasswordRequired]: { tur: 'Şifrenizi girin.', eng: 'Enter your password.' },
  [IssueKey.PasswordTooLong]: { tur: 'Şifre çok uzun.', eng: 'The password is too long.' },
  [IssueKey.OtpFormat]: { tur: 'SMS şifresi 6 rakamdan oluşur.', eng: 'The SMS code has 6 digits.' },
  [IssueKey.TooLong]: { tur: 'Bu alan çok uzun.', eng: 'This field is too long.' },
  [IssueKey.AmountOverCardDebt]: {
    tur: 'Tutar kartın güncel borcundan fazla.',
    eng: "The amount is more than the card's current debt.",
  },
  [IssueKey.SecurityKeyFormat]: {
    tur: 'Güvenlik anahtarı 6 ile 20 arasında harf veya rakamdan oluşmalıdır.',
    eng: 'The security key must be 6 to 20 letters or digits.',
  },
  [IssueKey.Invalid]: { tur: 'Bu alanın değeri geçersiz.', eng: 'This value is not valid.' },
  [IssueKey.TextInvalidCharacters]: {
    tur: 'Bu alanda kullanılamayan karakterler var (kontrol karakteri veya bozuk karakter).',
    eng: 'This field contains characters that cannot be used (a control character or a broken character).',
  },
  [IssueKey.DateRangeReversed]: {
    tur: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    eng: 'The end date cannot be before the start date.',
  },
  [IssueKey.DateRangeTooLong]: {
    tur: 'Tarih aralığı en fazla bir yıl olabilir.',
    eng: 'The date range can be at most one year.',
  },
  [IssueKey.AmountRangeReversed]: {
    tur: 'En yüksek tutar en düşük tutardan küçük olamaz.',
    eng: 'The maximum amount cannot be less than the minimum amount.',
  },
  [MessageCode.LastTransactionNotFound]: { tur: 'İşlem bulunamadı.', eng: 'The transaction was not found.' },
};

/** Every code the server has a text for (transfers' included): the codes an answer may carry. */
export const TEXT_CODES: readonly string[] = Object.keys(TEXTS);

/** The text of a code in a language; unknown codes read as the generic validation text. */
export const textFor = (code: string, language: Language): string =>
  (TEXTS[code] ?? TEXTS[MessageCode.ValidationFailed]!)[language];

const SMS: Record<string, Texts> = {
  login: {
    tur: 'Emanet internet şubesi giriş şifreniz: {code}. Bu şifre yalnızca girişiniz içindir; bankamız dahil kimseyle paylaşmayın.',
    eng: 'Your Emanet internet banking sign-in code: {code}. It is only for signing in; never share it, not even with the bank.',
  },
  'password-renewal': {
    tur: 'Emanet şifre yenileme kodunuz: {code}. Bu kod yalnızca şifre yenileme içindir; bankamız dahil kimseyle paylaşmayın.',
    eng: 'Your Emanet password renewal code: {code}. It is only for renewing your password; never share it, not even with the bank.',
  },
  'email-verification': {
    tur: 'Emanet internet şubesi: e-posta adresinizi doğrulamak için 24 saat içinde bu bağlantıyı açın: {code} Bu isteği siz yapmadıysanız e-postayı dikkate almayın.',
    eng: 'Emanet internet banking: open this link within 24 hours to verify your e-mail address: {code} If you did not ask for this, ignore this e-mail.',
  },
  'login-push': {
    tur: 'Emanet internet şubesine giriş isteği. Siz değilseniz onaylamayın ve bankanızı arayın.',
    eng: 'A sign-in request to Emanet internet banking. If it was not you, do not approve it and call the bank.',
  },
};

/** The SMS or push text for a purpose, naming what the code authorizes. */
export const outboxText = (purpose: string, language: Language, code = ''): string =>
  (SMS[purpose] ?? SMS.login!)[language].replace('{code}', code);

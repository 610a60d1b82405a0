/**
 * Server texts in Turkish and English, by message code. Participation-banking words:
 * kâr payı (profit share), never "faiz".
 */
import { IssueKey, MessageCode } from '../../src/contract/message-codes';
import type { Language } from '../../src/contract/headers';

type Texts = Record<Language, string>;

const TEXTS: Record<string, Texts> = {
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
  [IssueKey.Required]: { tur: 'Bu alan zorunludur.', eng: 'This field is required.' },
  [IssueKey.TcknInvalid]: {
    tur: 'Geçerli bir T.C. kimlik numarası girin.',
    eng: 'Enter a valid Turkish identity number.',
  },
  [IssueKey.PasswordRequired]: { tur: 'Şifrenizi girin.', eng: 'Enter your password.' },
  [IssueKey.PasswordTooLong]: { tur: 'Şifre çok uzun.', eng: 'The password is too long.' },
  [IssueKey.OtpFormat]: { tur: 'SMS şifresi 6 rakamdan oluşur.', eng: 'The SMS code has 6 digits.' },
  [IssueKey.TooLong]: { tur: 'Bu alan çok uzun.', eng: 'This field is too long.' },
};

/** The text of a code in a language; unknown codes read as the generic validation text. */
export const textFor = (code: string, language: Language): string =>
  (TEXTS[code] ?? TEXTS[MessageCode.ValidationFailed]!)[language];

const SMS: Record<string, Texts> = {
  login: {
    tur: 'Emanet internet şubesi giriş şifreniz: {code}. Bu şifre yalnızca girişiniz içindir; bankamız dahil kimseyle paylaşmayın.',
    eng: 'Your Emanet internet banking sign-in code: {code}. It is only for signing in; never share it, not even with the bank.',
  },
  'login-push': {
    tur: 'Emanet internet şubesine giriş isteği. Siz değilseniz onaylamayın ve bankanızı arayın.',
    eng: 'A sign-in request to Emanet internet banking. If it was not you, do not approve it and call the bank.',
  },
};

/** The SMS or push text for a purpose, naming what the code authorizes. */
export const outboxText = (purpose: string, language: Language, code = ''): string =>
  (SMS[purpose] ?? SMS.login!)[language].replace('{code}', code);

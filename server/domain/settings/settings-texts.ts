/** Texts of the settings area (issue 16): refusals (spread into server/domain/common/texts.ts) and notices. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const SETTINGS_TEXTS: Record<string, Texts> = {
  [MessageCode.CurrentPasswordWrong]: {
    tur: 'Mevcut şifreniz hatalı. Art arda hatalı girişler, girişlerdeki gibi sayılır ve hesabınızı kilitler.',
    eng: 'Your current password is wrong. Wrong tries count like failed sign-ins and lock your access.',
  },
  [MessageCode.PasswordChangeLocked]: {
    tur: 'Çok sayıda hatalı şifre girildi. Güvenliğiniz için şifre değişikliği ve yeni girişler bir süre kilitlendi; daha sonra tekrar deneyin.',
    eng: 'Too many wrong passwords. For your security, changing the password and signing in are locked for a while; try again later.',
  },
  [MessageCode.DeviceNotFound]: { tur: 'Cihaz bulunamadı.', eng: 'The device was not found.' },
  [MessageCode.ContactUnchanged]: {
    tur: 'Bu bilgi zaten kayıtlı olanla aynı.',
    eng: 'This is already the one on file.',
  },
  [MessageCode.IpRestrictionNotFound]: { tur: 'IP kısıtı bulunamadı.', eng: 'The IP restriction was not found.' },
  [MessageCode.IpRestrictionExists]: {
    tur: 'Bu adres aralığı zaten tanımlı.',
    eng: 'This address range is already allowed.',
  },
  [MessageCode.IpRestrictionsFull]: {
    tur: 'En fazla 10 IP kısıtı tanımlanabilir.',
    eng: 'At most 10 IP restrictions can be set.',
  },
  [MessageCode.IpLockout]: {
    tur: 'Bu değişiklikten sonra şu anki adresinizden giriş yapamazsınız. Devam etmek için uyarıyı onaylayın.',
    eng: 'After this change you cannot sign in from your current address. Confirm the warning to go on.',
  },
  [MessageCode.IpNotAllowed]: {
    tur: 'Bu IP adresinden girişe izin vermediniz. Tanımlı adreslerinizden birinden giriş yapın veya bankanızı arayın.',
    eng: 'You have not allowed sign-ins from this IP address. Sign in from one of your allowed addresses or call the bank.',
  },
  [MessageCode.ContactInUse]: {
    tur: 'Bu telefon numarası başka bir müşterimize kayıtlı.',
    eng: 'This phone number is registered to another customer.',
  },
};

const when = (at: Date, language: Language): string =>
  at.toLocaleString(language === 'tur' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/** The notice of a sign-in from a device the customer had not used before. */
export const newDeviceNotice = (language: Language, device: string | null, at: Date): string => {
  const name = device ?? (language === 'tur' ? 'bilinmeyen cihaz' : 'an unknown device');
  return language === 'tur'
    ? `Emanet: ${when(at, language)} tarihinde yeni bir cihazdan (${name}) internet şubenize giriş yapıldı. Siz değilseniz şifrenizi değiştirin ve bankanızı arayın.`
    : `Emanet: a sign-in to your internet banking from a new device (${name}) on ${when(at, language)}. If it was not you, change your password and call the bank.`;
};

/** The notice after a credential changed. */
export const credentialNotice = (
  language: Language,
  kind: 'password' | 'phone' | 'email' | 'security-image' | 'security-key',
): string => {
  const what = {
    password: { tur: 'internet şubesi şifreniz', eng: 'your internet banking password' },
    phone: { tur: 'cep telefonu numaranız', eng: 'your mobile number' },
    email: { tur: 'e-posta adresiniz', eng: 'your e-mail address' },
    'security-image': { tur: 'güvenlik resminiz', eng: 'your security image' },
    'security-key': { tur: 'güvenlik anahtarınız', eng: 'your security key' },
  }[kind][language];
  return language === 'tur'
    ? `Emanet: ${what} değiştirildi. Bu işlemi siz yapmadıysanız hemen bankanızı arayın.`
    : `Emanet: ${what} was changed. If it was not you, call the bank at once.`;
};

/** The code sent to a new phone or e-mail. */
export const contactCodeText = (language: Language, kind: 'phone' | 'email', code: string): string =>
  language === 'tur'
    ? `Emanet: ${kind === 'phone' ? 'yeni cep telefonu numaranızı' : 'yeni e-posta adresinizi'} doğrulama kodunuz ${code}. Kimseyle paylaşmayın.`
    : `Emanet: your code to verify your new ${kind === 'phone' ? 'mobile number' : 'e-mail address'} is ${code}. Never share it.`;

/** What a code confirms (the decision's SMS). */
export const OPERATION = {
  password: { tur: 'şifre değişikliği', eng: 'password change' },
  'security-image': { tur: 'güvenlik resmi değişikliği', eng: 'security image change' },
  'security-key': { tur: 'güvenlik anahtarı değişikliği', eng: 'security key change' },
} as const;

/**
 * The sandbox's outside world for transfers: real Turkish banks by EFT code, a few accounts,
 * KOLAS aliases, cards and payment-wallet accounts at them, and easy addresses of the demo
 * customers. IBANs and card numbers are computed (mod 97, Luhn) so every one is valid.
 * docs/api.md and the README list what a tester can type.
 */
import { buildTrIban } from '../../../src/contract/iban';
import type { EasyAddressType } from '../../../src/contract/easy-addresses';
import { withLuhn } from '../../../src/contract/card-number';

export const BANKS: readonly { code: string; name: string }[] = [
  { code: '00010', name: 'T.C. Ziraat Bankası' },
  { code: '00012', name: 'Türkiye Halk Bankası' },
  { code: '00015', name: 'Türkiye Vakıflar Bankası' },
  { code: '00032', name: 'Türk Ekonomi Bankası' },
  { code: '00046', name: 'Akbank' },
  { code: '00062', name: 'Türkiye Garanti Bankası' },
  { code: '00064', name: 'Türkiye İş Bankası' },
  { code: '00067', name: 'Yapı ve Kredi Bankası' },
  { code: '00099', name: 'ING Bank' },
  { code: '00111', name: 'QNB Bank' },
  { code: '00134', name: 'Denizbank' },
  { code: '00203', name: 'Albaraka Türk Katılım Bankası' },
  { code: '00205', name: 'Kuveyt Türk Katılım Bankası' },
  { code: '00206', name: 'Türkiye Finans Katılım Bankası' },
  { code: '00209', name: 'Ziraat Katılım Bankası' },
  { code: '00210', name: 'Vakıf Katılım Bankası' },
  { code: '00211', name: 'Türkiye Emlak Katılım Bankası' },
];

/** The IBAN's 16-character account part at another bank: 5 digits of branch, 11 of account number. */
export const externalIban = (bankCode: string, branchCode: string, accountNumber: string): string =>
  buildTrIban(bankCode, branchCode.padStart(5, '0') + accountNumber.padStart(11, '0'));

export const EXTERNAL_ACCOUNTS = [
  { key: 'yildiz', bankCode: '00010', branchCode: '1234', accountNumber: '56789012', holderName: 'Mehmet Yıldız' },
  { key: 'sahin', bankCode: '00062', branchCode: '401', accountNumber: '6299145', holderName: 'Elif Şahin' },
  { key: 'ozturk', bankCode: '00064', branchCode: '1042', accountNumber: '331877', holderName: 'Can Öztürk' },
  { key: 'arslan', bankCode: '00046', branchCode: '155', accountNumber: '8801234', holderName: 'Zehra Arslan' },
  { key: 'koc', bankCode: '00205', branchCode: '12', accountNumber: '98765', holderName: 'Hatice Koç' },
  { key: 'aydin', bankCode: '00067', branchCode: '680', accountNumber: '44556677', holderName: 'Deniz Aydın' },
  {
    key: 'kaya',
    bankCode: '00015',
    branchCode: '321',
    accountNumber: '1002003',
    holderName: 'Kaya Otomotiv Ltd. Şti.',
  },
] as const;

export const EXTERNAL_ALIASES: readonly { type: EasyAddressType; value: string; account: string }[] = [
  { type: 'PhoneNumber', value: '+905551112233', account: 'sahin' },
  { type: 'Email', value: 'can.ozturk@example.com', account: 'ozturk' },
  { type: 'TaxNumber', value: '4540536920', account: 'kaya' },
  { type: 'IdentityNumber', value: '19090909018', account: 'yildiz' },
];

export const CARD_BINS = [
  { bin: '435508', bankCode: '00046', brand: 'Visa' },
  { bin: '540669', bankCode: '00062', brand: 'Mastercard' },
  { bin: '454671', bankCode: '00064', brand: 'Visa' },
  { bin: '450803', bankCode: '00067', brand: 'Visa' },
  { bin: '979280', bankCode: '00010', brand: 'Troy' },
] as const;

export const EXTERNAL_CARDS = [
  { cardNumber: withLuhn('435508123456789'), holderName: 'Zehra Arslan' },
  { cardNumber: withLuhn('540669987654321'), holderName: 'Elif Şahin' },
  { cardNumber: withLuhn('979280555000111'), holderName: 'Mehmet Yıldız' },
];

export const PAYMENT_WALLETS = [
  { code: 'PAPARA', name: 'Papara' },
  { code: 'ININAL', name: 'ininal' },
  { code: 'TOSLA', name: 'Tosla' },
  { code: 'PARAM', name: 'Param' },
] as const;

export const WALLET_ACCOUNTS = [
  { walletCode: 'PAPARA', walletNumber: '1234567890', holderName: 'Burak Aksoy' },
  { walletCode: 'ININAL', walletNumber: '5001234567890', holderName: 'Selin Kurt' },
] as const;

/**
 * Easy addresses of a demo customer of this bank (the push user, so the retail customer can send to
 * him by alias), by the account number they point to. The retail customer starts with none: she
 * links her own on the easy-address screen.
 */
export const DEMO_EASY_ADDRESSES: readonly { type: EasyAddressType; value: string; accountNumber: string }[] = [
  { type: 'PhoneNumber', value: '+905351111110', accountNumber: '1111111-1' },
  { type: 'IdentityNumber', value: '11111111110', accountNumber: '1111111-1' },
];

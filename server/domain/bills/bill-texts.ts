/** Texts of the bill payment refusals (spread into server/domain/common/texts.ts) and the category names. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import type { BillCategory } from '../../../src/contract/payments';

type Texts = Record<Language, string>;

export const BILL_TEXTS: Record<string, Texts> = {
  [MessageCode.BillBillerUnknown]: {
    tur: 'Seçtiğiniz kurum bulunamadı.',
    eng: 'The institution you chose was not found.',
  },
  [MessageCode.BillSubscriberInvalid]: {
    tur: 'Abone numarası bu kurumun kuralına uymuyor. Lütfen faturanızdaki numarayı kontrol edin.',
    eng: 'The subscriber number does not fit this institution’s rule. Please check the number on your bill.',
  },
  [MessageCode.BillNoneChosen]: {
    tur: 'Ödemek için en az bir fatura seçin.',
    eng: 'Choose at least one bill to pay.',
  },
  [MessageCode.BillNotOpen]: {
    tur: 'Seçtiğiniz fatura bu aboneye ait ödenmemiş bir fatura değil. Lütfen faturaları yeniden sorgulayın.',
    eng: 'A bill you chose is not an unpaid bill of this subscriber. Please query the bills again.',
  },
  [MessageCode.BillAlreadyPaid]: {
    tur: 'Bu fatura zaten ödenmiş. Lütfen faturaları yeniden sorgulayın.',
    eng: 'This bill has already been paid. Please query the bills again.',
  },
  [MessageCode.BillAccountInvalid]: {
    tur: 'Fatura yalnızca kendi vadesiz hesaplarınızdan ödenebilir.',
    eng: 'A bill can be paid only from one of your own accounts.',
  },
  [MessageCode.BillCurrencyTry]: {
    tur: 'Faturalar yalnızca TL hesaplardan ödenebilir.',
    eng: 'Bills can be paid only from TRY accounts.',
  },
  [MessageCode.BillInsufficientFunds]: {
    tur: 'Hesabınızın kullanılabilir bakiyesi seçtiğiniz faturaların toplamı için yeterli değil.',
    eng: 'The available balance of your account does not cover the bills you chose.',
  },
  [MessageCode.BillPaymentNotFound]: {
    tur: 'Fatura ödemesi bulunamadı.',
    eng: 'The bill payment was not found.',
  },
};

export const CATEGORY_NAMES: Record<BillCategory, Texts> = {
  Electricity: { tur: 'Elektrik', eng: 'Electricity' },
  Water: { tur: 'Su', eng: 'Water' },
  NaturalGas: { tur: 'Doğalgaz', eng: 'Natural gas' },
  PhoneInternet: { tur: 'Telefon ve internet', eng: 'Phone and internet' },
  Tv: { tur: 'Dijital TV', eng: 'Digital TV' },
  TaxesFines: { tur: 'Vergi ve cezalar', eng: 'Taxes and fines' },
  Education: { tur: 'Eğitim', eng: 'Education' },
  Other: { tur: 'Diğer', eng: 'Other' },
};

/** The shape of a subscriber number as the page hints it. */
export const subscriberHint = (digits: string, language: Language): string =>
  language === 'tur' ? `${digits} haneli numara` : `${digits}-digit number`;

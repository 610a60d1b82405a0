/** Texts of the financing area: its refusals (spread into server/domain/common/texts.ts) and its product names. */
import type { FinancingKind } from '../../../src/contract/financing';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const FINANCING_NAMES: Record<FinancingKind, Texts> = {
  Vehicle: { tur: 'Taşıt Finansmanı', eng: 'Vehicle financing' },
  Housing: { tur: 'Konut Finansmanı', eng: 'Housing financing' },
  Goods: { tur: 'Mal Finansmanı', eng: 'Goods financing' },
};

export const FINANCING_TEXTS: Record<string, Texts> = {
  [MessageCode.FinancingNotFound]: { tur: 'Finansman bulunamadı.', eng: 'The financing was not found.' },
  [MessageCode.FinancingClosed]: {
    tur: 'Bu finansman kapanmış; ödenecek taksiti yok.',
    eng: 'This financing is closed; it has no installment left to pay.',
  },
  [MessageCode.FinancingInstallmentNotFound]: { tur: 'Taksit bulunamadı.', eng: 'The installment was not found.' },
  [MessageCode.FinancingInstallmentPaid]: {
    tur: 'Bu taksit zaten ödenmiş.',
    eng: 'This installment has already been paid.',
  },
  [MessageCode.FinancingInstallmentOrder]: {
    tur: 'Taksitler sırayla ödenir: önce ödenmemiş en eski taksiti seçin.',
    eng: 'Installments are paid in order: choose the oldest unpaid installment first.',
  },
  [MessageCode.FinancingAccountInvalid]: {
    tur: 'Ödeme yalnızca açık bir TL vadesiz hesabınızdan yapılabilir.',
    eng: 'Payments are made from one of your open TRY current accounts.',
  },
  [MessageCode.FinancingInsufficientFunds]: {
    tur: 'Hesabınızın bakiyesi ödeme tutarı için yetersiz.',
    eng: 'Your account balance does not cover the payment.',
  },
  [MessageCode.FinancingPaymentNotFound]: { tur: 'Ödeme bulunamadı.', eng: 'The payment was not found.' },
};

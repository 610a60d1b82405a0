/** Texts of the standing-order refusals (spread into server/domain/common/texts.ts) and the SMS the scheduler sends. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const STANDING_ORDER_TEXTS: Record<string, Texts> = {
  [MessageCode.StandingOrderNotFound]: {
    tur: 'Talimat bulunamadı.',
    eng: 'The standing order was not found.',
  },
  [MessageCode.StandingOrderDayRequired]: {
    tur: 'Aylık talimat için ayın gününü seçin.',
    eng: 'Choose the day of the month for a monthly order.',
  },
  [MessageCode.StandingOrderIntervalInvalid]: {
    tur: 'Kaç ayda bir ödeneceği 2 ile 12 arasında olmalıdır.',
    eng: 'The number of months between payments must be between 2 and 12.',
  },
  [MessageCode.StandingOrderWholeBillCompany]: {
    tur: 'Şirket adına fatura talimatı "Sabit bir tutara kadar" verilir: onaylayanlar en fazla ne ödeneceğini bilmelidir.',
    eng: 'A company’s bill order is given "Up to a fixed amount": its approvers must know the most it pays.',
  },
  [MessageCode.StandingOrderRaiseNeedsApproval]: {
    tur: 'Bu tutar şirketinizin onay kuralına göre onay gerektirir: yeni bir talimat verin (onaya gider) ve bu talimatı iptal edin.',
    eng: 'This amount needs approvals under your company’s rule: give a new order (it goes to the approvers) and cancel this one.',
  },
  [MessageCode.StandingOrderStartTooEarly]: {
    tur: 'İlk ödeme tarihi en erken yarın olabilir.',
    eng: 'The first payment date can be tomorrow at the earliest.',
  },
  [MessageCode.StandingOrderStartTooFar]: {
    tur: 'İlk ödeme tarihi en fazla bir yıl sonrası olabilir.',
    eng: 'The first payment date can be at most one year ahead.',
  },
  [MessageCode.StandingOrderEndBeforeStart]: {
    tur: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.',
    eng: 'The end date must be after the start date.',
  },
  [MessageCode.StandingOrderEndTooFar]: {
    tur: 'Bitiş tarihi başlangıçtan en fazla iki yıl sonra olabilir.',
    eng: 'The end date can be at most two years after the start.',
  },
  [MessageCode.StandingOrderEndTwice]: {
    tur: 'Talimatın sonunu bir bitiş tarihiyle ya da ödeme sayısıyla belirleyin, ikisiyle birden değil.',
    eng: 'End the order by an end date or by a number of payments, not both.',
  },
  [MessageCode.StandingOrderRunsTooFew]: {
    tur: 'Ödeme sayısı en az 2 olmalıdır.',
    eng: 'The number of payments must be at least 2.',
  },
  [MessageCode.StandingOrderNeverRuns]: {
    tur: 'Bu sıklıkla bitiş tarihinden önce hiç ödeme yapılmaz. Tarihleri veya sıklığı değiştirin.',
    eng: 'With this frequency no payment falls before the end date. Change the dates or the frequency.',
  },
  [MessageCode.StandingOrderAmountInvalid]: {
    tur: 'Tutar sıfırdan büyük olmalıdır.',
    eng: 'The amount must be greater than zero.',
  },
  [MessageCode.StandingOrderAmountTooPrecise]: {
    tur: 'Tutar en fazla iki ondalık basamak içerebilir.',
    eng: 'The amount can have at most two decimals.',
  },
  [MessageCode.StandingOrderAmountOverLimit]: {
    tur: 'Tutar günlük transfer limitinizi aşıyor.',
    eng: 'The amount is over your daily transfer limit.',
  },
  [MessageCode.StandingOrderTargetUnsupported]: {
    tur: 'Talimat bir IBAN’a, bu bankadaki bir hesap numarasına, bir kolay adrese veya kendi hesaplarınız arasında verilebilir.',
    eng: 'An order can pay an IBAN, an account number of this bank, an easy address or one of your own accounts.',
  },
  [MessageCode.StandingOrderNotActive]: {
    tur: 'Talimat etkin değil; yalnızca etkin bir talimat durdurulabilir.',
    eng: 'The order is not active; only an active order can be paused.',
  },
  [MessageCode.StandingOrderNotPaused]: {
    tur: 'Talimat durdurulmuş değil; yalnızca durdurulmuş bir talimat yeniden başlatılabilir.',
    eng: 'The order is not paused; only a paused order can be resumed.',
  },
  [MessageCode.StandingOrderClosed]: {
    tur: 'Talimat iptal edilmiş veya tamamlanmış; değiştirilemez.',
    eng: 'The order is cancelled or completed; it cannot be changed.',
  },
  [MessageCode.StandingOrderAlreadyRun]: {
    tur: 'Bu ödeme zaten yapıldı.',
    eng: 'This payment has already been made.',
  },
  [MessageCode.StandingOrderNoOpenBill]: {
    tur: 'Ödenecek açık fatura yoktu.',
    eng: 'There was no open bill to pay.',
  },
  [MessageCode.StandingOrderBillOverAmount]: {
    tur: 'Açık fatura talimattaki tutardan yüksek olduğu için ödenmedi.',
    eng: 'The open bill was more than the order’s amount, so it was not paid.',
  },
};

/** The SMS of a failed or skipped run: the order's nickname, the date and why. */
export const runFailedSms = (
  language: Language,
  nickname: string,
  dueDate: string,
  reason: string,
  retryOn: string | null,
) =>
  language === 'tur'
    ? `Emanet: "${nickname}" talimatınızın ${dueDate} tarihli ödemesi yapılamadı: ${reason}${retryOn ? ` ${retryOn} tarihinde yeniden denenecek.` : ''}`
    : `Emanet: the ${dueDate} payment of your standing order "${nickname}" was not made: ${reason}${retryOn ? ` It will be tried again on ${retryOn}.` : ''}`;

/** The SMS sent the day before a run. */
export const runNoticeSms = (language: Language, nickname: string, dueDate: string, amount: string) =>
  language === 'tur'
    ? `Emanet: "${nickname}" talimatınızın ${amount} tutarındaki ödemesi ${dueDate} tarihinde yapılacak. Hesabınızda yeterli bakiye bulundurun.`
    : `Emanet: the ${amount} payment of your standing order "${nickname}" will be made on ${dueDate}. Please keep enough balance in your account.`;

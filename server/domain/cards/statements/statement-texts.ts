/** Texts of credit card statements: refusals of the statement calls and the late charge's line (spread into server/domain/common/texts.ts). */
import { dayText } from '../../../../src/contract/date-text';
import type { Language } from '../../../../src/contract/headers';
import { MessageCode } from '../../../../src/contract/message-codes';
import { formatAmount } from '../../../../src/contract/money';
import { formatMoneyText } from '../../../../src/contract/money-text';

type Texts = Record<Language, string>;

/** The late charge's and the profit share's line (participation wording: never "faiz", never "interest"). */
export const LATE_CHARGE_TEXT: Record<'LateCharge' | 'ProfitShare', Texts> = {
  LateCharge: { tur: 'Gecikme cezası', eng: 'Late charge' },
  ProfitShare: { tur: 'Kâr payı', eng: 'Profit share' },
};

export const CARD_STATEMENT_TEXTS: Record<string, Texts> = {
  [MessageCode.CardStatementAlreadyCut]: {
    tur: 'Bu hesap kesim tarihinin ekstresi zaten hazırlandı.',
    eng: 'The statement for this cut-off date was already made.',
  },
  [MessageCode.CardStatementNotFound]: { tur: 'Ekstre bulunamadı.', eng: 'The statement was not found.' },
  [MessageCode.CardStatementNotCreditCard]: {
    tur: 'Ekstre ayarları yalnızca ana kredi kartında değiştirilebilir.',
    eng: 'Statement settings can only be changed on a main credit card.',
  },
  [MessageCode.CardStatementCardClosed]: {
    tur: 'Kart kapalı olduğu için ekstre ayarları değiştirilemez.',
    eng: 'The card is closed, so its statement settings cannot be changed.',
  },
  [MessageCode.CardStatementDayNotAllowed]: {
    tur: 'Bu gün hesap kesim tarihi olarak seçilemez.',
    eng: 'This day cannot be chosen as the cut-off date.',
  },
  [MessageCode.CardStatementSameCutoff]: {
    tur: 'Hesap kesim günü zaten bu gün.',
    eng: 'The cut-off day is already this day.',
  },
  [MessageCode.CardStatementCutPending]: {
    tur: 'Kartınızın bu dönemki ekstresi şu anda hazırlanıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
    eng: 'Your card’s statement for this period is being made right now. Please try again in a few minutes.',
  },
  [MessageCode.CardStatementSamePreference]: {
    tur: 'Ekstre gönderim tercihi zaten bu.',
    eng: 'The statement is already sent this way.',
  },
};

/** The e-mail of a statement cut for a card whose statements go by e-mail (the card as BIN + last 4). */
export const statementReadyEmail = (
  masked: string,
  figures: { cutoffDate: string; dueDate: string; periodDebt: bigint; minimumPayment: bigint },
): string => {
  const tl = (minor: bigint) => formatMoneyText(formatAmount(minor, 'TRY'), 'TRY', 'tur', { fixed: true });
  return (
    `Emanet: ${masked} kartınızın ${dayText(figures.cutoffDate, 'tur')} tarihli hesap özeti hazır. ` +
    `Dönem borcu ${tl(figures.periodDebt)}, asgari ödeme ${tl(figures.minimumPayment)}, ` +
    `son ödeme tarihi ${dayText(figures.dueDate, 'tur')}. Özetin PDF'i internet şubesinde kartın sayfasında.`
  );
};

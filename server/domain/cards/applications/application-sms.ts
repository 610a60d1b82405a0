/** The SMS a card application's step sends (Approved, Rejected, Shipped, Delivered). */
import type { CardApplicationKind, CardApplicationStatus } from '../../../../src/contract/cards';
import type { Language } from '../../../../src/contract/headers';

const WHAT: Record<CardApplicationKind, Record<Language, string>> = {
  Credit: { tur: 'kredi kartı başvurunuz', eng: 'your credit card application' },
  Debit: { tur: 'banka kartı başvurunuz', eng: 'your debit card application' },
  Renewal: { tur: 'kart yenileme talebiniz', eng: 'your card renewal' },
  Replacement: { tur: 'yeni kart talebiniz', eng: 'your replacement card' },
};

const STEP: Partial<Record<CardApplicationStatus, Record<Language, string>>> = {
  Approved: { tur: 'onaylandı', eng: 'was approved' },
  Rejected: {
    tur: 'olumsuz sonuçlandı; ayrıntıları Kart Başvurularım sayfasında bulabilirsiniz',
    eng: 'was declined; see My card applications for the reason',
  },
  Shipped: { tur: 'için kartınız kargoya verildi', eng: ': your card is on its way' },
  Delivered: { tur: 'için kartınız teslim edildi', eng: ': your card was delivered' },
};

export const applicationSms = (
  language: Language,
  status: CardApplicationStatus,
  reference: string,
  kind: CardApplicationKind,
): string => {
  const what = WHAT[kind][language];
  const step = STEP[status]?.[language] ?? status;
  return language === 'tur'
    ? `Emanet: ${reference} numaralı ${what} ${step}.`
    : `Emanet: ${what.charAt(0).toUpperCase()}${what.slice(1)} ${reference} ${step}.`;
};

/** Texts of the virtual card and card application refusals and notices (spread into server/domain/common/texts.ts). */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import { MAX_VIRTUAL_CARDS } from '../../../src/contract/cards-virtual';

type Texts = Record<Language, string>;

export const APPS_TEXTS: Record<string, Texts> = {
  [MessageCode.VirtualMainCardInvalid]: {
    tur: 'Sanal kart yalnızca aktif bir ana kredi kartınıza bağlı olarak oluşturulabilir.',
    eng: 'A virtual card can only be created under an active main credit card of yours.',
  },
  [MessageCode.VirtualLimitInvalid]: {
    tur: 'Sanal kart limiti sıfırdan büyük olmalı ve en fazla iki ondalık basamak içermelidir.',
    eng: "The virtual card's limit must be above zero, with at most two decimals.",
  },
  [MessageCode.VirtualLimitOverMain]: {
    tur: 'Sanal kart limiti ana kartınızın limitini aşamaz.',
    eng: "The virtual card's limit cannot be above its main card's limit.",
  },
  [MessageCode.VirtualTooMany]: {
    tur: `Bir ana karta en fazla ${MAX_VIRTUAL_CARDS} sanal kart bağlanabilir.`,
    eng: `A main card can have at most ${MAX_VIRTUAL_CARDS} virtual cards.`,
  },
  [MessageCode.VirtualCardNotActive]: {
    tur: 'Bu işlem yalnızca aktif bir sanal kart için yapılabilir.',
    eng: 'This can only be done for an active virtual card.',
  },
  [MessageCode.VirtualCardNotVirtual]: {
    tur: 'Bu kart bir sanal kart değil.',
    eng: 'This card is not a virtual card.',
  },
  [MessageCode.CardApplicationNotFound]: {
    tur: 'Kart başvurusu bulunamadı.',
    eng: 'The card application was not found.',
  },
  [MessageCode.CardApplicationOpenExists]: {
    tur: 'Sonuçlanmamış bir kredi kartı başvurunuz var. Yeni başvuru için onun sonuçlanmasını bekleyin.',
    eng: 'You have a credit card application in progress. Wait for it to finish before applying again.',
  },
  [MessageCode.CardApplicationAmountInvalid]: {
    tur: 'Gelir ve talep edilen limit sıfırdan büyük olmalı, en fazla iki ondalık basamak içermelidir.',
    eng: 'The income and the limit asked must be above zero, with at most two decimals.',
  },
  [MessageCode.CardApplicationAccountInvalid]: {
    tur: 'Banka kartı yalnızca size ait, açık bir TL vadesiz hesaba bağlanabilir.',
    eng: 'A debit card can only be linked to an open TRY current account of yours.',
  },
  [MessageCode.CardApplicationIncomeTooLow]: {
    tur: 'Beyan edilen aylık gelir, kredi kartı için gereken asgari gelirin altında.',
    eng: 'The monthly income declared is below the minimum income for a credit card.',
  },
  [MessageCode.CardApplicationMoved]: {
    tur: 'Başvuru bu arada başka bir adıma geçti.',
    eng: 'The application moved to another step meanwhile.',
  },
};

/** Texts of the cards area's refusals and notices (spread into server/domain/common/texts.ts). */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const CARD_TEXTS: Record<string, Texts> = {
  [MessageCode.CardNotFound]: {
    tur: 'Kart bulunamadı.',
    eng: 'The card was not found.',
  },
};

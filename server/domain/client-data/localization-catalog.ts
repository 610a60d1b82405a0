/**
 * The texts the bank may change without a release (GetLocalizationData). Ids are Lingui
 * message ids of the page; the page merges these over its built-in catalog. HTML is
 * allowed (b, i, strong, em, a, br); the page sanitizes it. updateTime changes with the list.
 */
import type { Language } from '../../../src/contract/headers';
import type { LocalizationData } from '../../../src/contract/localization';
import { MessageCode } from '../../../src/contract/message-codes';
import { textFor } from '../common/texts';

export const LOCALIZATION_UPDATE_TIME = '2026-01-12T08:00:00.000Z';

const STRINGS: Record<string, Record<Language, string>> = {
  [MessageCode.SessionEnded]: {
    tur: textFor(MessageCode.SessionEnded, 'tur'),
    eng: textFor(MessageCode.SessionEnded, 'eng'),
  },
  'home.accounts.body': {
    tur: 'Cari, katılma ve altın hesaplarınız <b>bakiyeleriyle</b> birlikte.',
    eng: 'Your current, participation and gold accounts with their <b>balances</b>.',
  },
  'dashboard.nav.myAccounts': { tur: 'Hesaplarım', eng: 'My accounts' },
};

/** The catalog in one language, or an empty list when the caller's copy has this updateTime. */
export const localizationFor = (languageCode: Language, updateTime?: string | null): LocalizationData => {
  const current = updateTime === LOCALIZATION_UPDATE_TIME;
  return {
    languageCode,
    isChanged: !current,
    updateTime: LOCALIZATION_UPDATE_TIME,
    localizationStringList: current
      ? []
      : Object.entries(STRINGS).map(([code, value]) => ({ code, value: value[languageCode] })),
  };
};

import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/headers';

/** The interface's active language, for the contract's money and date text. */
export const useLanguage = (): Language => {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
};

import { i18n } from '@lingui/core';
import type { Language } from '../contract/headers';

/** The BCP 47 tag for the document's lang attribute and Intl. */
export const htmlLang = (language: Language): string => (language === 'tur' ? 'tr' : 'en');

/** Loads a compiled catalog (the Vite plugin compiles the .po) and makes it the active one. */
export const activateLanguage = async (language: Language): Promise<void> => {
  const { messages } = await import(`../locales/${language}/messages.po`);
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = htmlLang(language);
};

export { i18n };

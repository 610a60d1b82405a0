import { i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import type { Language } from '../contract/headers';

/** The BCP 47 tag for the document's lang attribute and Intl. */
export const htmlLang = (language: Language): string => (language === 'tur' ? 'tr' : 'en');

const builtIn = new Map<Language, Messages>();

/**
 * Strings from GetLocalizationData, merged over the built-in catalog. A server text is
 * used as it is (plain text or sanitized HTML); one with ICU braces would need the
 * compiler, so it is skipped and the built-in text stays.
 */
export const mergeServerStrings = (base: Messages, strings: readonly { code: string; value: string }[]): Messages => {
  const merged: Messages = { ...base };
  for (const { code, value } of strings) if (!/[{}]/.test(value)) merged[code] = value;
  return merged;
};

/** Loads a compiled catalog (the Vite plugin compiles the .po) and makes it the active one. */
export const activateLanguage = async (language: Language): Promise<void> => {
  const { messages } = (await import(`../locales/${language}/messages.po`)) as { messages: Messages };
  builtIn.set(language, messages);
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = htmlLang(language);
};

type StringsLoader = (language: Language) => Promise<{ localizationStringList: { code: string; value: string }[] }>;
let loader: StringsLoader | undefined;

/** main.tsx hands over GetLocalizationData (lib does not import api). */
export const setServerStringsLoader = (load: StringsLoader): void => {
  loader = load;
};

/** Applies the bank's strings to the active language; failures leave the built-in texts (spec section 7). */
export const applyServerStrings = async (language: Language, load = loader): Promise<void> => {
  if (!load) return;
  try {
    const { localizationStringList } = await load(language);
    const base = builtIn.get(language);
    if (!base || i18n.locale !== language) return;
    // A transition: the page re-renders with the bank's texts in slices, not in one long task.
    startTransition(() => {
      i18n.load(language, mergeServerStrings(base, localizationStringList));
      i18n.activate(language);
    });
  } catch {
    // silently ignored: the built-in catalog stays
  }
};

export { i18n };

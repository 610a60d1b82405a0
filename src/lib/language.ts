import { Channel, type Language } from '../contract/headers';
import { activateLanguage, applyServerStrings } from './i18n';
import { postToWorker } from './sw-bridge';
import { writeSettings } from './settings';

export const appChannel = (): Channel => (__APP_MODE__ === 'callcenter' ? Channel.CallCenter : Channel.Internet);

const listeners = new Set<(language: Language) => void>();

/**
 * Runs after every language change, once the worker sends the new X-Language: the place to
 * refetch what the server formats in the caller's language (amounts, percentages, texts).
 */
export const onLanguageChanged = (listener: (language: Language) => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Switches the interface language, remembers it and tells the worker (X-Language). */
export const changeLanguage = async (language: Language): Promise<void> => {
  writeSettings({ language });
  await activateLanguage(language);
  await postToWorker({ type: 'configure', language, channel: appChannel() });
  // Spec section 4: a language change clears the cached timestamps and reloads the strings.
  await postToWorker({ type: 'language-changed' });
  await applyServerStrings(language);
  for (const listener of listeners) listener(language);
};

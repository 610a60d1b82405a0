import { Channel, type Language } from '../contract/headers';
import { activateLanguage, applyServerStrings } from './i18n';
import { postToWorker } from './sw-bridge';
import { writeSettings } from './settings';

export const appChannel = (): Channel => (__APP_MODE__ === 'callcenter' ? Channel.CallCenter : Channel.Internet);

/** Switches the interface language, remembers it and tells the worker (X-Language). */
export const changeLanguage = async (language: Language): Promise<void> => {
  writeSettings({ language });
  await activateLanguage(language);
  await postToWorker({ type: 'configure', language, channel: appChannel() });
  // Spec section 4: a language change clears the cached timestamps and reloads the strings.
  await postToWorker({ type: 'language-changed' });
  await applyServerStrings(language);
};

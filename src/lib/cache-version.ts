import { SETTINGS_KEY } from './settings';

/**
 * Spec section 4: when the server's ClientCacheVersion differs from the stored one, local
 * storage is cleared (settings kept) and the new version stored. The version lives inside
 * the settings object, the one localStorage key that survives. The first run only stores it.
 */
const readStoredObject = (): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export const storedCacheVersion = (): string | undefined => {
  const value = readStoredObject().cacheVersion;
  return typeof value === 'string' ? value : undefined;
};

export const storeCacheVersion = (version: string): void => {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...readStoredObject(), cacheVersion: version }));
  } catch {
    // private mode: checked again next time
  }
};

/** Resolves true when it cleared storage. Failures (offline, refused) are silently ignored. */
export const checkCacheVersion = async (
  fetchVersion: () => Promise<string | undefined>,
  clearAll: () => Promise<void>,
): Promise<boolean> => {
  let version: string | undefined;
  try {
    version = await fetchVersion();
  } catch {
    return false;
  }
  if (!version) return false;
  const stored = storedCacheVersion();
  if (stored === version) return false;
  if (stored !== undefined) await clearAll();
  storeCacheVersion(version);
  return stored !== undefined;
};

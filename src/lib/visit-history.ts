/** The visited-page history (spec section 9): kept in sessionStorage, newest first, at most 10. */
export const VISIT_HISTORY_KEY = 'visited-pages';
export const VISIT_HISTORY_MAX = 10;

export const readVisitHistory = (storage: Storage = sessionStorage): string[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VISIT_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
};

/** Moves `path` to the front; the oldest entries beyond 10 are dropped. */
export const recordVisit = (path: string, storage: Storage = sessionStorage): string[] => {
  const next = [path, ...readVisitHistory(storage).filter((entry) => entry !== path)].slice(0, VISIT_HISTORY_MAX);
  try {
    storage.setItem(VISIT_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the history is a convenience only
  }
  return next;
};

/** Registered with the session-reset registry in main.tsx, so logout wipes it. */
export const clearVisitHistory = (storage: Storage = sessionStorage): void => storage.removeItem(VISIT_HISTORY_KEY);

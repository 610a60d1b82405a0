/**
 * Callbacks run when a session ends on this device (logout, 401, idle, maximum length).
 * Whatever holds session data registers itself once (main.tsx: the query cache and the
 * auth store), so ending a session needs to know none of them.
 */
type ResetCallback = () => void;
const callbacks = new Set<ResetCallback>();

export const onSessionReset = (callback: ResetCallback): (() => void) => {
  callbacks.add(callback);
  return () => void callbacks.delete(callback);
};

/** Runs every registered callback; one that throws does not stop the others. */
export const runSessionReset = (): void => {
  for (const callback of [...callbacks]) {
    try {
      callback();
    } catch {
      // a failing reset must not keep the rest of the session alive
    }
  }
};

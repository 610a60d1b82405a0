/**
 * Close-tab sign-out (customer mode). A page posts 'page-closing' on `pagehide`; the
 * worker waits a little and, if no window of its scope is left (a reload brings one
 * back within that time), logs the session out at the server itself and forgets its
 * tokens. Other open tabs of the app keep the session.
 */
export const CLOSE_GRACE_MS = 3000;

export interface PageClosingDeps {
  /** Windows of this worker's scope, controlled or not. */
  windowCount: () => Promise<number>;
  hasSession: () => Promise<boolean>;
  /** `POST /api/auth/logout` through the worker's own request preparation (token, headers). */
  logout: () => Promise<unknown>;
  clearTokens: () => Promise<void>;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves true when it ended the session. */
export const handlePageClosing = async ({
  windowCount,
  hasSession,
  logout,
  clearTokens,
  wait = sleep,
}: PageClosingDeps): Promise<boolean> => {
  await wait(CLOSE_GRACE_MS);
  if ((await windowCount()) > 0 || !(await hasSession())) return false;
  try {
    await logout();
  } catch {
    // offline or refused: the tokens go anyway, and the server's own timeout ends the session
  }
  await clearTokens();
  return true;
};

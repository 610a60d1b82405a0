import { useEffect, useRef } from 'react';

/** Spec section 9: mobile approval is checked every 5 seconds. */
export const APPROVAL_POLL_MS = 5000;

/**
 * Calls `check` every 5 s while `active`, never two at once. `check` resolves true
 * when polling should stop (approved, expired, refused).
 */
export const useApprovalPolling = (active: boolean, check: () => Promise<boolean>): void => {
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  });
  useEffect(() => {
    if (!active) return undefined;
    let busy = false;
    let stopped = false;
    const timer = setInterval(() => {
      if (busy || stopped) return;
      busy = true;
      void checkRef.current().then(
        (stop) => {
          busy = false;
          if (stop) {
            stopped = true;
            clearInterval(timer);
          }
        },
        () => (busy = false),
      );
    }, APPROVAL_POLL_MS);
    return () => clearInterval(timer);
  }, [active]);
};

import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshSession } from '../../api/auth';
import {
  createIdleTimer,
  restoreIdleElapsed,
  saveIdleElapsed,
  sessionTimesFrom,
  type IdleTimer,
} from '../../lib/idle-timer';
import { raiseLogout } from '../../lib/logout-event';
import { useAppContext } from '../../lib/router-context';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/**
 * Idle and maximum-session timing on dashboard pages (customer mode only). Returns the
 * warning's seconds left (undefined while none shows), "stay" and "log out".
 */
export const useIdleSession = (enabled = __APP_MODE__ !== 'callcenter') => {
  const { auth } = useAppContext();
  const [warning, setWarning] = useState<number>();
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<IdleTimer | undefined>(undefined);
  /** Without a session start from the server, the maximum length counts from the page load. */
  const loadedAt = performance.timeOrigin;

  useEffect(() => {
    if (!enabled) return undefined;
    const idle = createIdleTimer(
      sessionTimesFrom(auth.getState(), loadedAt),
      (event) => {
        if (event.type === 'warning') setWarning(event.remaining);
        else if (event.type === 'active') setWarning(undefined);
        else {
          setWarning(undefined);
          raiseLogout('session-ended');
        }
      },
      { elapsedMs: restoreIdleElapsed(sessionStorage) },
    );
    timer.current = idle;
    const onActivity = () => idle.activity();
    const onHide = () => saveIdleElapsed(sessionStorage, idle.elapsedMs());
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      idle.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('pagehide', onHide);
    };
  }, [enabled, auth, loadedAt]);

  const stay = useCallback(async () => {
    setRefreshing(true);
    try {
      const envelope = await refreshSession();
      if (!envelope.result || !envelope.data) return raiseLogout('session-ended');
      auth.applySessionLimits(envelope.data);
      timer.current?.reset(sessionTimesFrom(envelope.data, loadedAt));
    } catch {
      raiseLogout('session-ended');
    } finally {
      setRefreshing(false);
    }
  }, [auth, loadedAt]);

  const logout = useCallback(() => {
    timer.current?.stop();
    setWarning(undefined);
    raiseLogout('session-ended');
  }, []);

  return { warning, stay, logout, refreshing };
};

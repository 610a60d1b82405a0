import { useCallback, useEffect, useState } from 'react';

/**
 * Counts down once a second from `seconds`, measured against the clock so a
 * throttled background tab does not stretch the time. `restart` starts again;
 * `pause` freezes the remaining time and `resume` continues from it.
 */
export const useCountdown = (seconds: number) => {
  // null while paused
  const [deadline, setDeadline] = useState<number | null>(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(
    (next: number = seconds) => {
      setDeadline(Date.now() + next * 1000);
      setRemaining(next);
    },
    [seconds],
  );
  const pause = useCallback(() => setDeadline(null), []);
  const resume = useCallback(() => setDeadline((current) => current ?? Date.now() + remaining * 1000), [remaining]);

  return { remaining, restart, pause, resume, paused: deadline === null };
};

/** Timer format mm:ss (spec section 9). */
export const formatMmSs = (totalSeconds: number): string => {
  const minutes = Math.floor(totalSeconds / 60);
  const secondsPart = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(secondsPart).padStart(2, '0')}`;
};

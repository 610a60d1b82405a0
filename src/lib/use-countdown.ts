import { useCallback, useEffect, useState } from 'react';

/**
 * Counts down once a second from `seconds`, measured against the clock so a
 * throttled background tab does not stretch the time. `restart` starts again.
 */
export const useCountdown = (seconds: number) => {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
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

  return { remaining, restart };
};

/** Timer format mm:ss (spec section 9). */
export const formatMmSs = (totalSeconds: number): string => {
  const minutes = Math.floor(totalSeconds / 60);
  const secondsPart = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(secondsPart).padStart(2, '0')}`;
};

import { Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { formatMmSs, useCountdown } from '../lib/use-countdown';

export interface CountdownProps {
  /** Seconds to count down from. */
  seconds: number;
  paused?: boolean;
  /** Called once when the time reaches 0. */
  onComplete?: () => void;
  testId?: string;
}

/** The countdown timer (spec section 4): once a second, pausable, mm:ss, signals completion at 0. */
export function Countdown({ seconds, paused = false, onComplete, testId = 'countdown' }: CountdownProps) {
  const { remaining, pause, resume } = useCountdown(seconds);
  const completed = useRef(false);
  useEffect(() => {
    if (paused) pause();
    else resume();
  }, [paused, pause, resume]);
  useEffect(() => {
    if (remaining > 0 || completed.current) return;
    completed.current = true;
    onComplete?.();
  }, [remaining, onComplete]);
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" role="timer" aria-live="off" data-testid={testId}>
      {formatMmSs(remaining)}
    </Text>
  );
}

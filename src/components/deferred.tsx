import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * Renders its children once the browser is idle, in a transition (React yields between slices):
 * what sits below the fold does not lengthen the task that paints the page. The fallback holds
 * the place meanwhile (a skeleton of the same height keeps the layout from shifting).
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), []);
  return ready ? children : fallback;
}

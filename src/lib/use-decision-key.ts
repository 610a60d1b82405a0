import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per user decision (contract: Idempotency): `keyFor(decision)` makes the key
 * when the confirm step opens and hands the same key back for every retry of the same decision; a
 * changed decision gets a new one, and `settle()` forgets it once the answer is final.
 */
export const useDecisionKey = () => {
  const current = useRef<{ key: string; decision: string }>(undefined);
  const keyFor = useCallback((decision: unknown): string => {
    const text = JSON.stringify(decision);
    if (current.current?.decision !== text) current.current = { key: crypto.randomUUID(), decision: text };
    return current.current.key;
  }, []);
  const settle = useCallback(() => void (current.current = undefined), []);
  return { keyFor, settle };
};

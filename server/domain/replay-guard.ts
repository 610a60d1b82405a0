/**
 * Trace ids of signed calls already seen, per session, in memory (the sandbox runs one
 * process). An id is kept for twice the signature window: a timestamp may be up to the
 * window ahead of the clock. Bounded: the oldest sessions are forgotten first, and a
 * session with too many calls in flight is refused rather than forgetting ids.
 */
export interface ReplayGuard {
  /** True the first time a trace id is seen for a session within the window. */
  firstUse(sessionId: string, traceId: string, nowMs: number): boolean;
}

export const createReplayGuard = (
  windowMs: number,
  limits: { sessions: number; perSession: number } = { sessions: 10_000, perSession: 5_000 },
): ReplayGuard => {
  const bySession = new Map<string, Map<string, number>>();
  return {
    firstUse(sessionId, traceId, nowMs) {
      const seen = bySession.get(sessionId) ?? new Map<string, number>();
      bySession.delete(sessionId);
      bySession.set(sessionId, seen); // most recently used last
      if (bySession.size > limits.sessions) bySession.delete(bySession.keys().next().value!);
      for (const [id, at] of seen) {
        if (nowMs - at <= 2 * windowMs) break;
        seen.delete(id);
      }
      if (seen.has(traceId) || seen.size >= limits.perSession) return false;
      seen.set(traceId, nowMs);
      return true;
    },
  };
};

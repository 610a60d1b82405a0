/**
 * In-memory fixed-window rate limits per bucket (login, forgot, captcha, otp) and key
 * (client address or identity). A restart forgets them; the lockout lives in the database.
 */
export interface RateLimiter {
  /** Counts a hit; answers the seconds to wait when the limit is already spent. */
  hit(bucket: string, key: string, limit: number, windowSeconds: number, now: Date): number | undefined;
}

export const createRateLimiter = (): RateLimiter => {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (now: number, windowMs: number) => {
    if (windows.size < 10_000) return;
    for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
  };
  return {
    hit(bucket, key, limit, windowSeconds, now) {
      const windowMs = windowSeconds * 1000;
      const t = now.getTime();
      sweep(t, windowMs);
      const id = `${bucket}\u0000${key}`;
      const current = windows.get(id);
      if (!current || t - current.start >= windowMs) {
        windows.set(id, { start: t, count: 1 });
        return undefined;
      }
      if (current.count >= limit) return Math.max(1, Math.ceil((current.start + windowMs - t) / 1000));
      current.count += 1;
      return undefined;
    },
  };
};

/**
 * The state every server process shares (the rate-limit windows, the replay cache of signed
 * calls) lives in the database, or in Redis when REDIS_URL is set. When Redis is away the check
 * cannot be made, so the request is refused (503), never let through unchecked.
 */
export class SharedStateUnavailable extends Error {
  constructor(cause: unknown) {
    super('shared state unavailable', { cause });
    this.name = 'SharedStateUnavailable';
  }
}

/** Runs a Redis command; its failure (an outage, a timeout) becomes SharedStateUnavailable. */
export const fromRedis = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw new SharedStateUnavailable(error);
  }
};

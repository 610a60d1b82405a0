/** Hono's environment for the app: the dependencies and what the request resolved. */
import type { Logger } from 'pino';
import type { Language } from '../../src/contract/headers';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { agents, sessions } from '../db/schema';
import type { RateLimiter } from '../domain/rate-limit';
import type { ReplayGuard } from '../domain/replay-guard';
import type { Transport } from '../domain/transport-keys';

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  logger: Logger;
  now: () => Date;
  distDir: string;
  limiter: RateLimiter;
  /** The RSA key that wraps session keys (field encryption, signing). */
  transport: Transport;
  /** Trace ids of signed calls already seen. */
  replay: ReplayGuard;
}

export type SessionRow = typeof sessions.$inferSelect;
export type AgentRow = Pick<typeof agents.$inferSelect, 'id' | 'name'>;

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    language: Language;
    traceId: string;
    session: SessionRow | undefined;
    agent: AgentRow | undefined;
    /** The JSON body with its sensitive fields decrypted (set by secureTransport). */
    jsonBody: unknown;
  };
}

/** Hono's environment for the app: the dependencies and what the request resolved. */
import type { Logger } from 'pino';
import type { Language } from '../../src/contract/headers';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { agents, sessions } from '../db/schema';
import type { RateLimiter } from '../domain/rate-limit';

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  logger: Logger;
  now: () => Date;
  distDir: string;
  limiter: RateLimiter;
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
  };
}

/** What the domain needs from the running server: the database, the settings, a clock and a logger. */
import type { Logger } from 'pino';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { SandboxClock } from '../sandbox/clock';

export interface DomainDeps {
  db: Db;
  config: ServerConfig;
  logger: Logger;
  now: () => Date;
  /** The sandbox clock behind `now` (its offset; its base for signatures and sessions), when the server made one. */
  clock?: SandboxClock;
}

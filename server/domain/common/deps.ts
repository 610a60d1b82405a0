/** What the domain needs from the running server: the database, the settings, a clock and a logger. */
import type { Logger } from 'pino';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';

export interface DomainDeps {
  db: Db;
  config: ServerConfig;
  logger: Logger;
  now: () => Date;
}

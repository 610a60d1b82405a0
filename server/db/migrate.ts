/** Applies the committed SQL migrations (server/db/migrations) at start-up. */
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export const runMigrations = (database: Database): Promise<void> => database.migrate(MIGRATIONS_FOLDER);

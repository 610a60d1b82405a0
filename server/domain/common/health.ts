/** Whether the database answers (GET /api/health). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const databaseAnswers = async (db: Db): Promise<boolean> => {
  await db.execute(sql`select 1`);
  return true;
};

/**
 * The customer's sign-in history for the success-failed-login page: completed sign-ins (the second
 * factor passed) and failed attempts at any step (password, code, push, a refused address), newest
 * first, by Istanbul days, paged by (time, id). Only the caller's own rows: attempts at an identity
 * number nobody has are kept without a customer and never listed.
 */
import { and, desc, eq, gte, lt, not, or, type SQL } from 'drizzle-orm';
import {
  LOGIN_HISTORY_LIMIT,
  LOGIN_STEPS,
  type LoginHistory,
  type LoginHistoryItem,
  type LoginHistoryQuery,
} from '../../../src/contract/settings';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema/auth';
import { istanbulDayStart } from '../accounts/transaction-filter';

const DAY_MS = 86_400_000;

const stepOf = (step: string): LoginHistoryItem['step'] =>
  (LOGIN_STEPS as readonly string[]).includes(step) ? (step as LoginHistoryItem['step']) : 'password';

export const loginHistory = async (db: DbOrTx, customerId: string, query: LoginHistoryQuery): Promise<LoginHistory> => {
  const conditions: (SQL | undefined)[] = [
    eq(loginAttempts.customerId, customerId),
    // A right password is only the first step: the sign-in is the second factor's success.
    not(and(eq(loginAttempts.step, 'password'), eq(loginAttempts.success, true))!),
  ];
  if (query.result === 'success') conditions.push(eq(loginAttempts.success, true));
  if (query.result === 'failed') conditions.push(eq(loginAttempts.success, false));
  if (query.from) conditions.push(gte(loginAttempts.at, istanbulDayStart(query.from)));
  if (query.to) conditions.push(lt(loginAttempts.at, new Date(istanbulDayStart(query.to).getTime() + DAY_MS)));
  if (query.cursor) {
    const [ms, id] = query.cursor.split('.').map(Number) as [number, number];
    const at = new Date(ms);
    conditions.push(or(lt(loginAttempts.at, at), and(eq(loginAttempts.at, at), lt(loginAttempts.id, id))));
  }
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(and(...conditions))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(LOGIN_HISTORY_LIMIT + 1);
  const page = rows.slice(0, LOGIN_HISTORY_LIMIT);
  const last = page.at(-1);
  return {
    attempts: page.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      step: stepOf(r.step),
      success: r.success,
      channel: r.channel,
      ip: r.ip,
      device: r.device,
    })),
    nextCursor: rows.length > LOGIN_HISTORY_LIMIT && last ? `${last.at.getTime()}.${last.id}` : null,
  };
};

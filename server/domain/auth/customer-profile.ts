/**
 * The sign-in steps' reads and writes of a customer and its session that are not a login rule of
 * their own: the customer by id or identity number, the first-login settings, the workgroups of a
 * corporate customer and the one a session works for, and the session's wrapped client key.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, sessions, workgroups } from '../../db/schema/auth';
import { sha256 } from './tokens';
import { UUID_PATTERN } from '../../../src/contract/id-patterns';

export type Customer = typeof customers.$inferSelect;

export const customerById = async (db: DbOrTx, id: string): Promise<Customer | undefined> =>
  (await db.select().from(customers).where(eq(customers.id, id)))[0];

export const customerByIdentity = async (db: DbOrTx, identificationNumber: string): Promise<Customer | undefined> =>
  (await db.select().from(customers).where(eq(customers.identificationNumber, identificationNumber)))[0];

/** The first-login fields a customer sets (password, security image, security key) and their flags. */
export type FirstLoginChanges = Partial<
  Pick<
    Customer,
    | 'passwordHash'
    | 'mustSetPassword'
    | 'securityImageCode'
    | 'mustSetSecurityImage'
    | 'securityKeyHash'
    | 'mustSetSecurityKey'
  >
>;

export const updateFirstLogin = async (db: DbOrTx, customerId: string, set: FirstLoginChanges): Promise<Customer> => {
  const [row] = await db.update(customers).set(set).where(eq(customers.id, customerId)).returning();
  return row!;
};

export const workgroupsOf = (db: DbOrTx, customerId: string) =>
  db
    .select({ id: workgroups.id, name: workgroups.name })
    .from(workgroups)
    .where(eq(workgroups.customerId, customerId))
    .orderBy(asc(workgroups.name));

export const workgroupName = async (db: DbOrTx, workgroupId: string): Promise<string | undefined> =>
  (await db.select({ name: workgroups.name }).from(workgroups).where(eq(workgroups.id, workgroupId)))[0]?.name;

/** Binds the session to one of its customer's workgroups; false when the id is none of theirs. */
export const chooseWorkgroup = async (
  db: DbOrTx,
  session: { id: string; customerId: string },
  workgroupId: string,
): Promise<boolean> => {
  if (!UUID_PATTERN.test(workgroupId)) return false;
  const [row] = await db
    .select({ id: workgroups.id })
    .from(workgroups)
    .where(and(eq(workgroups.id, workgroupId), eq(workgroups.customerId, session.customerId)));
  if (!row) return false;
  await db.update(sessions).set({ workgroupId: row.id }).where(eq(sessions.id, session.id));
  return true;
};

/** Binds the X-Client-Key of InitialLogin (K wrapped with the bank's key) to the session its token opened. */
export const bindClientKey = async (db: DbOrTx, token: string, clientKey: string): Promise<void> => {
  await db
    .update(sessions)
    .set({ clientKey })
    .where(eq(sessions.tokenHash, sha256(token)));
};

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

/** The representative workgroups of a user (the companies they act for), by the company's customer number. */
export const workgroupsOf = (db: DbOrTx, userId: string) =>
  db
    .select({ id: workgroups.id, name: workgroups.name })
    .from(workgroups)
    .innerJoin(customers, eq(customers.id, workgroups.customerId))
    .where(eq(workgroups.userId, userId))
    .orderBy(asc(customers.customerNumber), asc(workgroups.name));

export const workgroupName = async (db: DbOrTx, workgroupId: string): Promise<string | undefined> =>
  (await db.select({ name: workgroups.name }).from(workgroups).where(eq(workgroups.id, workgroupId)))[0]?.name;

/**
 * Binds the session to one of its user's workgroups: from then on the session reads the company's
 * money and data (customer_id) while the user acts (user_id). Null when the id is none of theirs.
 */
export const chooseWorkgroup = async (
  db: DbOrTx,
  session: { id: string; userId: string },
  workgroupId: string,
): Promise<{ companyId: string } | null> => {
  if (!UUID_PATTERN.test(workgroupId)) return null;
  const [row] = await db
    .select({ id: workgroups.id, companyId: workgroups.customerId })
    .from(workgroups)
    .where(and(eq(workgroups.id, workgroupId), eq(workgroups.userId, session.userId)));
  if (!row) return null;
  await db.update(sessions).set({ workgroupId: row.id, customerId: row.companyId }).where(eq(sessions.id, session.id));
  return { companyId: row.companyId };
};

/** Binds the X-Client-Key of InitialLogin (K wrapped with the bank's key) to the session its token opened. */
export const bindClientKey = async (db: DbOrTx, token: string, clientKey: string): Promise<void> => {
  await db
    .update(sessions)
    .set({ clientKey })
    .where(eq(sessions.tokenHash, sha256(token)));
};

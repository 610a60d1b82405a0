/**
 * Seeds an empty database: bank GL accounts, the demo identities, their accounts and
 * history (every balance built by ledger transfers), and the call-center agent.
 * One transaction under an advisory lock: a restart or a second server never reseeds.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { accounts, agents, customers, workgroups } from './schema';
import { DEMO_IDENTITIES, SANDBOX_AGENT_NAME } from './demo-identities';
import { CUSTOMER_ACCOUNTS, GL_ACCOUNTS, accountKey, glAccountNumber } from './seed-accounts';
import { buildHistory } from './seed-history';
import { accountNumberFor, ibanFor } from '../domain/account-numbers';
import { postTransfer } from '../domain/ledger';
import { hashPassword } from '../domain/passwords';

const DAY = 86_400_000;
const SEED_LOCK = 7_146_001;

const isSeeded = async (db: Db | Tx): Promise<boolean> =>
  (await db.select({ id: customers.id }).from(customers).limit(1)).length > 0;

interface SecretHashes {
  password: string;
  securityKey: string | null;
}

const insertCustomers = async (tx: Tx, hashes: SecretHashes[], now: Date): Promise<Map<string, string>> => {
  const refs = new Map<string, string>();
  const createdAt = new Date(now.getTime() - 1000 * DAY);
  for (const [i, identity] of DEMO_IDENTITIES.entries()) {
    const { key, password: _p, workgroups: names, shows: _s, securityKey: _k, emailVerified, ...fields } = identity;
    const [row] = await tx
      .insert(customers)
      .values({
        ...fields,
        passwordHash: hashes[i]!.password,
        securityKeyHash: hashes[i]!.securityKey,
        emailVerifiedAt: emailVerified ? createdAt : null,
        createdAt,
      })
      .returning({ id: customers.id });
    refs.set(key, row!.id);
    for (const name of names) await tx.insert(workgroups).values({ customerId: row!.id, name });
  }
  return refs;
};

const insertAccounts = async (tx: Tx, owners: Map<string, string>, now: Date, bankCode: string) => {
  const refs = new Map<string, string>();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  for (const a of GL_ACCOUNTS) {
    const number = glAccountNumber(a.code, a.currency);
    const [row] = await tx
      .insert(accounts)
      .values({
        accountNumber: number,
        name: a.name,
        kind: 'Current',
        currency: a.currency,
        branchName: 'Genel Müdürlük',
        openedAt: ago(2000),
        isInternal: true,
      })
      .returning({ id: accounts.id });
    refs.set(number, row!.id);
  }
  for (const a of CUSTOMER_ACCOUNTS) {
    const identity = DEMO_IDENTITIES.find((d) => d.key === a.owner)!;
    const [row] = await tx
      .insert(accounts)
      .values({
        customerId: owners.get(a.owner)!,
        accountNumber: accountNumberFor(identity.customerNumber, a.suffix),
        iban: ibanFor(bankCode, identity.customerNumber, a.suffix),
        name: a.name,
        kind: a.kind,
        currency: a.currency,
        branchName: a.branchName,
        openedAt: ago(a.openedDaysAgo),
        termMonths: a.termMonths ?? null,
        profitShareRatio: a.profitShareRatio ?? null,
        poolName: a.poolName ?? null,
      })
      .returning({ id: accounts.id });
    refs.set(accountKey(a.owner, a.suffix), row!.id);
  }
  return refs;
};

/** Seeds when the database holds no customer; answers whether it seeded. */
export const seedIfEmpty = async (db: Db, options: { now: Date; bankCode: string }): Promise<boolean> => {
  if (await isSeeded(db)) return false;
  const hashes = await Promise.all(
    DEMO_IDENTITIES.map(async (identity) => ({
      password: await hashPassword(identity.password),
      securityKey: identity.securityKey ? await hashPassword(identity.securityKey) : null,
    })),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return false;
    const owners = await insertCustomers(tx, hashes, options.now);
    const refs = await insertAccounts(tx, owners, options.now, options.bankCode);
    for (const event of buildHistory(options.now)) {
      await postTransfer(tx, {
        kind: event.kind,
        description: event.description,
        valueDate: event.at,
        at: event.at,
        entries: event.entries.map(({ ref, ...entry }) => ({ ...entry, accountId: refs.get(ref)! })),
      });
    }
    for (const a of CUSTOMER_ACCOUNTS.filter((spec) => spec.closedDaysAgo !== undefined)) {
      const closedAt = new Date(options.now.getTime() - a.closedDaysAgo! * DAY);
      await tx
        .update(accounts)
        .set({ closedAt })
        .where(eq(accounts.id, refs.get(accountKey(a.owner, a.suffix))!));
    }
    await tx.insert(agents).values({ name: SANDBOX_AGENT_NAME });
    return true;
  });
};

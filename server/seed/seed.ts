/**
 * Seeds an empty database: the demo identities, their accounts and history (every balance
 * built by ledger journals posted to the chart's GL accounts, opened before by ensureChart),
 * and the call-center agent, in one transaction. A start runs it under the database's exclusive
 * lock (app-server.ts, Database.exclusive): a second server waits, then finds the customers and
 * leaves them; a restart never reseeds.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import type { Currency } from '../../src/contract/money';
import type { Db, Tx } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { agents, customers, workgroups } from '../db/schema/auth';
import { DEMO_COMPANIES, DEMO_IDENTITIES, SANDBOX_AGENT_NAME, demoCompany } from './demo-identities';
import { CUSTOMER_ACCOUNTS, accountKey } from './seed-accounts';
import { buildHistory, type SeedEvent } from './seed-history';
import { accountNumberFor, ibanFor } from '../domain/accounts/account-numbers';
import type { Posting } from '../domain/ledger/journal';
import { postJournal } from '../domain/ledger/post';
import { hashPassword } from '../domain/auth/passwords';
import { seedStandingOrders } from './seed-standing-orders';
import { seedApprovals } from './seed-approvals';

const DAY = 86_400_000;

const isSeeded = async (db: Db): Promise<boolean> =>
  (await db.select({ id: customers.id }).from(customers).limit(1)).length > 0;

interface SecretHashes {
  password: string;
  securityKey: string | null;
}

/**
 * The companies: Corporate customers that sign in never (their password hash is of a random secret
 * nobody holds; a 10-digit VKN is no identity number the sign-in takes).
 */
const insertCompanies = async (tx: Tx, unusable: string, createdAt: Date, refs: Map<string, string>) => {
  for (const company of DEMO_COMPANIES) {
    const [row] = await tx
      .insert(customers)
      .values({
        customerNumber: company.customerNumber,
        identificationNumber: company.taxNumber,
        passwordHash: unusable,
        name: company.name,
        surname: '',
        customerType: 'Corporate',
        phone: company.phone,
        email: company.email,
        emailVerifiedAt: createdAt,
        loginMethod: 'sms',
        createdAt,
      })
      .returning({ id: customers.id });
    refs.set(company.key, row!.id);
  }
};

const insertCustomers = async (
  tx: Tx,
  hashes: SecretHashes[],
  unusable: string,
  now: Date,
): Promise<Map<string, string>> => {
  const refs = new Map<string, string>();
  const createdAt = new Date(now.getTime() - 1000 * DAY);
  await insertCompanies(tx, unusable, createdAt, refs);
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
    for (const { company, roles } of names)
      await tx
        .insert(workgroups)
        .values({ customerId: refs.get(company)!, userId: row!.id, name: demoCompany(company).name, roles });
  }
  return refs;
};

const insertAccounts = async (tx: Tx, owners: Map<string, string>, now: Date, bankCode: string) => {
  const refs = new Map<string, string>();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const gl = await tx
    .select({ id: accounts.id, number: accounts.accountNumber })
    .from(accounts)
    .where(like(accounts.accountNumber, 'GL-%'));
  for (const { id, number } of gl) refs.set(number, id);
  for (const a of CUSTOMER_ACCOUNTS) {
    const identity = [...DEMO_IDENTITIES, ...DEMO_COMPANIES].find((d) => d.key === a.owner)!;
    const [row] = await tx
      .insert(accounts)
      .values({
        customerId: owners.get(a.holder ?? a.owner)!,
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

/**
 * The history's signed entries as postings: in each currency an event has one payer (the
 * negative entry) and one payee (the positive one) of the same amount.
 */
const postingsOf = (
  event: SeedEvent,
  idOf: (ref: string) => string,
  currencyOf: (id: string) => Currency,
): Posting[] => {
  const byCurrency = new Map<Currency, SeedEvent['entries']>();
  for (const entry of event.entries) {
    const currency = currencyOf(idOf(entry.ref));
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), entry]);
  }
  return [...byCurrency].map(([currency, entries]) => {
    const from = entries.find((e) => e.amount < 0n)!;
    const to = entries.find((e) => e.amount > 0n)!;
    return {
      debit: idOf(from.ref),
      credit: idOf(to.ref),
      amount: to.amount,
      currency,
      code: event.kind === 'ProfitShare' ? 'profit_share' : byCurrency.size > 1 ? 'fx_leg' : 'payment',
      debitText: from.description,
      creditText: to.description,
      debitParty: from.counterpartyName ?? null,
      creditParty: to.counterpartyName ?? null,
    };
  });
};

/**
 * The demo identities' argon2 hashes, made once per process: the journeys start a fresh bank for every
 * test, and hashing the published demo secrets again each time cost about 0.6 s of each start.
 */
let demoHashes: Promise<SecretHashes[]> | undefined;
const hashDemoSecrets = (): Promise<SecretHashes[]> =>
  (demoHashes ??= Promise.all(
    DEMO_IDENTITIES.map(async (identity) => ({
      password: await hashPassword(identity.password),
      securityKey: identity.securityKey ? await hashPassword(identity.securityKey) : null,
    })),
  ).catch((error: unknown) => {
    demoHashes = undefined;
    throw error;
  }));

let companyHash: Promise<string> | undefined;

/** Seeds when the database holds no customer; answers whether it seeded. Run under Database.exclusive. */
export const seedIfEmpty = async (db: Db, options: { now: Date; bankCode: string }): Promise<boolean> => {
  if (await isSeeded(db)) return false;
  const hashes = await hashDemoSecrets();
  // The companies' password: a hash of a random secret nobody holds (they never sign in).
  const unusable = await (companyHash ??= hashPassword(randomUUID()));
  return db.transaction(async (tx) => {
    const owners = await insertCustomers(tx, hashes, unusable, options.now);
    const refs = await insertAccounts(tx, owners, options.now, options.bankCode);
    const currencies = new Map(
      (
        await tx
          .select({ id: accounts.id, currency: accounts.currency })
          .from(accounts)
          .where(inArray(accounts.id, [...refs.values()]))
      ).map((a) => [a.id, a.currency]),
    );
    for (const event of buildHistory(options.now))
      await postJournal(tx, {
        id: randomUUID(),
        kind: event.kind,
        description: event.description,
        createdAt: event.at,
        postings: postingsOf(
          event,
          (ref) => refs.get(ref)!,
          (id) => currencies.get(id)!,
        ),
      });
    for (const a of CUSTOMER_ACCOUNTS.filter((spec) => spec.closedDaysAgo !== undefined)) {
      const closedAt = new Date(options.now.getTime() - a.closedDaysAgo! * DAY);
      await tx
        .update(accounts)
        .set({ closedAt })
        .where(eq(accounts.id, refs.get(accountKey(a.owner, a.suffix))!));
    }
    await tx.insert(agents).values({ name: SANDBOX_AGENT_NAME });
    await seedStandingOrders(tx, options.now);
    await seedApprovals(tx, options.now);
    return true;
  });
};

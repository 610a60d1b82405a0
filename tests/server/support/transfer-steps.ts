/**
 * Send-money steps for the server tests: a settable clock (EFT hours need a chosen instant),
 * Preview, Execute → challenge → the code from the sandbox outbox → Execute again under the
 * same Idempotency-Key, and ledger checks straight in the database.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { DEFAULT_CONFIG, type ServerConfig, type TransferSettings } from '../../../server/config';
import { accounts } from '../../../server/db/schema/accounts';
import { transfers } from '../../../server/db/schema/transfers';
import { ledgerEntries } from '../../../server/db/schema/ledger';
import type { ApproverInfo, TransferReceipt, TransferSummary } from '../../../src/contract/transfers';
import { call, credentialsFrom, type Credentials, type Reply } from './http-client';

export interface SettableClock {
  now: () => Date;
  /** Jumps to an instant; time then runs on from there. */
  set(iso: string): void;
  advance(seconds: number): void;
}

export const settableClock = (iso: string): SettableClock => {
  let offset = new Date(iso).getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    set: (next) => void (offset = new Date(next).getTime() - Date.now()),
    advance: (seconds) => void (offset += seconds * 1000),
  };
};

/** Sessions that survive clock jumps; rate limits out of the way; the settlement loop off (tests settle by hand). */
export const transferTestConfig = (transfers: Partial<TransferSettings> = {}): Partial<ServerConfig> => ({
  rateLimitPerIp: 10_000,
  rateLimitPerIdentity: 10_000,
  sessionTimeout: 30 * 86_400,
  sessionMaxTimeoutInSeconds: 30 * 86_400,
  transfers: { ...DEFAULT_CONFIG.transfers, settlementIntervalSeconds: 0, ...transfers },
});

export interface Envelope<T> {
  status: 'success' | 'error';
  data: T;
  messages: { code: string; text: string }[];
  actionCode: number;
  isTransactionSigning: boolean;
}

export interface Party {
  base: string;
  credentials: Credentials;
  /** Where the bank sends this customer's codes (phone; e-mail for corporate users). */
  recipient: string;
}

export const post = async <T>(
  party: Party,
  route: string,
  json: unknown,
  key?: string,
): Promise<Reply<Envelope<T>>> => {
  const reply = await call<Envelope<T>>(party.base, route, {
    json,
    credentials: party.credentials,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
  party.credentials = credentialsFrom(reply, party.credentials);
  return reply;
};

export const get = async <T>(party: Party, route: string): Promise<Reply<Envelope<T>>> => {
  const reply = await call<Envelope<T>>(party.base, route, { credentials: party.credentials });
  party.credentials = credentialsFrom(reply, party.credentials);
  return reply;
};

export const preview = (party: Party, request: object) =>
  post<TransferSummary>(party, '/api/Transfer/Preview', request);

/** The code the outbox holds for a reference. */
export const codeFor = async (party: Party, referenceKey: string): Promise<string> => {
  const reply = await call<{ data: { items: { code: string | null; referenceKey: string | null }[] } }>(
    party.base,
    `/api/Sandbox/Outbox?recipient=${encodeURIComponent(party.recipient)}`,
  );
  const item = reply.body.data.items.find((i) => i.referenceKey === referenceKey);
  if (!item?.code) throw new Error(`no code for ${referenceKey}`);
  return item.code;
};

export const outboxText = async (party: Party, referenceKey: string): Promise<string> => {
  const reply = await call<{ data: { items: { text: string; referenceKey: string | null }[] } }>(
    party.base,
    `/api/Sandbox/Outbox?recipient=${encodeURIComponent(party.recipient)}`,
  );
  return reply.body.data.items.find((i) => i.referenceKey === referenceKey)?.text ?? '';
};

/** Execute, the code, Execute again: the final reply (the receipt, or a refusal). */
export const send = async (party: Party, request: object, key = crypto.randomUUID()) => {
  const first = await post<ApproverInfo>(party, '/api/Transfer/Execute', request, key);
  if (first.body.status !== 'success' || ![201, 203].includes(first.body.actionCode))
    return { key, challenge: first, reply: first as unknown as Reply<Envelope<TransferReceipt>> };
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(party, otpReferenceKey);
  const reply = await post<TransferReceipt>(
    party,
    '/api/Transfer/Execute',
    { ...request, otpReferenceKey, otpCode },
    key,
  );
  return { key, challenge: first, reply };
};

export const balanceOf = async (db: Db, accountNumber: string): Promise<bigint> =>
  (await db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.accountNumber, accountNumber)))[0]!
    .balance;

export const balancesOf = async (db: Db, numbers: string[]): Promise<Record<string, bigint>> => {
  const rows = await db
    .select({ n: accounts.accountNumber, b: accounts.balance })
    .from(accounts)
    .where(inArray(accounts.accountNumber, numbers));
  return Object.fromEntries(rows.map((r) => [r.n, r.b]));
};

/** The entries of a transfer, by account number. */
export const entriesOf = async (db: Db, transferId: string) =>
  db
    .select({ account: accounts.accountNumber, amount: ledgerEntries.amount, currency: ledgerEntries.currency })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(
      eq(
        ledgerEntries.journalId,
        sql`(select ${transfers.journalId} from ${transfers} where ${transfers.id} = ${transferId})`,
      ),
    );

/** Every journal in the database nets to zero per currency; every balance equals its entries. */
export const ledgerIsConsistent = async (db: Db) => {
  const unbalanced = await db.execute(
    sql`select journal_id, currency from ledger_entries group by journal_id, currency having sum(amount) <> 0`,
  );
  const drift = await db.execute(
    sql`select a.account_number from accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;
  return { unbalanced: count(unbalanced), drift: count(drift) };
};

/**
 * Card management tests' steps: a change through its code (first call, the code from the sandbox
 * outbox, the same call with it under the same key), the demo cards' ids, a virtual card under a
 * credit card and a second TRY current account for Ayşe, made in the database.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CardChangeResult } from '../../../src/contract/cards-management';
import type { ApproverInfo } from '../../../src/contract/transfers';
import type { Db } from '../../../server/db/client';
import { accounts } from '../../../server/db/schema/accounts';
import { cards } from '../../../server/db/schema/cards';
import type { Reply } from './http-client';
import { codeFor, post, type Envelope, type Party } from './transfer-steps';

export type ChangeReply = Reply<Envelope<CardChangeResult>>;

/** `/api/Card/<change>` with its code; a refusal at the first call is the reply. */
export const change = async (
  party: Party,
  name: string,
  body: object,
  key: string = randomUUID(),
): Promise<{ reply: ChangeReply; first: Reply<Envelope<ApproverInfo>>; key: string }> => {
  const route = `/api/Card/${name}`;
  const first = await post<ApproverInfo>(party, route, body, key);
  if (first.body.status !== 'success' || first.body.actionCode !== 201)
    return { reply: first as unknown as ChangeReply, first, key };
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(party, otpReferenceKey);
  const reply = await post<CardChangeResult>(party, route, { ...body, otpReferenceKey, otpCode }, key);
  return { reply, first, key };
};

/** The refusal codes of a reply ([] for a success). */
export const codesOf = (reply: ChangeReply): string[] =>
  reply.body.status === 'error' ? reply.body.messages.map((m) => m.code) : [];

export const cardRow = async (db: Db, id: string) => (await db.select().from(cards).where(eq(cards.id, id)))[0]!;

export const cardIdByNumber = async (db: Db, cardNumber: string): Promise<string> =>
  (await db.select({ id: cards.id }).from(cards).where(eq(cards.cardNumber, cardNumber)))[0]!.id;

/** A virtual card under a main credit card (as APPS would make it), Active. */
export const insertVirtualCard = async (db: Db, mainId: string, last: string): Promise<string> => {
  const main = await cardRow(db, mainId);
  const id = randomUUID();
  await db.insert(cards).values({
    ...main,
    id,
    kind: 'Virtual',
    cardNumber: `${main.cardNumber.slice(0, 12)}${last}`,
    parentCardId: main.id,
    virtualLimit: 100_000n,
    status: 'Active',
    statusReason: null,
    pinHash: null,
  });
  return id;
};

/** Another open TRY current account of the customer who holds `like`, with the number given. */
export const insertTryAccount = async (db: Db, like: string, accountNumber: string): Promise<void> => {
  const [row] = await db.select().from(accounts).where(eq(accounts.accountNumber, like));
  await db.insert(accounts).values({ ...row!, id: randomUUID(), accountNumber, iban: null, balance: 0n, alias: null });
};

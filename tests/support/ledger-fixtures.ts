/** Test fixtures of the ledger: money by a Funding journal through the engine, transfers rows written directly. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { accounts } from '../../server/db/schema/accounts';
import { journal } from '../../server/db/schema/ledger';
import { transfers } from '../../server/db/schema/transfers';
import { postJournal } from '../../server/domain/ledger/post';

export const accountIdOf = async (db: Db, accountNumber: string): Promise<string> => {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, accountNumber));
  if (!row) throw new Error(`no account ${accountNumber}`);
  return row.id;
};

/** Moves `amount` minor units of TRY from `from` (a GL account by default) into the account. */
export const fund = async (
  db: Db,
  accountNumber: string,
  amount: bigint,
  { from = 'GL-POOL-TRY', at = new Date(), text = 'Test funding' }: { from?: string; at?: Date; text?: string } = {},
): Promise<void> =>
  postJournal(db, {
    id: randomUUID(),
    kind: 'Funding',
    description: text,
    createdAt: at,
    postings: [
      {
        debit: await accountIdOf(db, from),
        credit: await accountIdOf(db, accountNumber),
        amount,
        currency: 'TRY',
        code: 'funding',
        debitText: text,
        creditText: text,
      },
    ],
  });

type TransferInsert = typeof transfers.$inferInsert;

/**
 * A transfers row written straight into the database (tests of the readers of transfers), with the
 * journal row it references; no money moves.
 */
export const insertTransfer = async (
  db: Db,
  values: Partial<TransferInsert> & Pick<TransferInsert, 'customerId' | 'kind' | 'details'>,
) => {
  const journalId = randomUUID();
  const now = new Date();
  await db.insert(journal).values({ id: journalId, kind: 'EFT', description: 'Test', createdAt: now, valueDate: now });
  const [row] = await db
    .insert(transfers)
    .values({
      journalId,
      transferType: 'EFT',
      status: 'Completed',
      reference: `EMNTEST${randomUUID().slice(0, 12)}`,
      amount: 0n,
      currency: 'TRY',
      limitAmountTry: 0n,
      createdAt: now,
      ...values,
    })
    .returning();
  return row!;
};

/**
 * A PIS consent's payment: with its token, the provider makes the payment the customer approved. It
 * is a real transfer (the transfers domain's facts, plan and commit: FAST, EFT or remittance by the
 * payee's IBAN, from the source account the customer chose) plus an areaTransition moving the consent
 * K→E with the journal and transfer ids, in the commit's one statement. Exactly once: a second call
 * (a retry, a concurrent one) finds the consent E and answers the same payment; the transfer shows in
 * the customer's last transactions like any other.
 */
import type { Logger } from 'pino';
import { eq } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount } from '../../../src/contract/money';
import { statusesBefore } from '../../../src/contract/open-banking';
import type { TransferRequest } from '../../../src/contract/transfers';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { customers } from '../../db/schema/auth';
import { obConsents } from '../../db/schema/open-banking';
import { transfers } from '../../db/schema/transfers';
import { BusinessError } from '../common/refusal';
import { sessionlessDecider } from '../decisions/decider';
import { DEFAULT_LEDGER_REFUSALS, type ProductContext } from '../decisions/product';
import { areaTransition, type Commit } from '../ledger/commit';
import { LedgerError } from '../ledger/journal';
import { applyCommit } from '../ledger/post';
import { loadTransferFacts } from '../transfers/facts';
import { planTransfer } from '../transfers/plan';
import { expireConsents, type ConsentRow } from './consents';
import { OhvpsUnauthorised } from './providers';

const answerOf = async (db: Db, consent: ConsentRow) => {
  const [transfer] = consent.transferId
    ? await db.select().from(transfers).where(eq(transfers.id, consent.transferId)).limit(1)
    : [];
  return {
    consentId: consent.id,
    status: consent.status as 'E',
    transferId: consent.transferId ?? '',
    amount: formatAmount(consent.amount ?? 0n, 'TRY'),
    currency: consent.currency ?? 'TRY',
    executedAt: (transfer?.createdAt ?? consent.updatedAt).toISOString(),
  };
};

const reread = async (db: Db, id: string): Promise<ConsentRow> =>
  (await db.select().from(obConsents).where(eq(obConsents.id, id)).limit(1))[0]!;

export const makePayment = async (
  deps: { db: Db; config: ServerConfig; logger: Logger; now: () => Date },
  given: ConsentRow,
) => {
  const { db } = deps;
  const now = deps.now();
  await expireConsents(db, now);
  const consent = await reread(db, given.id);
  if (consent.kind !== 'PIS') throw new OhvpsUnauthorised('open banking: not a payment consent');
  if (consent.status === 'E') return answerOf(db, consent);
  if (consent.status !== 'K') throw new OhvpsUnauthorised('open banking: consent not usable');
  const [customer] = await db.select().from(customers).where(eq(customers.id, consent.customerId)).limit(1);
  const [source] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.id, consent.accountIds[0] ?? ''))
    .limit(1);
  if (!customer || !source) throw new BusinessError([MessageCode.ConsentAccountsInvalid]);
  const ctx: ProductContext = {
    deps: { ...deps, now: () => now },
    decider: sessionlessDecider(customer),
    now,
    language: 'tur',
  };
  const request: TransferRequest = {
    sourceAccountNumber: source.accountNumber,
    target: { mode: 'IBAN', iban: consent.payeeIban ?? '', receiverName: consent.payeeName ?? '' },
    amount: formatAmount(consent.amount ?? 0n, 'TRY'),
    description: consent.description || consent.reference,
    acceptNextWindow: true,
  };
  const plan = planTransfer(ctx, request, await loadTransferFacts(ctx, request, 'execute'));
  const { commit } = plan.commit();
  const transferRow = commit.rows?.find((r) => r.table === 'transfers')?.row as { id: string } | undefined;
  const full: Commit = {
    ...commit,
    guards: [
      areaTransition(
        obConsents,
        consent.id,
        statusesBefore('E'),
        { status: 'E', journalId: commit.journal?.id ?? null, transferId: transferRow?.id ?? null, updatedAt: now },
        MessageCode.ConsentNotAwaiting,
      ),
      ...(commit.guards ?? []),
    ],
  };
  try {
    await applyCommit(db, full);
  } catch (error) {
    if (error instanceof LedgerError)
      throw new BusinessError([DEFAULT_LEDGER_REFUSALS[error.code] ?? MessageCode.ConsentNotAwaiting]);
    // Another call paid it meanwhile: the same answer.
    if (error instanceof BusinessError && error.codes.includes(MessageCode.ConsentNotAwaiting)) {
      const after = await reread(db, consent.id);
      if (after.status === 'E') return answerOf(db, after);
    }
    throw error;
  }
  return answerOf(db, await reread(db, consent.id));
};

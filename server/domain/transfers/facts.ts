/**
 * What a transfer's plan reads (the decision flow stores it with the code and plans again from it
 * at the commit): the customer's source account with today's use of the daily limit (one query),
 * the destination (one or two), and for a virement across currencies the exchange quote.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MessageCode } from '../../../src/contract/message-codes';
import { parseAmount } from '../../../src/contract/money';
import type { TransferRequest } from '../../../src/contract/transfers';
import type { Db } from '../../db/client';
import { prepared } from '../../db/statements';
import { accounts } from '../../db/schema/accounts';
import { customers } from '../../db/schema/auth';
import { easyAddresses } from '../../db/schema/easy-addresses';
import { limitUsage } from '../../db/schema/limits';
import { BusinessError } from '../common/refusal';
import type { AccountRow } from '../directory/directory';
import { createQuoteRow, findOpenQuote, quoteFits, type QuoteRow } from '../fx/quotes';
import type { ProductContext } from '../decisions/product';
import { istanbulDate } from './calendar';
import { DAILY_LIMIT } from './limits';
import { internalKeyOf, resolveTarget, type Destination, type InternalKey, type PreloadedReceiver } from './targets';

export interface TransferFacts {
  source: AccountRow;
  destination: Destination;
  /** TRY minor units already counted against today's (Istanbul) limit. */
  usedToday: bigint;
  /** The exchange quote of a virement across currencies. */
  quote: QuoteRow | null;
}

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

const USED_TODAY = sql<string | null>`(select ${limitUsage.used}::text from ${limitUsage}
  where ${limitUsage.customerId} = ${sql.placeholder('customerId')} and ${limitUsage.limitCode} = ${DAILY_LIMIT}
  and ${limitUsage.periodStart} = ${sql.placeholder('day')}::date)`;
const OWN_SOURCE = and(
  eq(accounts.accountNumber, sql.placeholder('accountNumber')),
  eq(accounts.customerId, sql.placeholder('customerId')),
);

const SOURCE = prepared((db) =>
  db.select({ account: accounts, used: USED_TODAY }).from(accounts).where(OWN_SOURCE).prepare('transfer-source'),
);

const receiver = alias(accounts, 'receiver');
const holder = alias(customers, 'holder');

/** The source with today's limit use and, in the same query, the receiver of this bank (an open customer account). */
const sourceAndReceiver = (db: Db, name: string, match: SQL) =>
  db
    .select({ account: accounts, used: USED_TODAY, receiver, name: holder.name, surname: holder.surname })
    .from(accounts)
    .leftJoin(receiver, and(match, eq(receiver.isInternal, false), isNull(receiver.closedAt)))
    .leftJoin(holder, eq(holder.id, receiver.customerId))
    .where(OWN_SOURCE)
    .prepare(name);

const WITH_RECEIVER = {
  number: prepared((db) =>
    sourceAndReceiver(db, 'transfer-source-by-number', eq(receiver.accountNumber, sql.placeholder('key'))),
  ),
  iban: prepared((db) => sourceAndReceiver(db, 'transfer-source-by-iban', eq(receiver.iban, sql.placeholder('key')))),
  alias: prepared((db) =>
    sourceAndReceiver(
      db,
      'transfer-source-by-alias',
      sql`${receiver.id} = (select ${easyAddresses.accountId} from ${easyAddresses}
        where ${easyAddresses.type} = ${sql.placeholder('type')} and ${easyAddresses.value} = ${sql.placeholder('key')})`,
    ),
  ),
};

/**
 * The customer's own open account with today's use of the daily limit, and when the target can be
 * an account of this bank, that receiver too: one prepared query.
 */
const sourceWithUsage = async (
  db: Db,
  input: { customerId: string; accountNumber: string; day: string; receiver: InternalKey | undefined },
) => {
  const { receiver: wanted, ...values } = input;
  let row: { account: AccountRow; used: string | null } | undefined;
  let preloaded: PreloadedReceiver | undefined;
  if (wanted) {
    // An easy address's key is `type:value` (the type has no colon).
    const [type, key] =
      wanted.by === 'alias'
        ? [wanted.key.slice(0, wanted.key.indexOf(':')), wanted.key.slice(wanted.key.indexOf(':') + 1)]
        : [undefined, wanted.key];
    const [found] = await WITH_RECEIVER[wanted.by](db).execute({ ...values, key, type });
    row = found;
    if (found) {
      const holderName = found.name === null ? undefined : `${found.name} ${found.surname}`;
      preloaded = {
        ...wanted,
        found: found.receiver && holderName ? { account: found.receiver, holderName } : undefined,
      };
    }
  } else [row] = await SOURCE(db).execute(values);
  if (!row || row.account.isInternal) return fail(MessageCode.TransferOwnAccountExpected);
  if (row.account.closedAt) fail(MessageCode.AccountClosed);
  return { source: row.account, usedToday: BigInt(row.used ?? '0'), preloaded };
};

/**
 * Preview prices a new quote when the one given does not fit (or none is); Execute needs the quote
 * the customer confirmed, still open.
 */
const quoteOf = async (
  ctx: ProductContext,
  request: TransferRequest,
  stage: 'preview' | 'execute',
  pair: { source: AccountRow; targetCurrency: AccountRow['currency'] },
): Promise<QuoteRow | null> => {
  const { db, config } = ctx.deps;
  const amountCurrency = request.amountCurrency ?? pair.source.currency;
  const open = request.quoteId ? await findOpenQuote(db, request.quoteId, ctx.now) : undefined;
  if (stage === 'execute') return request.quoteId ? (open ?? fail(MessageCode.TransferQuoteExpired)) : null;
  const amount = parseAmount(request.amount, amountCurrency);
  const wanted = { source: pair.source.currency, target: pair.targetCurrency, amount, amountCurrency };
  if (quoteFits(open, { customerId: ctx.decider.customerId, ...wanted })) return open;
  if (amount === undefined || amount <= 0n) return null;
  if (amountCurrency !== pair.source.currency && amountCurrency !== pair.targetCurrency) return null;
  return createQuoteRow(db, config, ctx.now, {
    sourceCurrency: pair.source.currency,
    targetCurrency: pair.targetCurrency,
    amount,
    amountCurrency,
    customerId: ctx.decider.customerId,
  });
};

export const loadTransferFacts = async (
  ctx: ProductContext,
  request: TransferRequest,
  stage: 'preview' | 'execute',
): Promise<TransferFacts> => {
  const { db, config } = ctx.deps;
  const customerId = ctx.decider.customerId;
  const { source, usedToday, preloaded } = await sourceWithUsage(db, {
    customerId,
    accountNumber: request.sourceAccountNumber,
    day: istanbulDate(ctx.now),
    receiver: internalKeyOf(request.target, config.bankCode),
  });
  const destination = await resolveTarget(
    db,
    { bankCode: config.bankCode, customerId, source, preloaded },
    request.target,
  );
  const crossCurrency =
    destination.rail === 'virement' && destination.internal && destination.internal.currency !== source.currency;
  const quote = crossCurrency
    ? await quoteOf(ctx, request, stage, { source, targetCurrency: destination.internal!.currency })
    : null;
  return { source, destination, usedToday, quote };
};

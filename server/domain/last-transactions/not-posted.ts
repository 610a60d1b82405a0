/**
 * The company's operations that have not moved money, for the last-transactions feed (issue 17,
 * docs/corporate-access.md): a maker's transfer or bill payment waiting for approvals, and one that
 * ended without posting (Rejected, Expired, Failed) for `OPERATION_END_SHOWN_DAYS` days after its end
 * on the bank's clock. A posted operation is a journal, so it is a movement of the feed instead.
 * The company's waiting operations are settled first (expiry, a post whose approvals are met), as the
 * corporate-operations reads do, so the feed never shows as waiting what has ended.
 */
import { and, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import type { OperationKind } from '../../../src/contract/corporate-roles';
import {
  OPERATION_END_SHOWN_DAYS,
  type LastTransactionKind,
  type NotPostedOperation,
  type NotPostedStatus,
} from '../../../src/contract/last-transactions';
import { formatAmount, type Currency } from '../../../src/contract/money';
import type { TransferType } from '../../../src/contract/transfers';
import { pendingOperations } from '../../db/schema/corporate-access';
import { TRANSACTION_TEXT, TRANSFER_TYPE_TEXT } from '../accounts/transaction-texts';
import type { DomainDeps } from '../common/deps';
import { settleOperations } from '../corporate/settle';

const DAY_MS = 86_400_000;
const LIMIT = 20;
const ENDED: NotPostedStatus[] = ['Rejected', 'Expired', 'Failed'];

type Row = typeof pendingOperations.$inferSelect;

/** The feed's kind of each operation kind (the kinds not yet wrapped read as Other). */
const KIND_OF: Partial<Record<OperationKind, LastTransactionKind>> = {
  transfer: 'Transfer',
  billPayment: 'BillPayment',
  cardPayment: 'CardDebtPayment',
  trade: 'FxTrade',
  accountOperation: 'AccountOpening',
};

const TITLES = {
  tur: {
    transfer: (type: string, name: string) => `${type} · ${name}`,
    bill: (biller: string) => `${biller} faturası`,
    cardDebt: (card: string) => `Kredi kartı borcu ödemesi ${card}`.trim(),
    opening: (currency: string) => `Hesap açılışı · ${currency}`,
  },
  eng: {
    transfer: (type: string, name: string) => `${type} to ${name}`,
    bill: (biller: string) => `${biller} bill`,
    cardDebt: (card: string) => `Card debt payment ${card}`.trim(),
    opening: (currency: string) => `Account opening · ${currency}`,
  },
} as const;

const text = (summary: Record<string, string | null>, key: string): string | null => {
  const value = summary[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

const titleOf = (op: Row, summary: Record<string, string | null>, language: Language): string => {
  const receiver = text(summary, 'receiver') ?? '';
  if (op.kind === 'billPayment') return TITLES[language].bill(receiver);
  if (op.kind === 'cardPayment') return TITLES[language].cardDebt(text(summary, 'card') ?? '');
  if (op.kind === 'accountOperation') return TITLES[language].opening(op.currency);
  if (op.kind !== 'transfer') return receiver || op.reference;
  const type = text(summary, 'transferType') as TransferType | null;
  const typeText = type && TRANSFER_TYPE_TEXT[type] ? TRANSACTION_TEXT[TRANSFER_TYPE_TEXT[type]][language] : '';
  return TITLES[language].transfer(typeText, receiver);
};

const itemOf = (op: Row, language: Language): NotPostedOperation => {
  const summary = (op.summary ?? {}) as Record<string, string | null>;
  return {
    operationId: op.id,
    reference: op.reference,
    status: op.status as NotPostedStatus,
    kind: KIND_OF[op.kind] ?? 'Other',
    title: titleOf(op, summary, language),
    amount: formatAmount(op.amount, op.currency as Currency),
    currency: op.currency as Currency,
    sourceAccountNumber: text(summary, 'sourceAccountNumber'),
    receiver: text(summary, 'receiver'),
    createdAt: op.createdAt.toISOString(),
    expiresAt: op.expiresAt.toISOString(),
    endedAt: op.status === 'Waiting' ? null : (op.decidedAt?.toISOString() ?? null),
  };
};

/** The customer's (a company's) operations not posted: waiting ones first, then the recently ended, newest first. */
export const notPostedOperations = async (
  deps: DomainDeps,
  customerId: string,
  language: Language,
): Promise<NotPostedOperation[]> => {
  await settleOperations(deps, { companyId: customerId });
  const since = new Date(deps.now().getTime() - OPERATION_END_SHOWN_DAYS * DAY_MS);
  const rows = await deps.db
    .select()
    .from(pendingOperations)
    .where(
      and(
        eq(pendingOperations.companyId, customerId),
        or(
          eq(pendingOperations.status, 'Waiting'),
          and(inArray(pendingOperations.status, ENDED), gte(pendingOperations.decidedAt, since)),
        ),
      ),
    )
    .orderBy(desc(pendingOperations.createdAt))
    .limit(LIMIT);
  const waitingFirst = [...rows.filter((r) => r.status === 'Waiting'), ...rows.filter((r) => r.status !== 'Waiting')];
  return waitingFirst.map((op) => itemOf(op, language));
};

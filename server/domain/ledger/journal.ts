/**
 * A journal: one money movement of any product, as postings. A posting moves one amount of one
 * currency from a debit account to a credit account (TigerBeetle's transfer), so a journal's
 * entries net to zero per currency by construction. The engine (post.ts) stores it with its
 * entries in one statement, all or nothing.
 */
import type { JournalKind, PostingCode } from '../../../src/contract/ledger';
import type { Currency } from '../../../src/contract/money';

export interface Posting {
  debit: string;
  credit: string;
  /** Minor units, above zero. */
  amount: bigint;
  currency: Currency;
  code: PostingCode;
  /** The statement line of each side, and the other party's name where a customer sees it. */
  debitText: string;
  creditText: string;
  debitParty?: string | null;
  creditParty?: string | null;
}

export interface Journal {
  id: string;
  kind: JournalKind;
  description: string;
  /** Whose decision moved the money (none for the bank's own movements). */
  customerId?: string | null;
  /** The journal this one resolves (a settlement, a release, a reversal). */
  relatedJournalId?: string | null;
  createdAt: Date;
  valueDate?: Date;
  postings: Posting[];
}

export const LEDGER_ERROR_CODES = [
  'ledger.unbalanced',
  'ledger.unknownAccount',
  'ledger.currencyMismatch',
  'ledger.accountClosed',
  'ledger.insufficientFunds',
] as const;

export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    readonly accountId?: string,
  ) {
    super(code);
    this.name = 'LedgerError';
  }
}

/** The journal as the database functions take it (ledger_post, commit_apply): entries signed, amounts as text. */
export const journalJson = (journal: Journal) => {
  if (journal.postings.length === 0) throw new LedgerError('ledger.unbalanced');
  const entries = journal.postings.flatMap((p) => {
    if (p.amount <= 0n) throw new LedgerError('ledger.unbalanced');
    return [
      {
        accountId: p.debit,
        currency: p.currency,
        amount: (-p.amount).toString(),
        code: p.code,
        description: p.debitText,
        counterparty: p.debitParty ?? null,
      },
      {
        accountId: p.credit,
        currency: p.currency,
        amount: p.amount.toString(),
        code: p.code,
        description: p.creditText,
        counterparty: p.creditParty ?? null,
      },
    ];
  });
  return {
    id: journal.id,
    kind: journal.kind,
    description: journal.description,
    customerId: journal.customerId ?? null,
    relatedJournalId: journal.relatedJournalId ?? null,
    createdAt: journal.createdAt.toISOString(),
    valueDate: (journal.valueDate ?? journal.createdAt).toISOString(),
    entries,
  };
};

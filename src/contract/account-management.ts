/**
 * Opening, naming and closing accounts, and the filtered history with its PDF and CSV
 * exports (spec section 2, Accounts). Participation accounts share profit and loss at a
 * stated ratio; the return is known only at maturity (domain-facts.md): never "faiz".
 */
import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { CURRENCIES } from './money';

export const OPENABLE_KINDS = ['Current', 'Participation'] as const;
export type OpenableKind = (typeof OPENABLE_KINDS)[number];

const accountNumber = v.pipe(
  v.string(),
  v.nonEmpty(IssueKey.Required),
  v.regex(/^\d{1,20}(?:-\d{1,4})?$/, IssueKey.Invalid),
);

/** `GET /Deposit/GetAccountProducts`: what can be opened; terms and pools for participation accounts. */
export interface AccountProducts {
  currencies: string[];
  participation: {
    termsMonths: number[];
    pools: { code: string; name: string; currency: string; profitShareRatio: number }[];
  };
  /** Smallest opening amount per currency, decimal strings. */
  minimumOpeningAmount: Record<string, string>;
}

/** `POST /Deposit/CreateAccount` (Idempotency-Key): opened and funded from an existing account in one transaction. */
export const CreateAccountSchema = v.object({
  kind: v.picklist(OPENABLE_KINDS, IssueKey.Required),
  currency: v.picklist(CURRENCIES, IssueKey.Required),
  termMonths: v.optional(v.number()),
  poolCode: v.optional(v.pipe(v.string(), v.maxLength(20))),
  sourceAccountNumber: accountNumber,
  amount: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^\d{1,15}(?:\.\d{1,4})?$/, IssueKey.Invalid)),
  alias: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, IssueKey.TooLong))),
  /** A cross-currency opening executes at this quote (`/Transfer/GetExchangeQuote`). */
  quoteId: v.optional(v.pipe(v.string(), v.uuid(IssueKey.Invalid))),
});
export type CreateAccountRequest = v.InferOutput<typeof CreateAccountSchema>;

/** `POST /Deposit/UpdateAccountAlias` (Idempotency-Key); an empty alias goes back to the product name. */
export const UpdateAliasSchema = v.object({
  accountNumber,
  alias: v.pipe(v.string(), v.trim(), v.maxLength(40, IssueKey.TooLong)),
});

/** `POST /Deposit/CloseAccount` (Idempotency-Key): only at zero balance, never the last TRY current account. */
export const CloseAccountSchema = v.object({ accountNumber });

export const DIRECTIONS = ['all', 'in', 'out'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * The query of `GET /Deposit/GetTransactions/{accountNumber}`, `/Deposit/GetStatementPdf/{accountNumber}`
 * and `/Deposit/GetStatementCsv/{accountNumber}`: dates `YYYY-MM-DD` (Europe/Istanbul days, both ends
 * included), absolute amounts as decimal strings, a direction and a text search.
 */
export const TransactionFilterSchema = v.object({
  from: v.optional(v.pipe(v.string(), v.isoDate(IssueKey.Invalid))),
  to: v.optional(v.pipe(v.string(), v.isoDate(IssueKey.Invalid))),
  minAmount: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}(?:\.\d{1,4})?$/, IssueKey.Invalid))),
  maxAmount: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}(?:\.\d{1,4})?$/, IssueKey.Invalid))),
  direction: v.optional(v.picklist(DIRECTIONS), 'all'),
  q: v.optional(v.pipe(v.string(), v.maxLength(50, IssueKey.TooLong))),
  take: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, IssueKey.Invalid))),
});
export type TransactionFilter = v.InferOutput<typeof TransactionFilterSchema>;

/** `GET /Deposit/GetStatementCsv/{accountNumber}`: UTF-8 CSV text (with BOM, `;` separated for Excel in tr-TR). */
export interface StatementCsv {
  fileName: string;
  content: string;
}

/** `GET /Deposit/GetAccountDetail/{accountNumber}`. */
export interface AccountDetail {
  accountNumber: string;
  iban: string;
  name: string;
  alias: string | null;
  kind: string;
  currency: string;
  balance: string;
  availableBalance: string;
  branchName: string;
  openedAt: string;
  closedAt: string | null;
  termMonths: number | null;
  profitShareRatio: number | null;
  poolName: string | null;
  maturityDate: string | null;
  easyAddressCount: number;
}

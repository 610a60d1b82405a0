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

/**
 * `POST /Deposit/GetOpeningQuote`: the exchange quote for funding a new account of `currency`
 * from a source account of another currency; `amount` is what the new account receives.
 */
export const OpeningQuoteRequestSchema = v.object({
  sourceAccountNumber: accountNumber,
  currency: v.picklist(CURRENCIES, IssueKey.Required),
  amount: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^\d{1,15}(?:\.\d{1,4})?$/, IssueKey.Invalid)),
});
export const ExchangeQuoteSchema = v.object({
  quoteId: v.string(),
  sourceCurrency: v.string(),
  targetCurrency: v.string(),
  sourceAmount: v.string(),
  targetAmount: v.string(),
  rate: v.string(),
  midRate: v.string(),
  spreadPercent: v.string(),
  expiresAt: v.string(),
});

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

/** Response schemas (the page parses every answer with the contract's schema). */
export const AccountDetailSchema = v.object({
  accountNumber: v.string(),
  iban: v.string(),
  name: v.string(),
  alias: v.nullable(v.string()),
  kind: v.string(),
  currency: v.picklist(CURRENCIES),
  balance: v.string(),
  availableBalance: v.string(),
  branchName: v.string(),
  openedAt: v.string(),
  closedAt: v.nullable(v.string()),
  termMonths: v.nullable(v.number()),
  profitShareRatio: v.nullable(v.number()),
  poolName: v.nullable(v.string()),
  maturityDate: v.nullable(v.string()),
  easyAddressCount: v.number(),
}) satisfies v.GenericSchema<unknown, AccountDetail>;

/** The answer of CreateAccount, UpdateAccountAlias and CloseAccount: the account as it now is. */
export const AccountChangeSchema = v.object({ account: AccountDetailSchema });
export interface AccountChange {
  account: AccountDetail;
}

export const AccountProductsSchema = v.object({
  currencies: v.array(v.string()),
  participation: v.object({
    termsMonths: v.array(v.number()),
    pools: v.array(
      v.object({ code: v.string(), name: v.string(), currency: v.string(), profitShareRatio: v.number() }),
    ),
  }),
  minimumOpeningAmount: v.record(v.string(), v.string()),
}) satisfies v.GenericSchema<unknown, AccountProducts>;

export const StatementCsvSchema = v.object({ fileName: v.string(), content: v.string() }) satisfies v.GenericSchema<
  unknown,
  StatementCsv
>;

/** `/dashboard/my-accounts/detail?accountNumber=…`. */
export const AccountDetailSearchSchema = v.object({ accountNumber: v.fallback(accountNumber, '') });

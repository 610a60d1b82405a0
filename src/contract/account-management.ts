/**
 * Opening, naming and closing accounts, and the filtered history with its PDF and CSV
 * exports (spec section 2, Accounts). Participation accounts share profit and loss at a
 * stated ratio; the return is known only at maturity (domain-facts.md): never "faiz".
 */
import * as v from 'valibot';
import { ACCOUNT_NUMBER_PATTERN, AMOUNT_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { CURRENCIES, parseAmount } from './money';
import { text } from './safe-text';
import { WaitingOperationSchema } from './waiting-operation';

export const OPENABLE_KINDS = ['Current', 'Participation'] as const;
export type OpenableKind = (typeof OPENABLE_KINDS)[number];

const accountNumber = v.pipe(
  v.string(),
  v.nonEmpty(IssueKey.Required),
  v.regex(ACCOUNT_NUMBER_PATTERN, IssueKey.Invalid),
);

/** `POST /Deposit/CreateAccount` (Idempotency-Key): opened and funded from an existing account in one transaction. */
export const CreateAccountSchema = v.object({
  kind: v.picklist(OPENABLE_KINDS, IssueKey.Required),
  currency: v.picklist(CURRENCIES, IssueKey.Required),
  termMonths: v.optional(v.number()),
  poolCode: v.optional(v.pipe(text(), v.maxLength(20, IssueKey.TooLong))),
  sourceAccountNumber: accountNumber,
  amount: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(AMOUNT_PATTERN, IssueKey.Invalid)),
  alias: v.optional(v.pipe(text(), v.trim(), v.maxLength(40, IssueKey.TooLong))),
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
  amount: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(AMOUNT_PATTERN, IssueKey.Invalid)),
});
/** `POST /Deposit/UpdateAccountAlias` (Idempotency-Key); an empty alias goes back to the product name. */
export const UpdateAliasSchema = v.object({
  accountNumber,
  alias: v.pipe(text(), v.trim(), v.maxLength(40, IssueKey.TooLong)),
});

/** `POST /Deposit/CloseAccount` (Idempotency-Key): only at zero balance, never the last TRY current account. */
export const CloseAccountSchema = v.object({ accountNumber });

export const DIRECTIONS = ['all', 'in', 'out'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The most entries one filtered history answers (`take`). */
export const FILTER_TAKE_MAX = 500;

/**
 * The query of `GET /Deposit/GetTransactions/{accountNumber}`, `/Deposit/GetStatementPdf/{accountNumber}`
 * and `/Deposit/GetStatementCsv/{accountNumber}`: dates `YYYY-MM-DD` (Europe/Istanbul days, both ends
 * included), absolute amounts as decimal strings (up to 4 decimals, the precision of gold), a direction
 * and a text search; `to` not before `from`, `maxAmount` not below `minAmount`.
 */
export const TransactionFilterSchema = v.pipe(
  v.object({
    from: v.optional(v.pipe(v.string(), v.isoDate(IssueKey.Invalid))),
    to: v.optional(v.pipe(v.string(), v.isoDate(IssueKey.Invalid))),
    minAmount: v.optional(v.pipe(v.string(), v.regex(AMOUNT_PATTERN, IssueKey.Invalid))),
    maxAmount: v.optional(v.pipe(v.string(), v.regex(AMOUNT_PATTERN, IssueKey.Invalid))),
    direction: v.optional(v.picklist(DIRECTIONS), 'all'),
    q: v.optional(v.pipe(text(), v.maxLength(50, IssueKey.TooLong))),
    take: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, IssueKey.Invalid),
        v.check((take) => Number(take) >= 1 && Number(take) <= FILTER_TAKE_MAX, IssueKey.Invalid),
      ),
    ),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || from <= to, IssueKey.Invalid),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['minAmount'], ['maxAmount']],
      ({ minAmount, maxAmount }) =>
        !minAmount || !maxAmount || parseAmount(minAmount, 'XAU')! <= parseAmount(maxAmount, 'XAU')!,
      IssueKey.Invalid,
    ),
    ['maxAmount'],
  ),
);
export type TransactionFilter = v.InferOutput<typeof TransactionFilterSchema>;

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
});
export type AccountDetail = v.InferOutput<typeof AccountDetailSchema>;

/** The answer of CreateAccount, UpdateAccountAlias and CloseAccount: the account as it now is. */
export const AccountChangeSchema = v.object({ account: AccountDetailSchema });
export type AccountChange = v.InferOutput<typeof AccountChangeSchema>;

/** What CreateAccount answers: the opened account, or a corporate maker's opening stored to wait for approvals (995, issue 17). */
export const CreateAccountOutcomeSchema = v.union([AccountChangeSchema, WaitingOperationSchema]);

/** `GET /Deposit/GetAccountProducts`: what can be opened; terms and pools for participation accounts. */
export const AccountProductsSchema = v.object({
  currencies: v.array(v.picklist(CURRENCIES)),
  participation: v.object({
    termsMonths: v.array(v.number()),
    pools: v.array(
      v.object({ code: v.string(), name: v.string(), currency: v.string(), profitShareRatio: v.number() }),
    ),
  }),
  /** Smallest opening amount per currency, decimal strings. */
  minimumOpeningAmount: v.record(v.string(), v.string()),
});
export type AccountProducts = v.InferOutput<typeof AccountProductsSchema>;

/** `GET /Deposit/GetStatementCsv/{accountNumber}`: UTF-8 CSV text (with BOM, `;` separated for Excel in tr-TR). */
export const StatementCsvSchema = v.object({ fileName: v.string(), content: v.string() });
export type StatementCsv = v.InferOutput<typeof StatementCsvSchema>;

/** `/dashboard/my-accounts/detail?accountNumber=…`. */
export const AccountDetailSearchSchema = v.object({ accountNumber: v.fallback(accountNumber, '') });

import * as v from 'valibot';
import { CURRENCIES } from './money';

/** One ledger entry of `GET /Deposit/GetLastTransactions/{accountNumber}`: amounts are signed decimal strings. */
export const TransactionSchema = v.object({
  id: v.string(),
  date: v.string(),
  description: v.string(),
  counterparty: v.nullable(v.string()),
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  balanceAfter: v.string(),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

export const TransactionListSchema = v.object({
  accountNumber: v.string(),
  transactions: v.array(TransactionSchema),
});
export type TransactionList = v.InferOutput<typeof TransactionListSchema>;

export const LAST_TRANSACTIONS_DEFAULT = 10;
export const LAST_TRANSACTIONS_MAX = 100;

/** `?take=`: 1 to 100, default 10; undefined when malformed. */
export const parseTake = (raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === '') return LAST_TRANSACTIONS_DEFAULT;
  if (!/^\d{1,3}$/.test(raw)) return undefined;
  const take = Number(raw);
  return take >= 1 && take <= LAST_TRANSACTIONS_MAX ? take : undefined;
};

/** `GET /Deposit/GetStatementPdf/{accountNumber}`: a PDF, base64. */
export const StatementPdfSchema = v.object({ fileName: v.string(), content: v.string() });
export type StatementPdf = v.InferOutput<typeof StatementPdfSchema>;

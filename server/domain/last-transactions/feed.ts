/**
 * `GET /Payment/GetLastTransactions`: the customer's journals newest first (the bank's own, which
 * have no customer, never show), filtered by Istanbul days, the page's kind and the absolute amount
 * on the customer's side, paged by (created_at, id). The kind is worked out in SQL the same way
 * `kindOf` does it, so the filter and the item agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import {
  LAST_TRANSACTIONS_LIMIT_DEFAULT,
  cursorOf,
  type LastTransactionList,
  type LastTransactionsQuery,
} from '../../../src/contract/last-transactions';
import { parseAmount } from '../../../src/contract/money';
import type { DbOrTx } from '../../db/client';
import { istanbulDayStart } from '../accounts/transaction-filter';
import { itemOf, loadMovements } from './movements';

const DAY_MS = 86_400_000;

/** The page's kind of journal `j` (mirrors movements.ts kindOf). */
const KIND_SQL = sql`case
  when exists (select 1 from standing_order_runs r where r.journal_id = j.id) then 'StandingOrderRun'
  when j.kind = 'CardDebtPayment' or exists (select 1 from card_debt_payments p where p.journal_id = j.id) then 'CardDebtPayment'
  when j.kind = 'BillPayment' or exists (select 1 from bill_payments p where p.journal_id = j.id) then 'BillPayment'
  when j.kind in ('SecurePaymentHold', 'SecurePaymentRelease', 'SecurePaymentCancel') then 'SecurePayment'
  when j.kind in ('EFT', 'FAST', 'Remittance', 'Virement') or exists (select 1 from transfers t where t.journal_id = j.id) then 'Transfer'
  when j.kind = 'AccountOpening' then 'AccountOpening'
  when j.kind = 'FxTrade' then 'FxTrade'
  when j.kind = 'GoldOrder' then 'GoldOrder'
  when j.kind in ('FinancingDisbursement', 'FinancingInstallment') then 'Financing'
  when j.kind = 'CardSpending' then 'CardSpending'
  else 'Other' end`;

export const lastTransactions = async (
  db: DbOrTx,
  customerId: string,
  query: LastTransactionsQuery,
  language: Language,
): Promise<LastTransactionList> => {
  const limit = query.limit ? Number(query.limit) : LAST_TRANSACTIONS_LIMIT_DEFAULT;
  const where: SQL[] = [sql`j.customer_id = ${customerId}`, sql`j.kind not in ('Settlement', 'Funding', 'Reversal')`];
  if (query.from) where.push(sql`j.created_at >= ${istanbulDayStart(query.from).toISOString()}`);
  if (query.to)
    where.push(sql`j.created_at < ${new Date(istanbulDayStart(query.to).getTime() + DAY_MS).toISOString()}`);
  if (query.cursor) {
    const [at, id] = query.cursor.split('.') as [string, string];
    where.push(sql`(j.created_at, j.id) < (${new Date(Number(at)).toISOString()}::timestamptz, ${id}::uuid)`);
  }
  const outer: SQL[] = [sql`true`];
  if (query.kind) outer.push(sql`f.kind = ${query.kind}`);
  // Amounts compare in 4-digit units (gold's), so one bound serves every currency.
  const scaled = sql`abs(f.amount) * (case when f.currency in ('XAU', 'XAG', 'XPT') then 1 else 100 end)`;
  if (query.minAmount) outer.push(sql`${scaled} >= ${parseAmount(query.minAmount, 'XAU')!.toString()}::numeric`);
  if (query.maxAmount) outer.push(sql`${scaled} <= ${parseAmount(query.maxAmount, 'XAU')!.toString()}::numeric`);
  const result = await db.execute(sql`
    select f.id, f.created_at from (
      select j.id, j.created_at, ${KIND_SQL} as kind, p.currency,
        coalesce((select sum(e.amount) from ledger_entries e where e.journal_id = j.id and e.account_id = p.account_id), 0) as amount
      from journal j
      left join lateral (
        select e.account_id, a.currency from ledger_entries e join accounts a on a.id = e.account_id
        where e.journal_id = j.id and a.customer_id = ${customerId}
        order by (e.amount < 0) desc, e.id limit 1
      ) p on true
      where ${sql.join(where, sql` and `)}
    ) f
    where ${sql.join(outer, sql` and `)}
    order by f.created_at desc, f.id desc
    limit ${limit + 1}`);
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  const page = rows.slice(0, limit).map((r) => r.id);
  const movements = await loadMovements(db, customerId, page);
  const transactions = movements.map((m) => itemOf(m, language));
  const last = transactions.at(-1);
  return { transactions, nextCursor: rows.length > limit && last ? cursorOf(last) : null, operations: [] };
};

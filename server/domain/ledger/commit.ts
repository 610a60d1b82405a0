/**
 * A commit: what a product's decision writes, as data the engine applies in one statement
 * (commit_apply, migration 0007): guards first (conditional writes that must hold, else the
 * decision is refused with the guard's message code), then the journal, the product's rows and
 * the journal's entries. A product describes its commit; it never writes money itself.
 */
import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CardApplicationStatus, CardStatus } from '../../../src/contract/cards';
import type { BillStatus } from '../../../src/contract/payments';
import type { TransferStatus } from '../../../src/contract/transfers';
import { accounts } from '../../db/schema/accounts';
import { fxTrades } from '../../db/schema/market';
import { documents } from '../../db/schema/documents';
import { outbox } from '../../db/schema/outbox';
import { cardApplications, cardInstallments, cardStatements, cardTransactions, cards } from '../../db/schema/cards';
import {
  billPayments,
  bills,
  cardDebtPayments,
  creditCards,
  standingOrderRuns,
  standingOrders,
} from '../../db/schema/payments';
import { transfers } from '../../db/schema/transfers';
import { journalJson, type Journal } from './journal';

export type Guard =
  /** Raises a periodic limit's usage, refused when it would pass `max` (minor units). */
  | {
      kind: 'limit';
      customerId: string;
      limitCode: string;
      periodStart: string;
      amount: bigint;
      max: bigint;
      refusal: string;
    }
  /** Gives usage back (a cancelled payment); never refused. */
  | { kind: 'limitRelease'; customerId: string; limitCode: string; periodStart: string; amount: bigint }
  /** Uses an exchange quote up: refused when it is used, expired or someone else's. */
  | { kind: 'quote'; quoteId: string; customerId: string | null; refusal: string }
  /** Moves a product row from one of `from` to a new state, once: refused when it is elsewhere. */
  | {
      kind: 'transition';
      table: 'transfers';
      id: string;
      from: readonly TransferStatus[];
      set: Partial<typeof transfers.$inferInsert>;
      refusal: string;
    }
  /** A bill from Open to Paid (status, paidAt, paymentId), once. */
  | {
      kind: 'transition';
      table: 'bills';
      id: string;
      from: readonly BillStatus[];
      set: Partial<typeof bills.$inferInsert>;
      refusal: string;
    }
  /**
   * A standing order's step past a due run: refused unless the order is still Active at that due date
   * and attempt (another process, or the customer's cancel, came first).
   */
  | {
      kind: 'orderStep';
      id: string;
      dueDate: string;
      attempt: number;
      set: Pick<typeof standingOrders.$inferInsert, 'status' | 'runsDone' | 'nextDueDate' | 'attempt' | 'retryOn'>;
      refusal: string;
    }
  /** The 24-hour notice of a standing order's due run, once per due date. */
  | { kind: 'orderNotice'; id: string; dueDate: string; refusal: string }
  /** A card's state or settings, from one of the states it may be in (a freeze, a limit, a PIN...). */
  | {
      kind: 'transition';
      table: 'cards';
      id: string;
      from: readonly CardStatus[];
      set: Partial<typeof cards.$inferInsert>;
      refusal: string;
    }
  /** A card application's next step (status, timeline, approved limit, the card made). */
  | {
      kind: 'transition';
      table: 'card_applications';
      id: string;
      from: readonly CardApplicationStatus[];
      set: Partial<typeof cardApplications.$inferInsert>;
      refusal: string;
    }
  /**
   * A card's use by the network: the card Active (its row locked) and, for a credit or virtual card,
   * the credit card's limit minus its debt covering `amount` (read under the credit card's lock).
   */
  | {
      kind: 'cardUse';
      cardId: string;
      creditCardId: string | null;
      amount: bigint;
      refusalState: string;
      refusalLimit: string;
    }
  /**
   * A credit card account's statement fields or settings; when `nextCutoffDate` is given the row must
   * still be at that cut-off (a statement run happens once per cut-off).
   */
  | {
      kind: 'creditCardUpdate';
      id: string;
      nextCutoffDate: string | null;
      set: Partial<typeof creditCards.$inferInsert>;
      refusal: string;
    }
  /** Installments billed by a statement, each once. */
  | { kind: 'installmentsBilled'; ids: string[]; statementId: string; refusal: string }
  /** A registered table's row from one of `from` to `set` (see areaTransition). */
  | AreaTransitionGuard
  /** Takes from a registered counter (see takeGuard). */
  | { kind: 'take'; table: string; column: string; id: string; amount: bigint; refusal: string };

/** A transition of a table an area registered in commit_tables (migration 0013): built by areaTransition. */
export interface AreaTransitionGuard {
  kind: 'areaTransition';
  table: string;
  columns: ColumnInfo[];
  id: string;
  from: readonly string[];
  set: Record<string, unknown>;
  refusal: string;
}

/** A row of a table an area registered in commit_tables (migration 0013): built by areaRow. */
export interface AreaRow {
  table: string;
  columns: ColumnInfo[];
  row: Record<string, unknown>;
}

export type ProductRow =
  | { table: 'transfers'; row: typeof transfers.$inferInsert }
  | { table: 'accounts'; row: typeof accounts.$inferInsert }
  | { table: 'bill_payments'; row: typeof billPayments.$inferInsert }
  | { table: 'card_debt_payments'; row: typeof cardDebtPayments.$inferInsert }
  | { table: 'standing_order_runs'; row: typeof standingOrderRuns.$inferInsert }
  | { table: 'outbox'; row: typeof outbox.$inferInsert }
  | { table: 'cards'; row: typeof cards.$inferInsert }
  | { table: 'card_transactions'; row: typeof cardTransactions.$inferInsert }
  | { table: 'card_installments'; row: typeof cardInstallments.$inferInsert }
  | { table: 'card_statements'; row: typeof cardStatements.$inferInsert }
  | { table: 'card_applications'; row: typeof cardApplications.$inferInsert }
  | { table: 'credit_cards'; row: typeof creditCards.$inferInsert }
  | { table: 'fx_trades'; row: typeof fxTrades.$inferInsert }
  | { table: 'documents'; row: typeof documents.$inferInsert }
  | AreaRow;

export interface Commit {
  at: Date;
  guards?: Guard[];
  rows?: ProductRow[];
  journal?: Journal;
}

const casing = new CasingCache('snake_case');

interface ColumnInfo {
  key: string;
  name: string;
  notNull: boolean;
  /** The column's default when JavaScript knows it (not a SQL expression). */
  fallback: unknown;
}

/** Each product table's columns, worked out once: the property, the column name, its default. */
const columnsOf = (table: PgTable): ColumnInfo[] =>
  Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: casing.getColumnCasing(column),
    notNull: column.notNull,
    fallback:
      column.hasDefault && column.default !== undefined && !is(column.default, SQL) ? column.default : undefined,
  }));

const TABLES: Record<Exclude<ProductRow, AreaRow>['table'] | 'bills' | 'standing_orders', ColumnInfo[]> = {
  transfers: columnsOf(transfers),
  accounts: columnsOf(accounts),
  bill_payments: columnsOf(billPayments),
  card_debt_payments: columnsOf(cardDebtPayments),
  standing_order_runs: columnsOf(standingOrderRuns),
  outbox: columnsOf(outbox),
  bills: columnsOf(bills),
  standing_orders: columnsOf(standingOrders),
  cards: columnsOf(cards),
  card_transactions: columnsOf(cardTransactions),
  card_installments: columnsOf(cardInstallments),
  card_statements: columnsOf(cardStatements),
  card_applications: columnsOf(cardApplications),
  credit_cards: columnsOf(creditCards),
  fx_trades: columnsOf(fxTrades),
  documents: columnsOf(documents),
};

/** The columns of the tables areas registered, worked out once each. */
const areaColumns = new Map<PgTable, ColumnInfo[]>();
const columnsFor = (table: PgTable): ColumnInfo[] => {
  let columns = areaColumns.get(table);
  if (!columns) areaColumns.set(table, (columns = columnsOf(table)));
  return columns;
};

/**
 * A new row of a table its area registered in commit_tables (`INSERT INTO commit_tables (table_name)` in
 * the area's migration): the engine inserts it in the commit's statement, with no change of its own.
 */
export const areaRow = <T extends PgTable>(table: T, row: T['$inferInsert']): AreaRow => ({
  table: getTableName(table),
  columns: columnsFor(table),
  row: row as Record<string, unknown>,
});

/**
 * Moves a registered table's row (it has `id` and `status`) from one of `from` to `set`, once: refused
 * with `refusal` when it is elsewhere. `set` may hold only the columns the area's migration listed in
 * commit_tables.transition_columns (the engine raises otherwise).
 */
export const areaTransition = <T extends PgTable>(
  table: T,
  id: string,
  from: readonly string[],
  set: Partial<T['$inferInsert']>,
  refusal: string,
): AreaTransitionGuard => ({
  kind: 'areaTransition',
  table: getTableName(table),
  columns: columnsFor(table),
  id,
  from,
  set: set as Record<string, unknown>,
  refusal,
});

/**
 * Takes `amount` from a registered table's counter column (stock, a quota) of the row `id`, refused
 * with `refusal` when less is left; a negative amount gives back. The column must be listed in
 * commit_tables.counter_columns by the area's migration.
 */
export const takeGuard = <T extends PgTable>(
  table: T,
  column: keyof T['_']['columns'] & string,
  id: string,
  amount: bigint,
  refusal: string,
): Guard => {
  const info = columnsFor(table).find((c) => c.key === column);
  if (!info) throw new Error(`commit: ${getTableName(table)} has no column ${column}`);
  return { kind: 'take', table: getTableName(table), column: info.name, id, amount, refusal };
};

const jsonValue = (value: unknown): unknown =>
  typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : value;

/** A row as jsonb_populate_record takes it: column names, defaults filled, bigint and dates as text. */
const rowJson = (columns: ColumnInfo[], row: Record<string, unknown>, partial: boolean): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const column of columns) {
    let value = row[column.key];
    if (value === undefined && partial) continue;
    if (value === undefined) value = column.fallback;
    if (value === undefined && column.notNull) throw new Error(`commit: ${column.name} of a new row needs a value`);
    out[column.name] = jsonValue(value ?? null);
  }
  return out;
};

const guardJson = (guard: Guard): Record<string, unknown> => {
  if (guard.kind === 'areaTransition') {
    const { columns, ...rest } = guard;
    return { ...rest, set: rowJson(columns, guard.set, true) };
  }
  if (guard.kind === 'transition') return { ...guard, set: rowJson(TABLES[guard.table], guard.set, true) };
  if (guard.kind === 'orderStep') return { ...guard, set: rowJson(TABLES.standing_orders, guard.set, true) };
  if (guard.kind === 'creditCardUpdate') return { ...guard, set: rowJson(TABLES.credit_cards, guard.set, true) };
  return Object.fromEntries(Object.entries(guard).map(([k, v]) => [k, jsonValue(v)]));
};

export const commitJson = (commit: Commit) => ({
  at: commit.at.toISOString(),
  guards: (commit.guards ?? []).map(guardJson),
  rows: (commit.rows ?? []).map((r) => ({
    table: r.table,
    row: 'columns' in r ? rowJson(r.columns, r.row, false) : rowJson(TABLES[r.table], r.row, false),
  })),
  ...(commit.journal ? { journal: journalJson(commit.journal) } : {}),
});

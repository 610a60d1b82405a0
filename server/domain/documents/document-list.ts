/**
 * `GET /Document/GetDocuments`: one reader over every source of the customer's documents, merged
 * newest first and paged by (date, id): the stored ones (contracts, notices, uploads), the credit
 * card statements (one per cut-off), the account statements (one per calendar month of each of the
 * customer's accounts, from its opening month to the last whole month, Istanbul time) and the receipt
 * of every money movement (the journals last transactions lists). A document's id names its source
 * (see DOCUMENT_ID_PATTERN); its PDF is stored or drawn when opened (document-file.ts).
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DOCUMENTS_LIMIT_DEFAULT,
  documentCursorOf,
  type Document,
  type DocumentList,
  type DocumentsQuery,
  type MissingDocument,
} from '../../../src/contract/documents';
import type { Language } from '../../../src/contract/headers';
import { maskCard } from '../../../src/contract/masking';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { cardStatements, cards } from '../../db/schema/cards';
import { documentRequests, documents } from '../../db/schema/documents';
import { creditCards } from '../../db/schema/payments';
import { accountName } from '../accounts/account-names';
import { istanbulDayStart } from '../accounts/transaction-filter';
import { itemOf, loadMovements } from '../last-transactions/movements';
import { ensureDrawn } from './document-file';
import { LIST_TEXT, monthText } from './document-texts';

const DAY_MS = 86_400_000;
/** Istanbul has kept UTC+3 all year since 2016. */
const ISTANBUL = sql`interval '3 hours'`;

/** Every document of the customer as (id, type, at): the union the page filters and pages. */
const unionOf = (customerId: string, now: Date) => sql`
  select 'doc-' || d.id as id, d.kind as type, d.created_at as at from documents d where d.customer_id = ${customerId}
  union all
  select 'cst-' || s.id, 'Statement', s.created_at from card_statements s
    join credit_cards cc on cc.id = s.credit_card_id where cc.customer_id = ${customerId}
  union all
  select 'ast-' || a.id || '-' || to_char(m, 'YYYYMM'), 'Statement', ((m + interval '1 month') - ${ISTANBUL}) at time zone 'UTC'
    from accounts a,
    generate_series(
      date_trunc('month', (a.opened_at at time zone 'UTC') + ${ISTANBUL}),
      date_trunc('month', (${now.toISOString()}::timestamptz at time zone 'UTC') + ${ISTANBUL}) - interval '1 month',
      interval '1 month') m
    where a.customer_id = ${customerId} and not a.is_internal
      and (a.closed_at is null or m <= (a.closed_at at time zone 'UTC') + ${ISTANBUL})
  union all
  select 'rcp-' || j.id, 'Receipt', j.created_at from journal j
    where j.customer_id = ${customerId} and j.kind not in ('Settlement', 'Funding', 'Reversal')`;

/** What the bank still needs from the customer (the auth state's hasMissingDocument when not empty). */
export const missingDocuments = async (db: DbOrTx, customerId: string): Promise<MissingDocument[]> => {
  const rows = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.customerId, customerId), isNull(documentRequests.documentId)))
    .orderBy(documentRequests.requestedAt);
  return rows.map((r) => ({ id: r.id, requirement: r.requirement, requestedAt: r.requestedAt.toISOString() }));
};

export const hasMissingDocument = async (db: DbOrTx, customerId: string): Promise<boolean> =>
  (await missingDocuments(db, customerId)).length > 0;

type StoredRow = typeof documents.$inferSelect;

/** A stored document as the list shows it, its product named in the caller's language. */
export const storedItem = (row: StoredRow, productName: string | null, language: Language): Document => ({
  id: `doc-${row.id}`,
  type: row.kind,
  product: row.product,
  productName,
  title: language === 'tur' ? row.titleTur : row.titleEng,
  date: row.createdAt.toISOString(),
  size: row.size,
});

const productNamesOf = async (db: DbOrTx, rows: StoredRow[], language: Language) => {
  const names = new Map<string, string>();
  const ids = rows.flatMap((r) => (r.productId ? [r.productId] : []));
  if (ids.length === 0) return names;
  const [accountRows, cardRows] = await Promise.all([
    db.select().from(accounts).where(inArray(accounts.id, ids)),
    db.select().from(cards).where(inArray(cards.id, ids)),
  ]);
  for (const a of accountRows) names.set(a.id, `${accountName(a, language)} ${a.accountNumber}`);
  for (const c of cardRows) names.set(c.id, `${c.productName} ${maskCard(c.cardNumber)}`);
  return names;
};

export const listDocuments = async (
  db: DbOrTx,
  customerId: string,
  query: DocumentsQuery,
  language: Language,
  now: Date,
): Promise<DocumentList> => {
  const limit = query.limit ? Number(query.limit) : DOCUMENTS_LIMIT_DEFAULT;
  const where: SQL[] = [sql`true`];
  if (query.type) where.push(sql`f.type = ${query.type}`);
  if (query.from) where.push(sql`f.at >= ${istanbulDayStart(query.from).toISOString()}::timestamptz`);
  if (query.to)
    where.push(sql`f.at < ${new Date(istanbulDayStart(query.to).getTime() + DAY_MS).toISOString()}::timestamptz`);
  if (query.cursor) {
    const dot = query.cursor.indexOf('.');
    const at = new Date(Number(query.cursor.slice(0, dot))).toISOString();
    where.push(sql`(f.at, f.id) < (${at}::timestamptz, ${query.cursor.slice(dot + 1)})`);
  }
  const result = await db.execute(sql`
    select f.id, f.type, f.at from (${unionOf(customerId, now)}) f
    where ${sql.join(where, sql` and `)}
    order by f.at desc, f.id desc
    limit ${limit + 1}`);
  const found = (result as unknown as { rows: { id: string; type: string; at: string | Date }[] }).rows;
  const page = found.slice(0, limit).map((r) => ({ id: r.id, at: new Date(r.at) }));
  const idsOf = (prefix: string) => page.filter((p) => p.id.startsWith(prefix)).map((p) => p.id.slice(4, 40));

  const items = new Map<string, Document>();
  const storedIds = idsOf('doc-');
  if (storedIds.length > 0) {
    const rows = await ensureDrawn(db, await db.select().from(documents).where(inArray(documents.id, storedIds)));
    const names = await productNamesOf(db, rows, language);
    for (const row of rows)
      items.set(`doc-${row.id}`, storedItem(row, row.productId ? (names.get(row.productId) ?? null) : null, language));
  }
  const statementIds = idsOf('cst-');
  if (statementIds.length > 0) {
    const rows = await db
      .select({ statement: cardStatements, card: creditCards })
      .from(cardStatements)
      .innerJoin(creditCards, eq(creditCards.id, cardStatements.creditCardId))
      .where(inArray(cardStatements.id, statementIds));
    for (const { statement, card } of rows)
      items.set(`cst-${statement.id}`, {
        id: `cst-${statement.id}`,
        type: 'Statement',
        product: 'CreditCard',
        productName: `${card.productName} ${maskCard(card.cardNumber)}`,
        title: `${LIST_TEXT[language].cardStatement} · ${monthText(statement.cutoffDate.slice(0, 7).replace('-', ''), language)}`,
        date: statement.createdAt.toISOString(),
        size: null,
      });
  }
  const monthItems = page.filter((p) => p.id.startsWith('ast-'));
  if (monthItems.length > 0) {
    const rows = await db
      .select()
      .from(accounts)
      .where(inArray(accounts.id, [...new Set(monthItems.map((p) => p.id.slice(4, 40)))]));
    const byId = new Map(rows.map((a) => [a.id, a]));
    for (const p of monthItems) {
      const account = byId.get(p.id.slice(4, 40));
      if (!account) continue;
      items.set(p.id, {
        id: p.id,
        type: 'Statement',
        product: 'Account',
        productName: `${accountName(account, language)} ${account.accountNumber}`,
        title: `${LIST_TEXT[language].accountStatement} · ${monthText(p.id.slice(-6), language)}`,
        date: p.at.toISOString(),
        size: null,
      });
    }
  }
  const journalIds = idsOf('rcp-');
  if (journalIds.length > 0) {
    for (const m of await loadMovements(db, customerId, journalIds)) {
      const item = itemOf(m, language);
      items.set(`rcp-${m.journal.id}`, {
        id: `rcp-${m.journal.id}`,
        type: 'Receipt',
        product: item.account ? 'Account' : null,
        productName: item.account ? `${item.account.name} ${item.account.accountNumber}` : null,
        title: `${LIST_TEXT[language].receipt} · ${item.title}`,
        date: item.createdAt,
        size: null,
      });
    }
  }
  const list = page.flatMap((p) => {
    const item = items.get(p.id);
    return item ? [item] : [];
  });
  const last = list.at(-1);
  return {
    documents: list,
    nextCursor: found.length > limit && last ? documentCursorOf(last) : null,
    missing: await missingDocuments(db, customerId),
  };
};

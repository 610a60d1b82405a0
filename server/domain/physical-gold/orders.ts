/** The customer's gold orders: listed and read only by their owner, names in the caller's language. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import { formatAmount } from '../../../src/contract/money';
import type { GoldOrder } from '../../../src/contract/physical-gold';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { goldOrderItems, goldOrders } from '../../db/schema/physical-gold';
import { allProducts, type GoldProductRow } from './catalogue';
import { linesOf } from './offers';

type OrderRow = typeof goldOrders.$inferSelect;
type ItemRow = Pick<typeof goldOrderItems.$inferSelect, 'productId' | 'quantity' | 'fineGrams' | 'unitPrice'>;

export const toGoldOrder = (
  row: OrderRow,
  items: ItemRow[],
  products: GoldProductRow[],
  tryAccountNumber: string | null,
  language: Language,
): GoldOrder => ({
  orderId: row.id,
  reference: row.reference,
  status: row.status,
  lines: linesOf(
    items.map((i) => ({
      productId: i.productId,
      quantity: i.quantity,
      fineGrams: i.fineGrams.toString(),
      unitPrice: i.unitPrice.toString(),
    })),
    products,
    language,
  ),
  delivery: { kind: row.delivery.kind, text: row.delivery.text },
  total: formatAmount(row.total, 'TRY'),
  totalFineGrams: formatAmount(row.totalFineGrams, 'XAU'),
  tryAccountNumber,
  journalId: row.journalId,
  timeline: row.timeline,
  createdAt: row.createdAt.toISOString(),
});

const answerOrders = async (db: DbOrTx, rows: OrderRow[], language: Language): Promise<GoldOrder[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db.select().from(goldOrderItems).where(inArray(goldOrderItems.orderId, ids));
  const accountIds = [...new Set(rows.map((r) => r.tryAccountId).filter((id): id is string => id !== null))];
  const numbers =
    accountIds.length === 0
      ? []
      : await db
          .select({ id: accounts.id, number: accounts.accountNumber })
          .from(accounts)
          .where(inArray(accounts.id, accountIds));
  const products = await allProducts(db);
  return rows.map((row) =>
    toGoldOrder(
      row,
      items.filter((i) => i.orderId === row.id),
      products,
      numbers.find((n) => n.id === row.tryAccountId)?.number ?? null,
      language,
    ),
  );
};

export const ordersOf = async (db: DbOrTx, customerId: string, language: Language): Promise<GoldOrder[]> =>
  answerOrders(
    db,
    await db
      .select()
      .from(goldOrders)
      .where(eq(goldOrders.customerId, customerId))
      .orderBy(desc(goldOrders.createdAt), desc(goldOrders.id)),
    language,
  );

/** One of the customer's orders; undefined for another's or an unknown id alike. */
export const orderOf = async (
  db: DbOrTx,
  customerId: string,
  orderId: string,
  language: Language,
): Promise<GoldOrder | undefined> => {
  const rows = await db
    .select()
    .from(goldOrders)
    .where(and(eq(goldOrders.id, orderId), eq(goldOrders.customerId, customerId)));
  return (await answerOrders(db, rows, language))[0];
};

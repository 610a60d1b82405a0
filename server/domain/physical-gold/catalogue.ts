/**
 * The bank's physical gold catalogue: bars (1 to 100 g, 995.0 or 999.9) and Cumhuriyet coins (22
 * carat, 916.0), their names and the stock the bank starts with. A piece's price is its fine gold at
 * the bank's XAU selling price now (market/prices.ts) plus the product's workmanship premium
 * (`config.physicalGold.premiumPercent`), rounded up to the kuruş. The catalogue is ensured at every
 * start; a product first made also brings its stock into the gold inventory GL account (one journal
 * from the XAU position), so GL-GOLD-XAU always holds the fine grams of the stock on hand.
 */
import { randomUUID } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import { formatAmount, parseAmount } from '../../../src/contract/money';
import type { GoldProduct, GoldProductKind } from '../../../src/contract/physical-gold';
import type { ServerConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { goldProducts } from '../../db/schema/physical-gold';
import { chartOf } from '../ledger/chart';
import { postJournal } from '../ledger/post';
import { priceText } from '../market/prices';

interface ProductDefinition {
  code: string;
  kind: GoldProductKind;
  /** Ten-thousandths of a gram. */
  grams: bigint;
  purity: number;
  stock: bigint;
  name: Record<Language, string>;
}

const bar = (grams: number, purity: number, stock: number): ProductDefinition => ({
  code: `BAR-${grams}`,
  kind: 'Bar',
  grams: BigInt(grams) * 10_000n,
  purity,
  stock: BigInt(stock),
  name: { tur: `${grams} gr külçe altın`, eng: `${grams} g gold bar` },
});

const coin = (code: string, grams: bigint, stock: number, tur: string, eng: string): ProductDefinition => ({
  code,
  kind: 'Coin',
  grams,
  purity: 9160,
  stock: BigInt(stock),
  name: { tur, eng },
});

export const GOLD_CATALOGUE: readonly ProductDefinition[] = [
  bar(1, 9950, 40),
  bar(5, 9950, 25),
  bar(10, 9999, 20),
  bar(20, 9999, 12),
  bar(50, 9999, 6),
  bar(100, 9999, 4),
  coin('COIN-QUARTER', 17_540n, 60, 'Cumhuriyet çeyrek altın', 'Cumhuriyet quarter coin'),
  coin('COIN-HALF', 35_080n, 30, 'Cumhuriyet yarım altın', 'Cumhuriyet half coin'),
  coin('COIN-FULL', 70_160n, 15, 'Cumhuriyet tam altın', 'Cumhuriyet full coin'),
];

export type GoldProductRow = typeof goldProducts.$inferSelect;

export const productName = (code: string, language: Language): string =>
  GOLD_CATALOGUE.find((p) => p.code === code)?.name[language] ?? code;

/** Fine gold of one piece, ten-thousandths of a gram. */
export const fineGramsOf = (product: Pick<GoldProductRow, 'grams' | 'purity'>): bigint =>
  (product.grams * BigInt(product.purity)) / 10_000n;

/** Premium in basis points (hundredths of a percent) of a product code. */
const premiumBasisPoints = (config: ServerConfig, code: string): bigint =>
  parseAmount(config.physicalGold.premiumPercent[code] ?? '0', 'TRY') ?? 0n;

/**
 * The price of one piece in kuruş: fine grams (1e-4 g) × the bank's selling price (1e-4 TRY per g)
 * gives 1e-8 TRY; the premium on top; rounded up to the kuruş.
 */
export const unitPriceOf = (config: ServerConfig, product: GoldProductRow, bankSell: bigint): bigint => {
  const base = fineGramsOf(product) * bankSell * (10_000n + premiumBasisPoints(config, product.code));
  const divisor = 1_000_000n * 10_000n;
  return (base + divisor - 1n) / divisor;
};

export const toGoldProduct = (
  config: ServerConfig,
  row: GoldProductRow,
  bankSell: bigint,
  language: Language,
): GoldProduct => ({
  productId: row.id,
  code: row.code,
  kind: row.kind,
  name: productName(row.code, language),
  grams: formatAmount(row.grams, 'XAU'),
  purity: (row.purity / 10).toFixed(1),
  fineGrams: formatAmount(fineGramsOf(row), 'XAU'),
  gramPrice: priceText(bankSell),
  premiumPercent: config.physicalGold.premiumPercent[row.code] ?? '0.00',
  unitPrice: formatAmount(unitPriceOf(config, row, bankSell), 'TRY'),
  stock: Number(row.stock),
});

export const allProducts = (db: DbOrTx): Promise<GoldProductRow[]> =>
  db.select().from(goldProducts).orderBy(asc(goldProducts.sortOrder));

/**
 * Makes the products that are missing, each with its starting stock, and posts the stock they bring
 * into the gold inventory account (from the XAU position) in one journal. Runs at every start under
 * the database's exclusive lock, after the chart.
 */
export const ensureGoldCatalogue = async (db: Db, now: Date): Promise<number> => {
  const made = await db
    .insert(goldProducts)
    .values(
      GOLD_CATALOGUE.map((p, i) => ({
        code: p.code,
        kind: p.kind,
        grams: p.grams,
        purity: p.purity,
        stock: p.stock,
        sortOrder: i,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (made.length === 0) return 0;
  const grams = made.reduce((sum, p) => sum + fineGramsOf(p) * p.stock, 0n);
  const chart = chartOf(db);
  const text = 'Fiziki altın stok girişi';
  await postJournal(db, {
    id: randomUUID(),
    kind: 'Funding',
    description: text,
    createdAt: now,
    postings: [
      {
        debit: chart.id('fxPosition', 'XAU'),
        credit: chart.id('goldInventory', 'XAU'),
        amount: grams,
        currency: 'XAU',
        code: 'payment',
        debitText: text,
        creditText: text,
      },
    ],
  });
  return made.length;
};

export const productsByIds = (db: DbOrTx, ids: string[]): Promise<GoldProductRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(goldProducts).where(inArray(goldProducts.id, ids));

/**
 * Physical gold (issue 15), ensured at every start (app-server.ts, under the exclusive lock, after the
 * chart): the catalogue with its stock (catalogue.ts), and for Ayşe, once, a saved home address, one
 * order delivered three weeks ago and one prepared today on its way (shipped at its next step). The
 * demo orders are history: they carry no journal and took nothing from the stock on hand (the stock
 * and GL-GOLD-XAU start after them). README lists them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema/auth';
import { deliveryAddresses, goldOrderItems, goldOrders } from '../db/schema/physical-gold';
import type { PhysicalGoldSettings } from '../config';
import { allProducts, ensureGoldCatalogue, fineGramsOf } from '../domain/physical-gold/catalogue';
import { nextStepAfter } from '../domain/physical-gold/advance';

/** Whose demo orders the area shows (Ayşe). */
export const DEMO_GOLD_CUSTOMER = '1000146';
const HOUR = 3_600_000;

export const ensureGoldDemo = async (db: Db, now: Date, settings: PhysicalGoldSettings): Promise<void> => {
  await ensureGoldCatalogue(db, now);
  const [ayse] = await db.select().from(customers).where(eq(customers.customerNumber, DEMO_GOLD_CUSTOMER));
  if (!ayse) return;
  const [existing] = await db
    .select({ id: goldOrders.id })
    .from(goldOrders)
    .where(eq(goldOrders.customerId, ayse.id))
    .limit(1);
  if (existing) return;
  const products = await allProducts(db);
  const byCode = (code: string) => products.find((p) => p.code === code)!;
  const [address] = await db
    .insert(deliveryAddresses)
    .values({
      customerId: ayse.id,
      label: 'Ev',
      countryCode: 'TR',
      city: 'İstanbul',
      addressLine: 'Caferağa Mah. Moda Cad. No: 12 D: 4, Kadıköy',
      createdAt: new Date(now.getTime() - 30 * 24 * HOUR),
    })
    .returning();
  const delivery = {
    kind: 'Address' as const,
    addressId: address!.id,
    text: `Ev: ${address!.addressLine}, İstanbul (TR)`,
  };
  const orders = [
    {
      code: 'COIN-QUARTER',
      quantity: 2,
      unitPrice: 1_021_450n,
      ageHours: 21 * 24,
      steps: 4,
      reference: 'ALTDEMO000001',
    },
    { code: 'BAR-5', quantity: 1, unitPrice: 2_835_720n, ageHours: 5, steps: 2, reference: 'ALTDEMO000002' },
  ];
  for (const o of orders) {
    const product = byCode(o.code);
    const created = new Date(now.getTime() - o.ageHours * HOUR);
    const statuses = ['Ordered', 'Prepared', 'Shipped', 'Delivered'] as const;
    const timeline: { status: (typeof statuses)[number]; at: string }[] = [];
    let at = created;
    for (let i = 0; i < o.steps; i += 1) {
      timeline.push({ status: statuses[i]!, at: at.toISOString() });
      at = nextStepAfter(statuses[i]!, at, settings) ?? at;
    }
    const status = statuses[o.steps - 1]!;
    const [order] = await db
      .insert(goldOrders)
      .values({
        customerId: ayse.id,
        reference: o.reference,
        status,
        delivery,
        total: o.unitPrice * BigInt(o.quantity),
        totalFineGrams: fineGramsOf(product) * BigInt(o.quantity),
        timeline,
        nextStepAt: status === 'Delivered' ? null : at,
        createdAt: created,
        updatedAt: new Date(timeline[timeline.length - 1]!.at),
      })
      .onConflictDoNothing()
      .returning();
    if (order)
      await db.insert(goldOrderItems).values({
        orderId: order.id,
        productId: product.id,
        quantity: o.quantity,
        fineGrams: fineGramsOf(product),
        unitPrice: o.unitPrice,
      });
  }
};

/** The customer's saved delivery addresses: listed to their owner only, saved under an Idempotency-Key. */
import { and, asc, eq } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import type { GoldAddress, GoldDeliveryOptions, SaveGoldAddress } from '../../../src/contract/physical-gold';
import type { DbOrTx } from '../../db/client';
import { deliveryAddresses } from '../../db/schema/physical-gold';
import { BusinessError } from '../common/refusal';
import { DELIVERY_COUNTRIES, GOLD_BRANCHES, citiesOf } from './places';

type AddressRow = typeof deliveryAddresses.$inferSelect;

export const toGoldAddress = (row: AddressRow): GoldAddress => ({
  addressId: row.id,
  label: row.label,
  countryCode: row.countryCode,
  city: row.city,
  addressLine: row.addressLine,
});

/** The address as an order names it: "Ev: Bağdat Cad. 12, Kadıköy, İstanbul (TR)". */
export const addressText = (row: AddressRow): string =>
  `${row.label}: ${row.addressLine}, ${row.city} (${row.countryCode})`;

export const addressesOf = (db: DbOrTx, customerId: string): Promise<AddressRow[]> =>
  db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.customerId, customerId))
    .orderBy(asc(deliveryAddresses.createdAt));

export const addressOf = async (db: DbOrTx, customerId: string, id: string): Promise<AddressRow | undefined> =>
  (
    await db
      .select()
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.customerId, customerId)))
  )[0];

export const deliveryOptions = async (db: DbOrTx, customerId: string): Promise<GoldDeliveryOptions> => ({
  addresses: (await addressesOf(db, customerId)).map(toGoldAddress),
  branches: [...GOLD_BRANCHES],
  countryCodes: DELIVERY_COUNTRIES,
});

export const saveAddress = async (
  db: DbOrTx,
  customerId: string,
  request: SaveGoldAddress,
  now: Date,
): Promise<GoldAddress> => {
  const cities = citiesOf(request.countryCode);
  if (cities.length === 0) throw new BusinessError([MessageCode.GoldCountryNotServed]);
  if (!cities.includes(request.city)) throw new BusinessError([MessageCode.GoldCityUnknown]);
  const [row] = await db
    .insert(deliveryAddresses)
    .values({ customerId, ...request, createdAt: now })
    .returning();
  return toGoldAddress(row!);
};

/** `GET /DkTransfer/GetGoldProducts`: the catalogue at the bank's XAU selling price now, with stock. */
import type { Language } from '../../../src/contract/headers';
import type { GoldCatalogue } from '../../../src/contract/physical-gold';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { currentPrice } from '../market/prices';
import { allProducts, toGoldProduct } from './catalogue';

export const goldCatalogue = async (
  db: DbOrTx,
  config: ServerConfig,
  now: Date,
  language: Language,
): Promise<GoldCatalogue> => {
  const { bankSell } = await currentPrice(db, config, 'XAU', now);
  return {
    asOf: now.toISOString(),
    priceHoldSeconds: config.physicalGold.priceHoldSeconds,
    products: (await allProducts(db)).map((row) => toGoldProduct(config, row, bankSell, language)),
  };
};

/**
 * /api/dktransfer/*: physical gold: the catalogue, delivery addresses and branches, cities of a
 * country, a priced offer, its payment page, the finishing decision and the orders. docs/api.md
 * describes the sequence.
 */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { ActionCode } from '../../src/contract/action-codes';
import { IdParam } from '../../src/contract/api-route';
import { MessageCode } from '../../src/contract/message-codes';
import {
  CitiesRequestSchema,
  GOLD_PAYMENT_COOKIE,
  GOLD_PAYMENT_PAGE_PATH,
  GoldFinishSchema,
  GoldPaymentStartSchema,
  GoldPriceRequestSchema,
  SaveGoldAddressSchema,
} from '../../src/contract/physical-gold';
import { deliveryOptions, saveAddress } from '../domain/physical-gold/addresses';
import { goldCatalogue } from '../domain/physical-gold/catalogue-read';
import { finishGoldSale } from '../domain/physical-gold/finish';
import { priceOffer, startPayment } from '../domain/physical-gold/offers';
import { orderOf, ordersOf } from '../domain/physical-gold/orders';
import { citiesOf } from '../domain/physical-gold/places';
import type { AppEnv } from '../http/context';
import { respondChange, respondDecision } from '../http/decision';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const physicalGoldRoutes = new Hono<AppEnv>();
physicalGoldRoutes.use('*', requireActive);

physicalGoldRoutes.get('/getgoldproducts', async (c) => {
  const { db, config, now } = c.var.deps;
  return c.json(serviceSuccess(await goldCatalogue(db, config, now(), c.var.language)));
});

physicalGoldRoutes.get('/getgolddeliveryoptions', async (c) =>
  c.json(serviceSuccess(await deliveryOptions(c.var.deps.db, c.var.session!.customerId))),
);

physicalGoldRoutes.post('/getcitiesbycountrycode', async (c) => {
  const { countryCode } = await parseJsonBody(c, CitiesRequestSchema);
  return c.json(serviceSuccess({ countryCode, cities: [...citiesOf(countryCode)] }));
});

physicalGoldRoutes.post('/savegolddeliveryaddress', async (c) => {
  const request = await parseJsonBody(c, SaveGoldAddressSchema);
  const { now } = c.var.deps;
  return respondChange(c, 'gold-address', request, async (tx) => ({
    actionCode: ActionCode.GoldAddressSaved,
    data: await saveAddress(tx, c.var.session!.customerId, request, now()),
  }));
});

physicalGoldRoutes.post('/goldsaleprice', async (c) => {
  const request = await parseJsonBody(c, GoldPriceRequestSchema);
  const { db, config, now } = c.var.deps;
  return c.json(
    serviceSuccess(await priceOffer(db, config, now(), c.var.session!.customerId, c.var.language, request)),
  );
});

physicalGoldRoutes.post('/goldsalestartiframe', async (c) => {
  const { offerId } = await parseJsonBody(c, GoldPaymentStartSchema);
  const { db, now, config } = c.var.deps;
  const { page, secret } = await startPayment(db, now(), c.var.session!.customerId, c.var.language, offerId);
  // The page's second secret, on the page's path only (see GOLD_PAYMENT_COOKIE).
  setCookie(c, GOLD_PAYMENT_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'Strict',
    path: GOLD_PAYMENT_PAGE_PATH,
    secure: new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https',
    maxAge: config.physicalGold.priceHoldSeconds + 300,
  });
  return c.json(serviceSuccess(page));
});

physicalGoldRoutes.post('/finishgoldsaletransaction', async (c) =>
  respondDecision(c, finishGoldSale, await parseJsonBody(c, GoldFinishSchema)),
);

physicalGoldRoutes.get('/getgoldorders', async (c) =>
  c.json(serviceSuccess({ orders: await ordersOf(c.var.deps.db, c.var.session!.customerId, c.var.language) })),
);

physicalGoldRoutes.get('/getgoldorder/:id', async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  const order = await orderOf(c.var.deps.db, c.var.session!.customerId, id, c.var.language);
  if (!order) throw new RequestError(404, [MessageCode.GoldOrderNotFound]);
  return c.json(serviceSuccess(order));
});

/** The route table's physical gold calls (issue 15); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { IdParam, customerCall as call, type ApiRoute } from './api-route';
import {
  CitiesRequestSchema,
  CitiesSchema,
  GoldAddressSchema,
  GoldCatalogueSchema,
  GoldDeliveryOptionsSchema,
  GoldFinishSchema,
  GoldOfferSchema,
  GoldOrderSchema,
  GoldOrdersSchema,
  GoldPaymentPageSchema,
  GoldPaymentStartSchema,
  GoldPriceRequestSchema,
  SaveGoldAddressSchema,
} from './physical-gold';

const tag = 'Physical gold';

export const PHYSICAL_GOLD_ROUTES: readonly ApiRoute[] = [
  call({
    path: '/DkTransfer/GetGoldProducts',
    name: 'getGoldProducts',
    tag,
    summary:
      "The bank's bars and coins: grams, fineness, fine gold, the price of a piece now (fine gold at the bank's XAU selling price plus the product's workmanship premium) and the pieces in stock.",
    data: GoldCatalogueSchema,
  }),
  call({
    path: '/DkTransfer/GetGoldDeliveryOptions',
    name: 'getGoldDeliveryOptions',
    tag,
    summary:
      "The customer's saved delivery addresses, the branches an order may be collected at, the countries delivered to.",
    data: GoldDeliveryOptionsSchema,
  }),
  call({
    path: '/DkTransfer/GetCitiesByCountryCode',
    name: 'getCitiesByCountryCode',
    tag,
    summary: 'The cities of a country the bank delivers physical gold to (an empty list for any other country).',
    body: CitiesRequestSchema,
    data: CitiesSchema,
  }),
  call({
    path: '/DkTransfer/SaveGoldDeliveryAddress',
    name: 'saveGoldDeliveryAddress',
    tag,
    summary: 'Saves a delivery address (a country delivered to and one of its cities).',
    body: SaveGoldAddressSchema,
    data: GoldAddressSchema,
    actionCodes: [ActionCode.GoldAddressSaved],
    idempotent: true,
  }),
  call({
    path: '/DkTransfer/GoldSalePrice',
    name: 'goldSalePrice',
    tag,
    summary:
      "Prices a basket for a delivery (a saved address or a branch): the price holds `priceHoldSeconds`. Reserves nothing. Refuses an unknown product, more than the stock, another customer's address.",
    body: GoldPriceRequestSchema,
    data: GoldOfferSchema,
  }),
  call({
    path: '/DkTransfer/GoldSaleStartIframe',
    name: 'goldSaleStartIframe',
    tag,
    summary:
      "Opens the sandbox's payment page of a priced basket (its one-time address on this server, to show in an iframe): the customer chooses a TRY account there and confirms or cancels. Refused once the price hold is over.",
    body: GoldPaymentStartSchema,
    data: GoldPaymentPageSchema,
  }),
  call({
    path: '/DkTransfer/FinishGoldSaleTransaction',
    name: 'finishGoldSaleTransaction',
    tag,
    summary:
      "Completes a confirmed payment in one commit: the total from the chosen TRY account, the stock taken, the order placed (spot: paid now; no BSMV on physical delivery). Refuses a payment not confirmed or cancelled, an expired price hold, a balance short of the total, stock run out, another customer's basket.",
    body: GoldFinishSchema,
    data: GoldOrderSchema,
    actionCodes: [ActionCode.GoldOrderPlaced],
    idempotent: true,
  }),
  call({
    path: '/DkTransfer/GetGoldOrders',
    name: 'getGoldOrders',
    tag,
    summary:
      "The customer's gold orders, newest first, each with its timeline (Ordered, Prepared, Shipped, Delivered).",
    data: GoldOrdersSchema,
  }),
  call({
    path: '/DkTransfer/GetGoldOrder/{id}',
    name: 'getGoldOrder',
    tag,
    summary: "One of the customer's gold orders.",
    params: { id: IdParam },
    data: GoldOrderSchema,
  }),
];

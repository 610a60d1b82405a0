/**
 * Physical gold (issue 15): the bank's catalogue of bars and coins (priced from the live XAU feed
 * plus a workmanship premium per product), delivery addresses and branches, a priced offer held for
 * a stated time, its payment in the sandbox's payment page and the orders with their timeline.
 * Spot only: the customer pays when ordering, never later.
 */
import * as v from 'valibot';
import { DeliveryAddressSchema } from './cards';
import { IssueKey } from './message-codes';
import { text } from './safe-text';

/** How long the physical gold catalogue stays cached (spec section 9: physical gold item, 10 minutes). */
export const GOLD_ITEM_CACHE_MS = 600_000;

export const GOLD_PRODUCT_KINDS = ['Bar', 'Coin'] as const;
export type GoldProductKind = (typeof GOLD_PRODUCT_KINDS)[number];

/** An order's steps, in order; the sandbox moves an order one step at a time on the bank's clock. */
export const GOLD_ORDER_STATUSES = ['Ordered', 'Prepared', 'Shipped', 'Delivered'] as const;
export type GoldOrderStatus = (typeof GOLD_ORDER_STATUSES)[number];

export const GOLD_DELIVERY_KINDS = ['Address', 'Branch'] as const;
export type GoldDeliveryKind = (typeof GOLD_DELIVERY_KINDS)[number];

/** The most of one product in one order. */
export const GOLD_MAX_QUANTITY = 20;

const uuid = v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.uuid(IssueKey.Invalid));

/** A product as the catalogue lists it: prices in TRY (2 decimals), grams with 4 decimals. */
export const GoldProductSchema = v.object({
  productId: v.string(),
  code: v.string(),
  kind: v.picklist(GOLD_PRODUCT_KINDS),
  /** The product's name in the caller's language ("10 g gold bar", "Cumhuriyet çeyrek altın"). */
  name: v.string(),
  /** Gross weight and fineness (per thousand, "999.9", "995.0", "916.0"), and the fine gold it holds. */
  grams: v.string(),
  purity: v.string(),
  fineGrams: v.string(),
  /** The bank's XAU selling price per fine gram now, and the workmanship premium in percent. */
  gramPrice: v.string(),
  premiumPercent: v.string(),
  /** The price of one piece now (fine gold at the gram price plus the premium), TRY. */
  unitPrice: v.string(),
  /** Pieces in the bank's stock. */
  stock: v.number(),
});
export type GoldProduct = v.InferOutput<typeof GoldProductSchema>;

/** `GET /DkTransfer/GetGoldProducts`. */
export const GoldCatalogueSchema = v.object({
  asOf: v.string(),
  /** How long a priced summary holds its price (seconds). */
  priceHoldSeconds: v.number(),
  products: v.array(GoldProductSchema),
});
export type GoldCatalogue = v.InferOutput<typeof GoldCatalogueSchema>;

/** A saved delivery address of the customer's. */
export const GoldAddressSchema = v.object({
  addressId: v.string(),
  label: v.string(),
  countryCode: v.string(),
  city: v.string(),
  addressLine: v.string(),
});
export type GoldAddress = v.InferOutput<typeof GoldAddressSchema>;

/** A branch where an order may be collected. */
export const GoldBranchSchema = v.object({ branchCode: v.string(), name: v.string(), city: v.string() });
export type GoldBranch = v.InferOutput<typeof GoldBranchSchema>;

/** `GET /DkTransfer/GetGoldDeliveryOptions`: the saved addresses, the branches and the countries delivered to. */
export const GoldDeliveryOptionsSchema = v.object({
  addresses: v.array(GoldAddressSchema),
  branches: v.array(GoldBranchSchema),
  countryCodes: v.array(v.string()),
});
export type GoldDeliveryOptions = v.InferOutput<typeof GoldDeliveryOptionsSchema>;

/** `POST /DkTransfer/GetCitiesByCountryCode`. */
export const CitiesRequestSchema = v.object({
  countryCode: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^[A-Z]{2}$/, IssueKey.Invalid)),
});
export type CitiesRequest = v.InferOutput<typeof CitiesRequestSchema>;
export const CitiesSchema = v.object({ countryCode: v.string(), cities: v.array(v.string()) });
export type Cities = v.InferOutput<typeof CitiesSchema>;

/** `POST /DkTransfer/SaveGoldDeliveryAddress` (Idempotency-Key): the address line as cards take it. */
export const SaveGoldAddressSchema = v.object({
  label: v.pipe(text(), v.trim(), v.nonEmpty(IssueKey.Required), v.maxLength(40, IssueKey.TooLong)),
  countryCode: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^[A-Z]{2}$/, IssueKey.Invalid)),
  city: v.pipe(text(), v.trim(), v.nonEmpty(IssueKey.Required), v.maxLength(60, IssueKey.TooLong)),
  addressLine: DeliveryAddressSchema,
});
export type SaveGoldAddress = v.InferOutput<typeof SaveGoldAddressSchema>;

export const GoldDeliverySchema = v.variant('kind', [
  v.object({ kind: v.literal('Address'), addressId: uuid }),
  v.object({
    kind: v.literal('Branch'),
    branchCode: v.pipe(v.string(), v.nonEmpty(IssueKey.Required), v.regex(/^\d{3,6}$/, IssueKey.Invalid)),
  }),
]);
export type GoldDelivery = v.InferOutput<typeof GoldDeliverySchema>;

export const GoldBasketItemSchema = v.object({
  productId: uuid,
  quantity: v.pipe(
    v.number(),
    v.integer(IssueKey.Invalid),
    v.minValue(1, IssueKey.Invalid),
    v.maxValue(GOLD_MAX_QUANTITY, IssueKey.Invalid),
  ),
});
export type GoldBasketItem = v.InferOutput<typeof GoldBasketItemSchema>;

/** `POST /DkTransfer/GoldSalePrice`: the basket and where it goes; answers a priced offer. */
export const GoldPriceRequestSchema = v.object({
  items: v.pipe(v.array(GoldBasketItemSchema), v.minLength(1, IssueKey.Required), v.maxLength(10, IssueKey.TooLong)),
  delivery: GoldDeliverySchema,
});
export type GoldPriceRequest = v.InferOutput<typeof GoldPriceRequestSchema>;

export const GoldLineSchema = v.object({
  productId: v.string(),
  name: v.string(),
  quantity: v.number(),
  fineGrams: v.string(),
  unitPrice: v.string(),
  lineTotal: v.string(),
});
export type GoldLine = v.InferOutput<typeof GoldLineSchema>;

/** Where an offer or order goes, as the customer reads it. */
export const GoldDeliveryTextSchema = v.object({
  kind: v.picklist(GOLD_DELIVERY_KINDS),
  text: v.string(),
});

export const GoldOfferSchema = v.object({
  offerId: v.string(),
  lines: v.array(GoldLineSchema),
  delivery: GoldDeliveryTextSchema,
  /** Delivery is free in the sandbox; BSMV does not apply to physical delivery (stated on the summary). */
  deliveryFee: v.string(),
  totalFineGrams: v.string(),
  total: v.string(),
  expiresAt: v.string(),
  priceHoldSeconds: v.number(),
});
export type GoldOffer = v.InferOutput<typeof GoldOfferSchema>;

/** `POST /DkTransfer/GoldSaleStartIframe`: opens the payment page of an offer. */
export const GoldPaymentStartSchema = v.object({ offerId: uuid });
export type GoldPaymentStart = v.InferOutput<typeof GoldPaymentStartSchema>;
export const GoldPaymentPageSchema = v.object({ offerId: v.string(), paymentUrl: v.string(), expiresAt: v.string() });
export type GoldPaymentPage = v.InferOutput<typeof GoldPaymentPageSchema>;

/** `POST /DkTransfer/FinishGoldSaleTransaction` (Idempotency-Key): the paid offer becomes an order. */
export const GoldFinishSchema = v.object({ offerId: uuid });
export type GoldFinish = v.InferOutput<typeof GoldFinishSchema>;

export const GoldTimelineStepSchema = v.object({ status: v.picklist(GOLD_ORDER_STATUSES), at: v.string() });

export const GoldOrderSchema = v.object({
  orderId: v.string(),
  reference: v.string(),
  status: v.picklist(GOLD_ORDER_STATUSES),
  lines: v.array(GoldLineSchema),
  delivery: GoldDeliveryTextSchema,
  total: v.string(),
  totalFineGrams: v.string(),
  tryAccountNumber: v.nullable(v.string()),
  journalId: v.nullable(v.string()),
  timeline: v.array(GoldTimelineStepSchema),
  createdAt: v.string(),
});
export type GoldOrder = v.InferOutput<typeof GoldOrderSchema>;

export const GoldOrdersSchema = v.object({ orders: v.array(GoldOrderSchema) });
export type GoldOrders = v.InferOutput<typeof GoldOrdersSchema>;

/** What the payment page tells the app (window.postMessage, same origin). */
export const GOLD_PAYMENT_MESSAGE = 'emanet-gold-payment';
export const GoldPaymentMessageSchema = v.object({
  type: v.literal(GOLD_PAYMENT_MESSAGE),
  offerId: v.string(),
  outcome: v.picklist(['Authorized', 'Cancelled']),
});

/** The sandbox payment page's path (the app's CSP frames this path only). */
export const GOLD_PAYMENT_PAGE_PATH = '/sandbox/gold-payment/';

/**
 * The payment page's second secret: an HttpOnly, SameSite=Strict cookie on the page's path, set by
 * GoldSaleStartIframe's answer, so the page's address alone opens nothing in another browser.
 */
export const GOLD_PAYMENT_COOKIE = 'emanet_gold_payment';

/** `?orderId=` of the order detail page. */
export const GoldOrderSearchSchema = v.object({
  orderId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

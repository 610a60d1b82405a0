import { queryOptions } from '@tanstack/react-query';
import {
  CitiesSchema,
  GoldAddressSchema,
  GoldCatalogueSchema,
  GoldDeliveryOptionsSchema,
  GoldOfferSchema,
  GoldOrderSchema,
  GoldOrdersSchema,
  GoldPaymentPageSchema,
  type GoldPriceRequest,
  type SaveGoldAddress,
  GOLD_ITEM_CACHE_MS,
} from '../contract/physical-gold';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/** Physical gold (issue 15): the catalogue, delivery options, cities, a priced basket, its payment, orders. */
export const goldKeys = {
  all: ['physical-gold'] as const,
  catalogue: () => [...goldKeys.all, 'catalogue'] as const,
  delivery: () => [...goldKeys.all, 'delivery'] as const,
  cities: (countryCode: string) => [...goldKeys.all, 'cities', countryCode] as const,
  orders: () => [...goldKeys.all, 'orders'] as const,
  order: (id: string) => [...goldKeys.all, 'order', id] as const,
};

/**
 * The prices follow the XAU feed (a new price each minute): read again each minute while open. The
 * catalogue stays cached for the spec's physical gold item lifetime (10 minutes), shown at once when
 * the list opens again and refreshed when older than 30 s.
 */
export const goldCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: goldKeys.catalogue(),
    queryFn: () => serviceRequest('/DkTransfer/GetGoldProducts', GoldCatalogueSchema),
    refetchInterval: 60_000,
    staleTime: 30_000,
    gcTime: GOLD_ITEM_CACHE_MS,
  });

export const goldDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: goldKeys.delivery(),
    queryFn: () => serviceRequest('/DkTransfer/GetGoldDeliveryOptions', GoldDeliveryOptionsSchema),
  });

export const goldCitiesQueryOptions = (countryCode: string) =>
  queryOptions({
    queryKey: goldKeys.cities(countryCode),
    queryFn: () =>
      serviceRequest('/DkTransfer/GetCitiesByCountryCode', CitiesSchema, { method: 'POST', body: { countryCode } }),
    staleTime: Infinity,
  });

export const goldOrdersQueryOptions = () =>
  queryOptions({
    queryKey: goldKeys.orders(),
    queryFn: () => serviceRequest('/DkTransfer/GetGoldOrders', GoldOrdersSchema),
  });

export const goldOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: goldKeys.order(orderId),
    queryFn: () => serviceRequest(`/DkTransfer/GetGoldOrder/${encodeURIComponent(orderId)}`, GoldOrderSchema),
  });

export const saveGoldAddress = (body: SaveGoldAddress, idempotencyKey: string) =>
  serviceEnvelopeRequest('/DkTransfer/SaveGoldDeliveryAddress', GoldAddressSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

/** A priced basket as an envelope, for the page action flow (a refusal shows in its error popup). */
export const priceGoldBasket = (body: GoldPriceRequest) =>
  serviceEnvelopeRequest('/DkTransfer/GoldSalePrice', GoldOfferSchema, { method: 'POST', body });

export const startGoldPayment = (offerId: string) =>
  serviceEnvelopeRequest('/DkTransfer/GoldSaleStartIframe', GoldPaymentPageSchema, {
    method: 'POST',
    body: { offerId },
  });

export const finishGoldSale = (body: { offerId: string }, idempotencyKey: string) =>
  serviceEnvelopeRequest('/DkTransfer/FinishGoldSaleTransaction', GoldOrderSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

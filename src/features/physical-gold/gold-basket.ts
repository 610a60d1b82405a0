/**
 * The physical gold basket of this tab: the pieces chosen, where they go, and the priced summary.
 * In memory only (never storage) and wiped at session reset; every screen of the area reads it.
 */
import { useSyncExternalStore } from 'react';
import { GOLD_MAX_QUANTITY, type GoldDelivery, type GoldOffer } from '../../contract/physical-gold';
import { onSessionReset } from '../../lib/session-reset';

export interface GoldBasketState {
  /** productId → pieces. */
  items: Readonly<Record<string, number>>;
  delivery?: GoldDelivery;
  offer?: GoldOffer;
}

const EMPTY: GoldBasketState = { items: {} };
let state: GoldBasketState = EMPTY;
const listeners = new Set<() => void>();

const set = (next: GoldBasketState) => {
  state = next;
  for (const listener of listeners) listener();
};

onSessionReset(() => set(EMPTY));

export const goldBasket = {
  read: () => state,
  /** Sets a product's pieces (0 removes it); the priced summary is dropped. */
  setQuantity: (productId: string, quantity: number) => {
    const items = { ...state.items };
    const pieces = Math.max(0, Math.min(GOLD_MAX_QUANTITY, Math.floor(quantity)));
    if (pieces === 0) delete items[productId];
    else items[productId] = pieces;
    set({ ...state, items, offer: undefined });
  },
  add: (productId: string) => goldBasket.setQuantity(productId, (state.items[productId] ?? 0) + 1),
  setDelivery: (delivery: GoldDelivery) => set({ ...state, delivery, offer: undefined }),
  setOffer: (offer: GoldOffer | undefined) => set({ ...state, offer }),
  /** After the order: the basket empties. */
  clear: () => set(EMPTY),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export const useGoldBasket = (): GoldBasketState =>
  useSyncExternalStore(goldBasket.subscribe, goldBasket.read, goldBasket.read);

export const basketItems = (items: GoldBasketState['items']) =>
  Object.entries(items).map(([productId, quantity]) => ({ productId, quantity }));

export const basketCount = (items: GoldBasketState['items']) => Object.values(items).reduce((s, q) => s + q, 0);

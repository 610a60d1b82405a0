import { afterEach, describe, expect, it } from 'vitest';
import { GOLD_MAX_QUANTITY, type GoldOffer } from '../../contract/physical-gold';
import { runSessionReset } from '../../lib/session-reset';
import { basketCount, basketItems, goldBasket } from './gold-basket';

const OFFER = { offerId: 'o1' } as GoldOffer;

afterEach(() => goldBasket.clear());

describe('the gold basket', () => {
  it('adds pieces, caps a product at the most one order takes and removes it at zero', () => {
    goldBasket.add('a');
    goldBasket.add('a');
    goldBasket.add('b');
    expect(basketItems(goldBasket.read().items)).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 1 },
    ]);
    expect(basketCount(goldBasket.read().items)).toBe(3);
    goldBasket.setQuantity('a', 99);
    expect(goldBasket.read().items.a).toBe(GOLD_MAX_QUANTITY);
    goldBasket.setQuantity('b', 0);
    expect(goldBasket.read().items).toEqual({ a: GOLD_MAX_QUANTITY });
  });

  it('drops the priced summary when the basket or the delivery changes', () => {
    goldBasket.add('a');
    goldBasket.setOffer(OFFER);
    goldBasket.add('a');
    expect(goldBasket.read().offer).toBeUndefined();
    goldBasket.setOffer(OFFER);
    goldBasket.setDelivery({ kind: 'Branch', branchCode: '014' });
    expect(goldBasket.read().offer).toBeUndefined();
    expect(goldBasket.read().delivery).toEqual({ kind: 'Branch', branchCode: '014' });
  });

  it('tells its readers and is emptied when the session ends', () => {
    let calls = 0;
    const stop = goldBasket.subscribe(() => (calls += 1));
    goldBasket.add('a');
    runSessionReset();
    stop();
    expect(calls).toBe(2);
    expect(goldBasket.read().items).toEqual({});
  });
});

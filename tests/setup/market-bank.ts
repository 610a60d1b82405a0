/** A fake bank for the currency and precious metals pages' unit tests: the overview, by path. */
import type { MarketInstrumentInfo, MarketOverview } from '../../src/contract/market';
import { MARKET_INSTRUMENTS } from '../../src/contract/market';
import { envelope } from './envelopes';
import { jsonResponse } from './render';

export const instrumentInfo = (patch: Partial<MarketInstrumentInfo> = {}): MarketInstrumentInfo => ({
  instrument: 'USD',
  bankBuy: '41.1260',
  bankSell: '41.3740',
  mid: '41.2500',
  dayOpen: '41.0000',
  changePercent: '0.61',
  points: [
    { at: '2026-11-17T21:00:00.000Z', mid: '41.0000' },
    { at: '2026-11-17T21:15:00.000Z', mid: '41.1000' },
    { at: '2026-11-18T09:00:00.000Z', mid: '41.2500' },
  ],
  accountNumber: '1000146-3',
  holding: '1250.00',
  isOpen: true,
  opensAt: '09:00',
  closesAt: '17:30',
  minimumAmount: '1.00',
  taxed: true,
  ...patch,
});

export const marketOverview = (patch: Partial<MarketInstrumentInfo>[] = []): MarketOverview => ({
  asOf: '2026-11-18T09:00:00.000Z',
  quoteTtlSeconds: 30,
  taxRate: '0.002',
  instruments: MARKET_INSTRUMENTS.map((instrument, i) =>
    instrumentInfo({ instrument, accountNumber: null, holding: null, ...patch[i] }),
  ),
});

export const marketBankFetch = (overview: MarketOverview) => async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://bank.test').pathname;
  if (path === '/api/Market/GetOverview') return jsonResponse(envelope({ data: overview }));
  return jsonResponse({ status: 'error', data: null, messages: [], actionCode: 0, isTransactionSigning: false }, 404);
};

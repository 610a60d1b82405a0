import { vi } from 'vitest';
import { jsonResponse } from './render';
import { buildTrIban } from '../../src/contract/iban';
import type { TransferReceipt, TransferSummary } from '../../src/contract/transfers';

/** A fake /api for the send-money screens: answers by path; `calls` keeps every request with its headers. */
export const ok = (data: unknown, actionCode = 0, isTransactionSigning = false) =>
  jsonResponse({ status: 'success', data, messages: [], actionCode, isTransactionSigning });
export const refused = (code: string, text: string) =>
  jsonResponse({ status: 'error', data: null, messages: [{ code, text }], actionCode: 0, isTransactionSigning: false });

export const ACCOUNTS = [
  {
    accountNumber: '1000146-1',
    iban: buildTrIban('00899', '0000010001460001'),
    name: 'Özel Cari Hesap',
    kind: 'Current',
    currency: 'TRY',
    balance: '25000.00',
    availableBalance: '25000.00',
    branchName: 'Kadıköy',
    openedAt: '2024-01-01',
    isClosed: false,
  },
  {
    accountNumber: '1000146-3',
    iban: buildTrIban('00899', '0000010001460003'),
    name: 'Döviz Cari Hesap USD',
    kind: 'Current',
    currency: 'USD',
    balance: '500.00',
    availableBalance: '500.00',
    branchName: 'Kadıköy',
    openedAt: '2024-01-01',
    isClosed: false,
  },
];

export const LIMITS = {
  currency: 'TRY',
  fastPerTransactionLimit: '100000.00',
  dailyLimit: '500000.00',
  usedToday: '0.00',
  remainingToday: '500000.00',
  eft: { isOpen: true, opensAt: '08:00', closesAt: '17:30', nextWindowAt: '2026-11-23T05:00:00.000Z' },
};

export const SUMMARY: TransferSummary = {
  transferType: 'FAST',
  transferKind: 'FAST',
  targetKind: 'IBAN',
  targetMode: 'IBAN',
  source: { accountNumber: '1000146-1', name: 'Özel Cari Hesap', currency: 'TRY', availableBalance: '25000.00' },
  receiver: { maskedName: 'El** Şa***', bankCode: '00062', bankName: 'Türkiye Garanti Bankası' },
  amount: '250.00',
  currency: 'TRY',
  fee: '0.00',
  total: '250.00',
  exchange: null,
  scheduledFor: null,
  description: 'Kira',
  transferCode: null,
};

export const RECEIPT: TransferReceipt = {
  ...SUMMARY,
  transferId: '3f0c6a39-6f3c-4c89-9d7e-1b7f4f6b6a01',
  reference: 'EMT2026112100001',
  status: 'Completed',
  createdAt: '2026-11-21T08:00:00.000Z',
  settledAt: '2026-11-21T08:00:01.000Z',
};

export interface Call {
  path: string;
  body: Record<string, unknown> | undefined;
  idempotencyKey: string | null;
}

/** Stubs fetch; `routes` maps a path (without /api) to its answer, a function for stateful ones. */
export const stubBank = (routes: Record<string, (body: Record<string, unknown> | undefined) => Response>) => {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const headers = new Headers(init.headers);
    calls.push({ path, body, idempotencyKey: headers.get('Idempotency-Key') });
    const route = routes[path.split('?')[0] ?? path];
    if (route) return route(body);
    if (path.startsWith('/Deposit/GetAccounts')) return ok({ accounts: ACCOUNTS }, 300);
    if (path === '/Transfer/GetLimits') return ok(LIMITS);
    return refused('request.notFound', `no route ${path}`);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
};

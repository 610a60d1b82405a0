/** A fake bank for the card pages' unit tests: Ayşe's cards, one card's detail and its lines, by path. */
import type { CardTransactionLine, CardTransactions } from '../../src/contract/card-transactions';
import type { CardDetail, CardSummary } from '../../src/contract/cards';
import { jsonResponse } from './render';

export const DEBIT_ID = '11111111-1111-4111-8111-111111111111';
export const CREDIT_ID = '22222222-2222-4222-8222-222222222222';
export const VIRTUAL_ID = '33333333-3333-4333-8333-333333333333';
export const CANCELLED_ID = '44444444-4444-4444-8444-444444444444';

export const cardSummary = (patch: Partial<CardSummary> = {}): CardSummary => ({
  id: DEBIT_ID,
  kind: 'Debit',
  maskedNumber: '979215******6013',
  productName: 'Emanet Banka Kartı',
  nickname: null,
  holderName: 'Ayşe Yılmaz',
  status: 'Active',
  statusReason: null,
  expiry: '11/29',
  accountNumber: '1000146-1',
  currency: 'TRY',
  limit: null,
  availableLimit: null,
  periodDebt: null,
  minimumPayment: null,
  currentDebt: null,
  cutoffDate: null,
  dueDate: null,
  parentCardId: null,
  ...patch,
});

export const creditSummary = (patch: Partial<CardSummary> = {}): CardSummary =>
  cardSummary({
    id: CREDIT_ID,
    kind: 'Credit',
    maskedNumber: '515899******6018',
    productName: 'Emanet Kart Platinum',
    limit: '50000.00',
    availableLimit: '40879.60',
    periodDebt: '8450.75',
    minimumPayment: '2535.23',
    currentDebt: '9120.40',
    cutoffDate: '2026-12-15',
    dueDate: '2026-11-25',
    ...patch,
  });

export const virtualSummary = (patch: Partial<CardSummary> = {}): CardSummary =>
  creditSummary({
    id: VIRTUAL_ID,
    kind: 'Virtual',
    maskedNumber: '515899******7777',
    productName: 'Emanet Sanal Kart',
    nickname: 'Online',
    limit: '5000.00',
    availableLimit: '4000.00',
    periodDebt: null,
    minimumPayment: null,
    currentDebt: null,
    dueDate: null,
    parentCardId: CREDIT_ID,
    ...patch,
  });

export const cardDetail = (summary: CardSummary, patch: Partial<CardDetail> = {}): CardDetail => ({
  ...summary,
  permissions: { online: true, contactless: true, abroad: false, atmAbroad: false },
  notificationsEnabled: true,
  limits: { atm: '20000.00', pos: '100000.00', online: '25000.00' },
  maxLimits: { atm: '50000.00', pos: '250000.00', online: '100000.00' },
  pinSet: false,
  cutoffDay: summary.kind === 'Credit' ? 15 : null,
  cutoffDays: summary.kind === 'Credit' ? [8, 15, 23, 30] : null,
  statementPreference: summary.kind === 'Credit' ? 'Email' : null,
  virtualCards: [],
  openedAt: '2025-11-18T09:00:00.000Z',
  statusChangedAt: null,
  ...patch,
});

export const line = (patch: Partial<CardTransactionLine> = {}): CardTransactionLine => ({
  id: crypto.randomUUID(),
  kind: 'Purchase',
  status: 'Approved',
  declineReason: null,
  declineText: null,
  merchant: 'MIGROS KADIKOY',
  channel: 'Chip',
  abroad: false,
  amount: '250.00',
  currency: 'TRY',
  originalAmount: null,
  originalCurrency: null,
  installmentNumber: null,
  installmentCount: 1,
  installmentAmount: null,
  cardId: CREDIT_ID,
  maskedNumber: '515899******6018',
  virtual: false,
  createdAt: '2026-11-17T10:00:00.000Z',
  ...patch,
});

const ok = (data: unknown) =>
  jsonResponse({ status: 'success', data, messages: [], actionCode: 300, isTransactionSigning: false });

export interface CardBank {
  cards: CardSummary[];
  details?: Record<string, CardDetail>;
  lines?: (cardId: string, period: string) => Partial<CardTransactions>;
}

/** `fetch` answering GetCards, GetCard/{id}, GetTransactions/{id} and GetStatements/{id}; anything else 404. */
export const cardBankFetch = (bank: CardBank) => async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://bank.test');
  const path = url.pathname;
  if (path === '/api/Card/GetCards') return ok({ cards: bank.cards });
  const one = /^\/api\/Card\/GetCard\/(.+)$/.exec(path);
  if (one) return ok(bank.details?.[one[1]!] ?? cardDetail(bank.cards.find((c) => c.id === one[1])!));
  const lines = /^\/api\/Card\/GetTransactions\/(.+)$/.exec(path);
  if (lines) {
    const period = url.searchParams.get('period') ?? 'current';
    return ok({
      cardId: lines[1],
      period,
      since: null,
      transactions: [],
      nextCursor: null,
      ...bank.lines?.(lines[1]!, period),
    });
  }
  const statements = /^\/api\/Card\/GetStatements\/(.+)$/.exec(path);
  if (statements) return ok({ cardId: statements[1], maskedNumber: '515899******6018', statements: [] });
  return jsonResponse({ status: 'error', data: null, messages: [], actionCode: 0, isTransactionSigning: false }, 404);
};

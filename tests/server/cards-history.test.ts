/** The seeded card history: months of real card transactions on every active demo card, made by the network's authorisation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTransactions } from '../../server/db/schema/cards';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import { cardByNumber, installmentsOf, transactionRows } from './support/card-network-steps';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { ledgerIsConsistent, settableClock } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;

beforeAll(async () => {
  ({ server } = await startTransferServer('cards_history', clock));
});
afterAll(() => server?.stop());

describe('seeded card history', () => {
  it('gives every active demo credit card months of purchases, 6 installments, a declined online attempt and a refund', async () => {
    for (const demo of DEMO_CREDIT_CARDS) {
      const card = await cardByNumber(server.db, demo.cardNumber);
      const rows = await transactionRows(server.db, card.id);
      const approved = rows.filter((r) => r.status === 'Approved' && r.kind === 'Purchase');
      expect(approved.length).toBeGreaterThanOrEqual(7);
      for (const row of rows) expect(row.createdAt.getTime()).toBeLessThan(clock.now().getTime());
      expect(Math.min(...rows.map((r) => r.createdAt.getTime()))).toBeLessThan(clock.now().getTime() - 60 * 86_400_000);
      const big = approved.find((r) => r.installments === 6)!;
      const parts = await installmentsOf(server.db, big.id);
      expect(parts.reduce((sum, p) => sum + p.amount, 0n)).toBe(big.amount);
      expect(rows.filter((r) => r.status === 'Declined').map((r) => [r.channel, r.declineReason])).toEqual([
        ['Online', 'cardNetwork.onlineClosed'],
      ]);
      expect(rows.filter((r) => r.kind === 'Refund' && r.status === 'Approved')).toHaveLength(1);
    }
    const ayse = await cardByNumber(server.db, DEMO_CREDIT_CARDS[0].cardNumber);
    const abroad = (await transactionRows(server.db, ayse.id)).find((r) => r.abroad)!;
    expect(abroad).toMatchObject({
      status: 'Approved',
      originalCurrency: 'EUR',
      originalAmount: 8_500n,
      currency: 'TRY',
    });
  });

  it('gives every active demo debit card purchases, online shopping, a withdrawal and a refund, none declined', async () => {
    for (const demo of DEMO_DEBIT_CARDS) {
      const card = await cardByNumber(server.db, demo.cardNumber);
      const rows = await transactionRows(server.db, card.id);
      if (demo.status !== 'Active') {
        expect(rows).toEqual([]);
        continue;
      }
      expect(rows.filter((r) => r.status === 'Declined')).toEqual([]);
      expect(rows.filter((r) => r.channel === 'Online').length).toBeGreaterThanOrEqual(1);
      expect(rows.length).toBeGreaterThanOrEqual(3);
    }
    // Ayşe's (her account is old): months of it, online shops, a withdrawal and a refund.
    const ayse = await transactionRows(server.db, (await cardByNumber(server.db, DEMO_DEBIT_CARDS[0].cardNumber)).id);
    expect(ayse.filter((r) => r.channel === 'Online').length).toBeGreaterThanOrEqual(3);
    expect(ayse.filter((r) => r.kind === 'Withdrawal')).toHaveLength(1);
    expect(ayse.filter((r) => r.kind === 'Refund')).toHaveLength(1);
  });

  it('posts through the ledger: every approved row has its journal, the ledger balances', async () => {
    const rows = await server.db.select().from(cardTransactions);
    for (const row of rows) expect(row.journalId === null).toBe(row.status === 'Declined');
    expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});

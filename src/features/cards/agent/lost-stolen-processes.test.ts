import { describe, expect, it } from 'vitest';
import { cardSummary, creditSummary, virtualSummary } from '../../../../tests/setup/card-bank';
import type { CardApplicationSummary } from '../../../contract/card-applications';
import { agentMayBlock, cardsOfArea } from './agent-card-screens';
import { lostStolenProcesses } from './lost-stolen-processes';

const application = (patch: Partial<CardApplicationSummary>): CardApplicationSummary => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  kind: 'Replacement',
  status: 'Received',
  reference: 'KB-20261125-000001',
  productName: 'Emanet Banka Kartı',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  nextStepAt: null,
  sourceCardId: null,
  ...patch,
});

describe('lostStolenProcesses', () => {
  const lost = cardSummary({ id: 'c1', status: 'Blocked', statusReason: 'Lost' });
  const stolen = creditSummary({ id: 'c2', status: 'Blocked', statusReason: 'Stolen' });
  const cancelled = cardSummary({ id: 'c3', status: 'Cancelled', statusReason: 'Customer' });
  const active = cardSummary({ id: 'c4' });

  it('keeps only the cards blocked as lost or stolen, each with the newest replacement made for it', () => {
    const older = application({ id: 'r1', sourceCardId: 'c2', createdAt: '2026-11-20T10:00:00.000Z' });
    const newer = application({
      id: 'r2',
      sourceCardId: 'c2',
      status: 'Shipped',
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    const renewal = application({ id: 'r3', kind: 'Renewal', sourceCardId: 'c1' });
    const processes = lostStolenProcesses([active, lost, cancelled, stolen], [older, renewal, newer]);
    expect(processes.map((p) => [p.card.id, p.replacement?.id ?? null])).toEqual([
      ['c2', 'r2'],
      ['c1', null],
    ]);
  });

  it('puts the newest replacement first and is empty without such a block', () => {
    const forLost = application({ id: 'r4', sourceCardId: 'c1', createdAt: '2026-11-25T12:00:00.000Z' });
    const forStolen = application({ id: 'r5', sourceCardId: 'c2', createdAt: '2026-11-21T12:00:00.000Z' });
    expect(lostStolenProcesses([stolen, lost], [forStolen, forLost]).map((p) => p.card.id)).toEqual(['c1', 'c2']);
    expect(lostStolenProcesses([active, cancelled], [forLost])).toEqual([]);
  });
});

describe('what an agent may do for a card', () => {
  it('blocks only a plastic card that is Active or Frozen', () => {
    expect(agentMayBlock(cardSummary())).toBe(true);
    expect(agentMayBlock(creditSummary({ status: 'Frozen' }))).toBe(true);
    expect(agentMayBlock(virtualSummary())).toBe(false);
    expect(agentMayBlock(cardSummary({ status: 'Blocked' }))).toBe(false);
    expect(agentMayBlock(cardSummary({ status: 'Cancelled' }))).toBe(false);
  });

  it('lists debit cards under cards and credit and virtual cards under credit cards', () => {
    const cards = [cardSummary({ id: 'd' }), creditSummary({ id: 'c' }), virtualSummary({ id: 'v' })];
    expect(cardsOfArea(cards, 'debit').map((c) => c.id)).toEqual(['d']);
    expect(cardsOfArea(cards, 'credit').map((c) => c.id)).toEqual(['c', 'v']);
  });
});

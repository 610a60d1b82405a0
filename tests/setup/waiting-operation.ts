import type { WaitingOperation } from '../../src/contract/waiting-operation';

/** A corporate maker's 15.000 TL transfer stored to wait for one Finans and one Yönetim approval (995). */
export const WAITING: WaitingOperation = {
  operationId: '6d1f3c2e-8a4b-4c5d-9e6f-0a1b2c3d4e5f',
  reference: 'KRM-7Q2X9MZA',
  status: 'Waiting',
  kind: 'transfer',
  amount: '15000.00',
  currency: 'TRY',
  summary: { sourceAccountNumber: '1729171-1', receiverName: 'Demir Tekstil A.Ş.' },
  needs: [
    { groupId: 'g-finans', groupName: 'Finans', count: 1 },
    { groupId: 'g-yonetim', groupName: 'Yönetim', count: 1 },
  ],
  expiresAt: '2026-03-13T09:00:00.000Z',
};

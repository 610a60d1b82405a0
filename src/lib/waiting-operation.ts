import type { WaitingOperation } from '../contract/waiting-operation';

/** Whether a decision's answer is a corporate maker's operation stored to wait for approvals (995). */
export const isWaitingOperation = (data: unknown): data is WaitingOperation =>
  typeof data === 'object' &&
  data !== null &&
  'operationId' in data &&
  'needs' in data &&
  (data as { status?: unknown }).status === 'Waiting';

/** "Finans × 1, Yönetim × 2": the approvals the stored operation needs. */
export const needsText = (needs: WaitingOperation['needs']): string =>
  needs.map((need) => `${need.groupName} × ${need.count}`).join(', ');

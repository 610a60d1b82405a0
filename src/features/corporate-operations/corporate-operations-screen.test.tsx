import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import { ok, refused, stubBank } from '../../../tests/setup/transfer-bank';
import type { OperationScope } from '../../api/corporate-operations';
import { ActionCode } from '../../contract/action-codes';
import type { CorporateOperation } from '../../contract/corporate-operations';
import { CorporateOperationsScreen } from './corporate-operations-screen';
import { OperationDetailScreen } from './operation-detail-screen';

const ID = '6d1f3c2e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';
const OP: CorporateOperation = {
  operationId: ID,
  reference: 'KRM-20261125-7Q2X9M',
  status: 'Waiting',
  kind: 'transfer',
  amount: '15000.00',
  currency: 'TRY',
  summary: {
    sourceAccountNumber: '1729171-1',
    receiver: 'De*** Tek***',
    receiverAccount: '1729171-3',
    bankName: 'Emanet',
    transferType: 'Virement',
    fee: '0.00',
    description: null,
  },
  makerName: 'Selin Korkmaz',
  createdAt: '2026-11-25T09:00:00.000Z',
  expiresAt: '2026-11-27T09:00:00.000Z',
  decidedAt: null,
  failureCode: null,
  needs: [
    { groupId: 'g-finans', groupName: 'Finans', count: 1, approved: 1 },
    { groupId: 'g-yonetim', groupName: 'Yönetim', count: 1, approved: 0 },
  ],
  approvals: [
    { userName: 'Kerem Aksu', decision: 'approve', groupName: 'Finans', decidedAt: '2026-11-25T10:00:00.000Z' },
  ],
  canDecide: true,
};
const POSTED: CorporateOperation = {
  ...OP,
  status: 'Posted',
  decidedAt: '2026-11-25T11:00:00.000Z',
  needs: OP.needs.map((need) => ({ ...need, approved: 1 })),
  approvals: [
    ...OP.approvals,
    { userName: 'Ece Tunç', decision: 'approve', groupName: 'Yönetim', decidedAt: '2026-11-25T11:00:00.000Z' },
  ],
  canDecide: false,
};
const CHALLENGE = { otpReferenceKey: 'ref-1', approverTargetInfo: '+90 5** *** 12 34', otpTimeout: 120 };

function Tabs({ start = 'waiting' }: { start?: OperationScope }) {
  const [scope, setScope] = useState<OperationScope>(start);
  return <CorporateOperationsScreen scope={scope} onScope={setScope} />;
}

const enterCode = async () => {
  fireEvent.paste(await screen.findByLabelText(/Digit 1|Rakam 1/), { clipboardData: { getData: () => '123456' } });
  await act(async () => fireEvent.click(screen.getByTestId('action-otp-submit')));
};

describe('the approvers’ list', () => {
  it('shows each operation’s kind, amount, receiver, maker, expiry, status and needs, and each tab’s empty state', async () => {
    const calls = stubBank({
      '/Saga/GetExternalUserTasks': () => ok({ operations: [OP] }),
    });
    await renderWithProviders(<Tabs />);
    const row = await screen.findByTestId('operation-row');
    expect(within(row).getByTestId('operation-kind').textContent).toBe('Money transfer');
    expect(within(row).getByTestId('operation-amount').textContent).toBe('15,000 TL');
    expect(within(row).getByTestId('operation-receiver').textContent).toBe('De*** Tek***');
    expect(within(row).getByTestId('operation-maker').textContent).toContain('started by Selin Korkmaz');
    expect(within(row).getByTestId('operation-expiry').textContent).toContain('27/11/2026');
    expect(within(row).getByTestId('operation-status').textContent).toBe('Waiting for approval');
    const needs = within(row).getAllByTestId('operation-need-label');
    expect(needs.map((n) => n.textContent)).toEqual(['Finans: 1 of 1 approvals', 'Yönetim: 0 of 1 approvals']);
    expect(within(row).getByTestId('operation-open').getAttribute('href')).toBe(
      `/dashboard/corporate-operations/detail?id=${ID}`,
    );
    expect(calls.map((c) => c.path)).toEqual(['/Saga/GetExternalUserTasks?scope=waiting']);

    stubBank({ '/Saga/GetExternalUserTasks': () => ok({ operations: [] }) });
    await act(async () => fireEvent.click(screen.getByTestId('operations-tab-mine')));
    expect((await screen.findByTestId('operations-mine-empty')).textContent).toBe(
      'You have not started an operation that needs approvals.',
    );
    await act(async () => fireEvent.click(screen.getByTestId('operations-tab-history')));
    expect((await screen.findByTestId('operations-history-empty')).textContent).toBe('No operation has ended yet.');
  });

  it('tells a maker who is not an approver that nothing waits for them (the bank’s 403), in Turkish', async () => {
    stubBank({
      '/Saga/GetExternalUserTasks': () =>
        jsonResponse(
          {
            status: 'error',
            data: null,
            messages: [{ code: 'corporate.roleRefused', text: 'Yetkiniz yetmiyor.' }],
            actionCode: 0,
            isTransactionSigning: false,
          },
          403,
        ),
    });
    await renderWithProviders(<Tabs />, { language: 'tur' });
    expect((await screen.findByTestId('operations-not-approver')).textContent).toBe(
      'Onay bekleyen işlemler yalnızca onaycılara gösterilir.',
    );
    expect(screen.getByTestId('operations-tab-mine').textContent).toBe('Başlattıklarım');
  });
});

describe('one operation', () => {
  it('shows what, who and the approvals, and approves with the code: posted, stated and read again', async () => {
    let reads = 0;
    const calls = stubBank({
      [`/Saga/GetExternalUserTask/${ID}`]: () => ok(reads++ === 0 ? OP : POSTED),
      '/Saga/ApproveExternalUserTask': (body) =>
        body?.otpCode ? ok(POSTED, ActionCode.CorporateOperationDecided) : ok(CHALLENGE, 201),
    });
    await renderWithProviders(<OperationDetailScreen operationId={ID} />);
    expect(await screen.findByText('Money transfer · KRM-20261125-7Q2X9M')).toBeTruthy();
    expect(screen.getByTestId('operation-maker').textContent).toBe('Selin Korkmaz');
    expect(screen.getByTestId('operation-summary-sourceAccountNumber').textContent).toBe('1729171-1');
    expect(screen.getByTestId('operation-summary-transferType').textContent).toBe('Virement (between own accounts)');
    expect(screen.queryByTestId('operation-summary-description')).toBeNull();
    const done = screen.getAllByTestId('operation-approval');
    expect(done).toHaveLength(1);
    expect(done[0]!.textContent).toContain('Kerem Aksu');
    expect(done[0]!.textContent).toContain('Finans');
    expect(screen.getByTestId('operation-needed').textContent).toBe('1 more from Yönetim');

    await act(async () => fireEvent.click(screen.getByTestId('operation-approve')));
    await enterCode();
    expect((await screen.findByTestId('decision-result')).textContent).toBe(
      'Approved: the operation is posted and the money has moved.',
    );
    expect(screen.getByTestId('operation-status').textContent).toBe('Posted');
    expect(screen.queryByTestId('operation-approve')).toBeNull();
    expect(screen.getAllByTestId('operation-approval')).toHaveLength(2);
    const decisions = calls.filter((c) => c.path === '/Saga/ApproveExternalUserTask');
    expect(decisions.map((c) => c.body)).toEqual([
      { operationId: ID, decision: 'approve' },
      { operationId: ID, decision: 'approve', otpCode: '123456', otpReferenceKey: 'ref-1' },
    ]);
    expect(decisions[1]!.idempotencyKey).toBe(decisions[0]!.idempotencyKey);
    // The detail is read again after the decision (react-query invalidation).
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
  });

  it('states an approval that is counted while the operation still waits', async () => {
    const counted = { ...OP, approvals: [], needs: OP.needs.map((n) => ({ ...n, approved: 0 })) };
    const afterApproval = { ...counted, needs: [{ ...OP.needs[0]!, approved: 1 }, OP.needs[1]!], canDecide: false };
    stubBank({
      [`/Saga/GetExternalUserTask/${ID}`]: () => ok(counted),
      '/Saga/ApproveExternalUserTask': (body) =>
        body?.otpCode
          ? body.decision === 'approve'
            ? ok(afterApproval, ActionCode.CorporateOperationApproved)
            : ok({ ...counted, status: 'Rejected', canDecide: false }, ActionCode.CorporateOperationDecided)
          : ok(CHALLENGE, 201),
    });
    await renderWithProviders(<OperationDetailScreen operationId={ID} />);
    await act(async () => fireEvent.click(await screen.findByTestId('operation-approve')));
    await enterCode();
    expect((await screen.findByTestId('decision-result')).textContent).toBe(
      'Your approval is counted. The operation still waits for the other approvals.',
    );
  });

  it('rejects with the code and shows the bank’s refusal through the error popup', async () => {
    const rejected: CorporateOperation = { ...OP, status: 'Rejected', canDecide: false };
    let now = OP;
    stubBank({
      [`/Saga/GetExternalUserTask/${ID}`]: () => ok(now),
      '/Saga/ApproveExternalUserTask': (body) =>
        body?.decision === 'reject'
          ? body.otpCode
            ? ((now = rejected), ok(rejected, ActionCode.CorporateOperationDecided))
            : ok(CHALLENGE, 201)
          : refused('corporate.ownOperation', 'You cannot approve or reject an operation you started.'),
    });
    await renderWithProviders(<OperationDetailScreen operationId={ID} />);
    await act(async () => fireEvent.click(await screen.findByTestId('operation-approve')));
    expect((await screen.findByTestId('message-dialog')).textContent).toContain(
      'You cannot approve or reject an operation you started.',
    );
    expect(screen.queryByTestId('decision-result')).toBeNull();
    await act(async () =>
      fireEvent.click(within(screen.getByTestId('message-dialog')).getByRole('button', { name: 'OK' })),
    );
    await act(async () => fireEvent.click(screen.getByTestId('operation-reject')));
    await enterCode();
    expect((await screen.findByTestId('decision-result')).textContent).toBe(
      'Rejected: the operation has ended and nothing has moved.',
    );
    expect(screen.getByTestId('operation-status').textContent).toBe('Rejected');
  });
});

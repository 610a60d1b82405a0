import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { ok, RECEIPT, refused, stubBank } from '../../../tests/setup/transfer-bank';
import { SuccessScreen } from './success-screen';
import { transferDecision } from './transfer-decision';

beforeEach(() => {
  transferDecision.clear();
  transferDecision.settle(RECEIPT);
});

/** The answer of SaveRecordedTransaction: the page parses it with the contract's schema. */
const SAVED = {
  id: '5b0f7d8e-2c1a-4f7e-9d3b-1a2b3c4d5e6f',
  name: 'Elif kira',
  target: { mode: 'IBAN', iban: 'TR330006100519786457841326', receiverName: 'Elif Kaya' },
  sourceAccountNumber: null,
  amount: null,
  description: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
};

describe('SuccessScreen', () => {
  it('shows the status, reference, receiver and amount of the receipt kept in memory', async () => {
    const calls = stubBank({});
    await renderWithProviders(<SuccessScreen id={RECEIPT.transferId} from="to-iban" />, { language: 'tur' });
    expect((await screen.findByTestId('success-status')).dataset.status).toBe('Completed');
    expect(screen.getByTestId('success-status').textContent).toBe('Tamamlandı');
    expect(screen.getByTestId('success-reference').textContent).toBe(RECEIPT.reference);
    expect(screen.getByTestId('summary-to').textContent).toContain('El** Şa***');
    expect(calls.some((c) => c.path.startsWith('/Transfer/GetTransfer/'))).toBe(false);
  });

  it('reads the receipt by id after a reload', async () => {
    transferDecision.clear();
    stubBank({ [`/Transfer/GetTransfer/${RECEIPT.transferId}`]: () => ok({ ...RECEIPT, status: 'Pending' }) });
    await renderWithProviders(<SuccessScreen id={RECEIPT.transferId} />);
    expect((await screen.findByTestId('success-status')).dataset.status).toBe('Pending');
  });

  it("shows the kit's error with Try again when the receipt cannot be read", async () => {
    transferDecision.clear();
    stubBank({
      [`/Transfer/GetTransfer/${RECEIPT.transferId}`]: () => refused('transfer.notFound', 'İşlem bulunamadı.'),
    });
    await renderWithProviders(<SuccessScreen id={RECEIPT.transferId} />);
    expect((await screen.findByTestId('success-page-error')).textContent).toContain('İşlem bulunamadı.');
    expect(screen.queryByTestId('success-status')).toBeNull();
    expect(screen.getByTestId('success-home')).toBeTruthy();
  });

  it('saves the transfer as a registered transaction by name', async () => {
    const calls = stubBank({ '/DkAdc/SaveRecordedTransaction': () => ok({ recordedTransaction: SAVED }, 410) });
    await renderWithProviders(<SuccessScreen id={RECEIPT.transferId} />);
    const name = (await screen.findByTestId('save-registered-name')).querySelector('input') as HTMLInputElement;
    await act(async () => fireEvent.click(screen.getByTestId('save-registered-submit')));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Elif kira' } });
    await act(async () => fireEvent.click(screen.getByTestId('save-registered-submit')));
    await screen.findByTestId('save-registered-done');
    const save = calls.find((c) => c.path === '/DkAdc/SaveRecordedTransaction');
    expect(save?.body).toEqual({ name: 'Elif kira', fromTransferId: RECEIPT.transferId });
    expect(save?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the bank's refusal of the name", async () => {
    stubBank({ '/DkAdc/SaveRecordedTransaction': () => refused('recorded.nameTaken', 'Bu ad kullanılıyor.') });
    await renderWithProviders(<SuccessScreen id={RECEIPT.transferId} />);
    const name = (await screen.findByTestId('save-registered-name')).querySelector('input') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Elif' } });
    await act(async () => fireEvent.click(screen.getByTestId('save-registered-submit')));
    await waitFor(() =>
      expect(screen.getByTestId('save-registered-error').textContent).toContain('Bu ad kullanılıyor.'),
    );
  });

  it('asks the receipt PDF for the dekont', async () => {
    const calls = stubBank({
      [`/Transfer/GetReceiptPdf/${RECEIPT.transferId}`]: () => ok({ fileName: 'Dekont.pdf', content: 'JVBERi0=' }),
    });
    await renderWithProviders(<SuccessScreen id={RECEIPT.transferId} />);
    await act(async () => fireEvent.click(await screen.findByTestId('receipt-open')));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/Transfer/GetReceiptPdf/'))).toBe(true));
    expect(await screen.findByTestId('pdf-modal', {}, { timeout: 5000 })).toBeTruthy();
  });
});

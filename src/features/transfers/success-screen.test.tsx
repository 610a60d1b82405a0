import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { ok, RECEIPT, refused, stubBank } from './test-bank';
import { SuccessScreen } from './success-screen';
import { transferFlow } from './transfer-flow-store';

beforeEach(() => {
  transferFlow.clear();
  transferFlow.setReceipt(RECEIPT);
});

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
    transferFlow.clear();
    stubBank({ [`/Transfer/GetTransfer/${RECEIPT.transferId}`]: () => ok({ ...RECEIPT, status: 'Pending' }) });
    await renderWithProviders(<SuccessScreen id={RECEIPT.transferId} />);
    expect((await screen.findByTestId('success-status')).dataset.status).toBe('Pending');
  });

  it('saves the transfer as a registered transaction by name', async () => {
    const calls = stubBank({ '/DkAdc/SaveRecordedTransaction': () => ok({ recordedTransaction: {} }, 410) });
    await renderWithProviders(<SuccessScreen id={RECEIPT.transferId} />);
    const name = (await screen.findByTestId('save-recorded-name')).querySelector('input') as HTMLInputElement;
    await act(async () => fireEvent.click(screen.getByTestId('save-recorded-submit')));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Elif kira' } });
    await act(async () => fireEvent.click(screen.getByTestId('save-recorded-submit')));
    await screen.findByTestId('save-recorded-done');
    const save = calls.find((c) => c.path === '/DkAdc/SaveRecordedTransaction');
    expect(save?.body).toEqual({ name: 'Elif kira', fromTransferId: RECEIPT.transferId });
    expect(save?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the bank's refusal of the name", async () => {
    stubBank({ '/DkAdc/SaveRecordedTransaction': () => refused('recorded.nameTaken', 'Bu ad kullanılıyor.') });
    await renderWithProviders(<SuccessScreen id={RECEIPT.transferId} />);
    const name = (await screen.findByTestId('save-recorded-name')).querySelector('input') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Elif' } });
    await act(async () => fireEvent.click(screen.getByTestId('save-recorded-submit')));
    await waitFor(() => expect(screen.getByTestId('save-recorded-error').textContent).toContain('Bu ad kullanılıyor.'));
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

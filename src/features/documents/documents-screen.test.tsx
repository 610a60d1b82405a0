import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../tests/setup/render';
import type { Document, MissingDocument } from '../../contract/documents';
import { DocumentsScreen } from './documents-screen';

const item = (overrides: Partial<Document>): Document => ({
  id: 'doc-11111111-1111-4111-8111-111111111111',
  type: 'Contract',
  product: 'Account',
  productName: 'Özel Cari Hesap 1000146-1',
  title: 'Hesap Açılış Sözleşmesi: Özel Cari Hesap',
  date: '2026-11-18T09:00:00.000Z',
  size: 2048,
  ...overrides,
});
const envelope = (data: unknown) =>
  jsonResponse({ status: 'success', data, messages: [], actionCode: 0, isTransactionSigning: false });
const page = (documents: Document[], nextCursor: string | null = null, missing: MissingDocument[] = []) =>
  envelope({ documents, nextCursor, missing });

describe('DocumentsScreen', () => {
  it('lists each document with its type, date and product, and loads more', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        page(
          [
            item({}),
            item({
              id: 'rcp-22222222-2222-4222-8222-222222222222',
              type: 'Receipt',
              title: 'Dekont · Havale',
              size: null,
            }),
          ],
          '1763366400000.rcp-22222222-2222-4222-8222-222222222222',
        ),
      )
      .mockResolvedValueOnce(
        page([
          item({
            id: 'doc-33333333-3333-4333-8333-333333333333',
            type: 'Notice',
            product: null,
            productName: null,
            title: 'Bildirim',
          }),
        ]),
      );
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<DocumentsScreen search={{}} />, { language: 'tur' });
    const rows = await screen.findAllByTestId('document-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('document-details').textContent).toBe(
      'Sözleşme · 18.11.2026 · Özel Cari Hesap 1000146-1 · 2 KB',
    );
    expect(within(rows[1]!).getByTestId('document-details').textContent).toContain('Dekont');
    expect(screen.queryByTestId('missing-documents')).toBeNull();
    expect(fetch.mock.calls[0]![0]).toBe('/api/Document/GetDocuments');
    fireEvent.click(screen.getByTestId('documents-more'));
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(3));
    expect(fetch.mock.calls[1]![0]).toBe(
      '/api/Document/GetDocuments?cursor=1763366400000.rcp-22222222-2222-4222-8222-222222222222',
    );
  });

  it('asks with the filters of the address, says when nothing matches and shows what the bank needs', async () => {
    const missing: MissingDocument[] = [
      {
        id: '44444444-4444-4444-8444-444444444444',
        requirement: 'ProofOfAddress',
        requestedAt: '2026-11-20T09:00:00.000Z',
      },
    ];
    const fetch = vi.fn(async () => page([], null, missing));
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<DocumentsScreen search={{ type: 'Contract', from: '2026-11-01' }} />, {
      language: 'eng',
    });
    expect((await screen.findByTestId('documents-empty')).textContent).toBe('No documents match the filters.');
    expect(fetch).toHaveBeenCalledWith(
      '/api/Document/GetDocuments?type=Contract&from=2026-11-01',
      expect.objectContaining({ method: 'GET' }),
    );
    const panel = screen.getByTestId('missing-documents');
    expect(panel.textContent).toContain('Proof of address');
    expect((screen.getByTestId('missing-document-upload') as HTMLButtonElement).disabled).toBe(true);
  });
});

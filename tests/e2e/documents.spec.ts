/**
 * My documents end to end: Documents → My documents from the menu. In Turkish at 1440 px: the
 * missing-document panel, the type filter (contracts only, in the address) and an account contract
 * opened in the PDF modal. In English at 375 px, by keyboard: a refused file first (a text file: its
 * name, size and reason listed), then a PNG named as a PDF refused by the bank with its message, then
 * a real PDF uploaded: the panel goes, the bank holds the upload and the request is fulfilled. Axe on each.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { documentRequests, documents } from '../../server/db/schema/documents';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/bank';
import { followNavEntry } from './support/nav';
import { signIn } from './support/send-money-steps';

const fileAt = (name: string, bytes: Buffer) => {
  const file = path.join(tmpdir(), `${crypto.randomUUID()}-${name}`);
  writeFileSync(file, bytes);
  return file;
};

const openDocuments = async (page: Page) => {
  await followNavEntry(page, 'nav-my-documents');
  await expect(page.getByTestId('my-documents')).toBeVisible();
  await expect(page.getByTestId('document-row').first()).toBeVisible();
};

test('my documents: filter and open a contract (tur, 1440 px); axe on each screen', async ({ page, bank, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank, 'tur');
  await openDocuments(page);
  await expect(page.getByTestId('missing-documents')).toContainText('Adres belgesi (ikametgâh)');
  expect(await seriousViolations(page), 'list').toEqual([]);

  await page.getByTestId('documents-filter-type').locator('select').selectOption('Contract');
  await page.getByTestId('documents-filter-apply').click();
  await expect(page).toHaveURL(/type=Contract/);
  const rows = page.getByTestId('document-row');
  await expect(rows.first()).toHaveAttribute('data-type', 'Contract');
  await expect(page.locator('[data-testid="document-row"]:not([data-type="Contract"])')).toHaveCount(0);
  const contract = rows.filter({ hasText: '1000146-1' }).first();
  await expect(contract.getByTestId('document-title')).toHaveText(/^Hesap Açılış Sözleşmesi/);
  await expect(contract.getByTestId('document-details')).toContainText('Sözleşme');
  expect(await seriousViolations(page), 'filtered').toEqual([]);

  await contract.getByTestId('document-open').click();
  await expect(page.getByTestId('pdf-modal')).toBeVisible();
  await expect(page.getByTestId('pdf-viewer').locator('canvas').first()).toBeVisible();
  expect(await seriousViolations(page), 'contract').toEqual([]);
  await page.getByTestId('pdf-close').click();
  await expect(page.getByTestId('pdf-modal')).toBeHidden();
});

test('my documents: upload a missing document by keyboard (eng, 375 px); axe on each screen', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, request, bank, 'eng');
  await openDocuments(page);
  const panel = page.getByTestId('missing-documents');
  await expect(panel).toContainText('Proof of address');
  expect(await seriousViolations(page), 'list with the missing document').toEqual([]);

  const input = page.getByTestId('missing-document-file-input');
  const upload = page.getByTestId('missing-document-upload');
  // A file of the wrong type is refused on the page: its name, size and the reason.
  await input.setInputFiles(fileAt('notes.txt', Buffer.from('not a document')));
  await expect(page.getByTestId('upload-rejections')).toContainText('notes.txt');
  await expect(page.getByTestId('upload-rejections')).toContainText('This file type is not accepted.');
  await expect(upload).toBeDisabled();
  expect(await seriousViolations(page), 'refused on the page').toEqual([]);

  // A PNG named as a PDF passes the page; the bank reads its first bytes and refuses it.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  await input.setInputFiles(fileAt('address.pdf', png));
  await expect(page.getByTestId('upload-rejections')).toBeHidden();
  await expect(upload).toBeEnabled();
  await upload.focus();
  await page.keyboard.press('Enter');
  const refusal = page.getByTestId('missing-document-refusal');
  await expect(refusal).toContainText('address.pdf');
  await expect(refusal).toContainText('Only a PDF, JPEG or PNG file can be uploaded.');
  expect(await seriousViolations(page), 'refused by the bank').toEqual([]);

  await input.setInputFiles(fileAt('address.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')));
  await upload.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(page.locator('[data-testid="document-row"][data-type="Upload"]')).toContainText('Proof of address');
  const [asked] = await bank.db.select().from(documentRequests);
  expect(asked!.documentId).not.toBeNull();
  const [stored] = await bank.db.select().from(documents).where(eq(documents.id, asked!.documentId!));
  expect(stored).toMatchObject({ kind: 'Upload', contentType: 'application/pdf' });
  await expect(page.getByText('The document was uploaded. Thank you.')).toBeVisible();
  // The snackbar's fade is no state to check contrast in: axe runs once it is gone.
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page), 'uploaded').toEqual([]);
});

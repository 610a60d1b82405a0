/**
 * Contact (issue 16), from the menu: the channels and the branches filtered by city, a request sent
 * with an attachment (a refused file first shows the rejection list naming the file, its size and
 * each error), the summary confirmed, the reference number and deadline shown, the request in my
 * requests; the bank's sandbox answer appears there. Turkish at 1440 px with the mouse, English at
 * 375 px by keyboard. Axe on each screen.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { contactAttachments, contactRequests } from '../../server/db/schema/contact';
import type { Language } from '../../src/contract/headers';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, signIn } from './support/send-money-steps';

const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
};

const fileAt = (name: string, bytes: Buffer) => {
  const dir = path.join(tmpdir(), crypto.randomUUID());
  mkdirSync(dir);
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const CASES: {
  language: Language;
  width: number;
  keyboard: boolean;
  city: string;
  category: string;
  subject: string;
  wrongType: string;
  received: string;
  status: string;
  answered: string;
}[] = [
  {
    language: 'tur',
    width: 1440,
    keyboard: false,
    city: 'Ankara',
    category: 'Card',
    subject: 'Kart aidatı iadesi',
    wrongType: 'Bu dosya türü kabul edilmiyor.',
    received: 'Talebiniz alındı',
    status: 'Alındı',
    answered: 'Yanıtlandı',
  },
  {
    language: 'eng',
    width: 375,
    keyboard: true,
    city: 'İzmir',
    category: 'Transfer',
    subject: 'A transfer that did not arrive',
    wrongType: 'This file type is not accepted.',
    received: 'Your request is received',
    status: 'Received',
    answered: 'Answered',
  },
];

for (const c of CASES)
  test(`contact us: branches, a request with an attachment, my requests (${c.language}, ${c.width} px)`, async ({
    page,
    bank,
    request,
  }) => {
    // Six screens, each with axe, and two of them twice: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: c.width, height: 900 });
    await signIn(page, request, bank, c.language);
    await followNavEntry(page, 'nav-contact-us');
    await expect(page.getByTestId('contact-channels')).toContainText('0850 222 0 444');
    await expect(page.getByTestId('branch-row').first()).toBeVisible();
    await checkScreen(page, 'contact-us');
    await page.getByTestId('branch-city').locator('select').selectOption(c.city);
    const rows = page.getByTestId('branch-row');
    await expect(rows.first()).toContainText(c.city);
    for (const text of await rows.allTextContents()) expect(text).toContain(c.city);

    if (c.keyboard) {
      await page.getByTestId('contact-new-request').focus();
      await page.keyboard.press('Enter');
    } else await page.getByTestId('contact-new-request').click();
    await expect(page.getByTestId('contact-request-form')).toBeVisible();
    await checkScreen(page, 'send request');

    // A refused file: the list names it, its size and each reason.
    const input = page.getByTestId('contact-files-input');
    await input.setInputFiles(fileAt('notlar.txt', Buffer.from('not a document')));
    const rejections = page.getByTestId('upload-rejections');
    await expect(rejections).toContainText('notlar.txt');
    await expect(rejections).toContainText(c.wrongType);
    await checkScreen(page, 'rejection');
    await input.setInputFiles(fileAt('dekont.pdf', PDF));
    await expect(rejections).toBeHidden();

    const text = 'Hesabımdan çıkan tutarın karşı tarafa ulaşmadığını bildiririm.';
    if (c.keyboard) {
      await field(page, 'contact-category').focus();
      await page.getByTestId('contact-category').locator('select').selectOption(c.category);
      await field(page, 'contact-subject').focus();
      await page.keyboard.type(c.subject);
      await page.getByTestId('contact-text').locator('textarea').focus();
      await page.keyboard.type(text);
    } else {
      await page.getByTestId('contact-category').locator('select').selectOption(c.category);
      await field(page, 'contact-subject').fill(c.subject);
      await page.getByTestId('contact-text').locator('textarea').fill(text);
    }
    await expect(page.getByTestId('contact-text-counter')).toContainText(`${text.length} / 2000`);
    if (c.keyboard) {
      await page.getByTestId('contact-continue').focus();
      await page.keyboard.press('Enter');
    } else await page.getByTestId('contact-continue').click();

    await expect(page.getByTestId('contact-confirm-details')).toContainText(c.subject);
    await expect(page.getByTestId('contact-confirm-files')).toContainText('dekont.pdf');
    await checkScreen(page, 'confirm');
    if (c.keyboard) {
      await page.getByTestId('summary-confirm').focus();
      await page.keyboard.press('Enter');
    } else await page.getByTestId('summary-confirm').click();

    await expect(page.getByTestId('contact-received')).toContainText(c.received);
    const reference = (await page.getByTestId('contact-reference').textContent())!.match(/SKY-\d{8}-\d{6}/)![0];
    const [saved] = await bank.db.select().from(contactRequests).where(eq(contactRequests.referenceNumber, reference));
    expect(saved!.subject).toBe(c.subject);
    expect(saved!.answerDays).toBe(c.category === 'Card' ? 20 : 30);
    const files = await bank.db.select().from(contactAttachments).where(eq(contactAttachments.requestId, saved!.id));
    expect(files.map((f) => f.fileName)).toEqual(['dekont.pdf']);
    const row = page.getByTestId('contact-request-row').filter({ hasText: reference });
    await expect(row.getByTestId('contact-status')).toHaveText(c.status);
    await expect(row.getByTestId('contact-attachment')).toContainText('dekont.pdf');
    await expect(page.getByText(reference).first()).toBeVisible();
    // The snackbar fades out before the next axe check (a fading toast reads as low contrast).
    await expect(page.getByText(`: ${reference}`)).toBeHidden({ timeout: 15_000 });
    await checkScreen(page, 'my requests');

    const answer = await request.post(`${bank.url}/api/Sandbox/ContactUsAnswer`, {
      data: { referenceNumber: reference, text: 'Talebiniz incelendi; tutar iade edildi.' },
    });
    expect(answer.ok()).toBe(true);
    await page.reload();
    const answered = page.getByTestId('contact-request-row').filter({ hasText: reference });
    await expect(answered.getByTestId('contact-status')).toHaveText(c.answered);
    await expect(answered.getByTestId('contact-answer')).toContainText('Talebiniz incelendi; tutar iade edildi.');
    await checkScreen(page, 'answered');
  });

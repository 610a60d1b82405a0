/**
 * The /sandbox page's card network section: a tester picks a card (BIN + last 4), sends a purchase
 * the bank approves, one it declines with the reason, and refunds the approved one by its id; the
 * bank's records move. Keyboard only for the refund; axe at 375 px and 1440 px.
 */
import { eq } from 'drizzle-orm';
import { cardTransactions } from '../../server/db/schema/cards';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/bank';

test('sends a purchase, sees a decline with its reason, refunds by transaction id', async ({ page, bank }) => {
  const problems: string[] = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/sandbox');
  const card = page.getByLabel('Kart / Card');
  await expect(card.locator('option')).not.toHaveCount(0);
  const options = await card.locator('option').allTextContents();
  for (const text of options) expect(text).toMatch(/\d{6}\*{6}\d{4}/);
  const debit = options.find((o) => o.startsWith('Ayşe') && o.includes('Debit') && o.includes('Active'))!;
  const credit = options.find((o) => o.startsWith('Ayşe') && o.includes('Credit'))!;

  await card.selectOption({ label: debit });
  await page.getByLabel('Tutar / Amount', { exact: true }).fill('12.34');
  await page.getByRole('button', { name: 'Gönder / Send' }).click();
  const status = page.locator('#network-status');
  await expect(status).toContainText('Onaylandı / Approved');
  await expect(status).toContainText('12.34 TRY');
  const transactionId = await page.getByLabel('İşlem no / Transaction id').inputValue();
  expect(transactionId).toMatch(/^[0-9a-f-]{36}$/);

  await card.selectOption({ label: credit });
  await page.getByLabel('Kanal / Channel').selectOption('Online');
  await page.getByRole('button', { name: 'Gönder / Send' }).click();
  await expect(status).toContainText('Reddedildi / Declined: Kart internet alışverişine kapalı.');

  // The refund by keyboard only.
  await page.getByLabel('Tutar (boşsa tamamı) / Amount (empty: all)').focus();
  await page.keyboard.type('2.34');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(status).toContainText('Onaylandı / Approved: Refund, 2.34 TRY');
  const rows = await bank.db.select().from(cardTransactions).where(eq(cardTransactions.refundOf, transactionId));
  expect(rows.map((r) => [r.kind, r.status, r.amount])).toEqual([['Refund', 'Approved', 234n]]);

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

/**
 * Physical gold end to end (issue 15). In Turkish at 1440 px: from the menu the catalogue, a basket
 * (quantities, remove, total), the delivery (a new address with its country's cities), the summary
 * (the price held with its countdown, the BSMV note), the bank's payment page in an iframe (a TRY
 * account chosen and confirmed), then the order's detail with its timeline and my orders; the bank
 * holds the order, took the stock and debited the account. In English at 375 px by keyboard: the
 * key screens, a branch delivery, a basket refused when the stock ran out (the error popup, the
 * basket kept), and the demo's delivered order. Axe on each screen.
 */
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { goldOrders, goldProducts } from '../../server/db/schema/physical-gold';
import { fund } from '../support/ledger-fixtures';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/bank';
import { followNavEntry } from './support/nav';
import { TRY_ACCOUNT, balanceOf, field, signIn } from './support/send-money-steps';

test.describe.configure({ timeout: 120_000 });

const minor = (amount: string) => BigInt(amount.replace('.', ''));
const shownMinor = (text: string) => BigInt(text.replace(/[^\d,]/g, '').replace(',', ''));

const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
};

/** The snackbar's fade is no state to check contrast in: axe runs once it is gone. */
const snackbarGone = (page: Page) =>
  expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });

const stockOf = async (bank: { db: Parameters<typeof fund>[0] }, code: string) =>
  (await bank.db.select({ stock: goldProducts.stock }).from(goldProducts).where(eq(goldProducts.code, code)))[0]!.stock;

test('catalogue, basket, a new address, the summary and the payment page, then the order (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await fund(bank.db, TRY_ACCOUNT, 10_000_000n);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  await followNavEntry(page, 'nav-physical-gold-buy-physical-gold');
  await expect(page.getByTestId('page-title')).toHaveText('Fiziki Altın Al');
  await expect(page.getByTestId('gold-products').locator('li')).toHaveCount(9);
  await expect(page.getByTestId('gold-price-BAR-1')).toContainText('TL');
  await checkScreen(page, 'catalogue');

  await page.getByTestId('gold-add-BAR-1').click();
  await page.getByTestId('gold-add-COIN-QUARTER').click();
  await page.getByTestId('gold-add-COIN-HALF').click();
  await page.getByTestId('gold-basket-link').click();
  await expect(page.getByTestId('page-title')).toHaveText('Sepet');
  await page.getByTestId('gold-more-BAR-1').click();
  await expect(page.getByTestId('gold-qty-BAR-1')).toHaveText('2');
  await page.getByTestId('gold-remove-COIN-HALF').click();
  await expect(page.getByTestId('gold-line-COIN-HALF')).toHaveCount(0);
  await expect(page.getByTestId('gold-basket-total')).toContainText('TL');
  await checkScreen(page, 'basket');

  await page.getByTestId('gold-basket-continue').click();
  await expect(page.getByTestId('page-title')).toHaveText('Teslimat');
  await expect(field(page, 'gold-delivery')).toHaveValue(/^address:/);
  await checkScreen(page, 'address');
  await page.getByTestId('gold-add-address').click();
  await expect(page.getByTestId('page-title')).toHaveText('Adres Ekle');
  await field(page, 'gold-address-label').fill('İş');
  await expect(field(page, 'gold-address-country')).toHaveValue('TR');
  await field(page, 'gold-address-city').selectOption('Ankara');
  await field(page, 'gold-address-line').fill('Kısa');
  await field(page, 'gold-address-line').blur();
  await expect(page.getByTestId('gold-address-line')).toContainText(/karakter|geçerli/i);
  await expect(field(page, 'gold-address-label')).toHaveValue('İş');
  await field(page, 'gold-address-line').fill('Atatürk Bulvarı No: 10 D: 3, Çankaya');
  await checkScreen(page, 'add address');
  await page.getByTestId('gold-address-save').click();
  await expect(page.getByTestId('page-title')).toHaveText('Teslimat');
  await expect(page.getByTestId('gold-delivery').locator('option:checked')).toContainText('İş');

  await page.getByTestId('gold-address-continue').click();
  await expect(page.getByTestId('page-title')).toHaveText('Sipariş Özeti');
  await expect(page.getByTestId('gold-summary-line')).toHaveCount(2);
  await expect(page.getByTestId('gold-summary-delivery')).toContainText('Atatürk Bulvarı');
  await expect(page.getByTestId('gold-countdown')).toHaveText(/^0[01]:\d\d$/);
  await expect(page.getByTestId('gold-bsmv-note')).toContainText('BSMV');
  await snackbarGone(page);
  await checkScreen(page, 'summary');
  const total = shownMinor(await page.getByTestId('gold-summary-total').innerText());
  const before = { tl: minor(await balanceOf(bank, TRY_ACCOUNT)), bars: await stockOf(bank, 'BAR-1') };

  await page.getByTestId('gold-pay').click();
  const frame = page.frameLocator('[data-testid="gold-payment-frame"]');
  await expect(frame.getByRole('heading')).toHaveText('Fiziki altın ödemesi');
  await expect(frame.getByLabel(new RegExp(TRY_ACCOUNT))).toBeChecked();
  await checkScreen(page, 'payment page');
  await frame.getByRole('button', { name: 'Onayla ve öde' }).click();

  await expect(page.getByTestId('page-title')).toHaveText('Sipariş Detayı');
  await expect(page.getByTestId('gold-order-status')).toHaveText('Sipariş alındı');
  await expect(page.getByTestId('gold-step-Ordered')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('gold-step-Delivered')).toHaveAttribute('data-done', 'false');
  await checkScreen(page, 'order detail');
  expect(minor(await balanceOf(bank, TRY_ACCOUNT))).toBe(before.tl - total);
  expect(await stockOf(bank, 'BAR-1')).toBe(before.bars - 2n);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const [order] = await bank.db.select().from(goldOrders).where(eq(goldOrders.id, orderId));
  expect(order!.total).toBe(total);

  await followNavEntry(page, 'nav-physical-gold-my-orders');
  await expect(page.getByTestId('page-title')).toHaveText('Altın Siparişlerim');
  await expect(page.getByTestId('gold-orders-list').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('gold-order-status-ALTDEMO000001')).toHaveText('Teslim edildi');
  await checkScreen(page, 'my orders');
});

test('key screens by keyboard, a branch delivery and a basket refused when the stock ran out (eng, 375 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, request, bank, 'eng');
  await followNavEntry(page, 'nav-physical-gold-buy-physical-gold');
  await expect(page.getByTestId('page-title')).toHaveText('Buy physical gold');
  await checkScreen(page, 'catalogue');
  await page.getByTestId('gold-add-BAR-5').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('gold-basket-link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toHaveText('Basket');
  await expect(page.getByTestId('gold-qty-BAR-5')).toHaveText('1');
  await checkScreen(page, 'basket');
  await page.getByTestId('gold-basket-continue').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toHaveText('Delivery');
  await field(page, 'gold-delivery').focus();
  await field(page, 'gold-delivery').selectOption('branch:027');
  await checkScreen(page, 'address');

  // The last pieces went meanwhile: the summary's pricing is refused, the basket is kept.
  await bank.db.update(goldProducts).set({ stock: 0n }).where(eq(goldProducts.code, 'BAR-5'));
  await page.getByTestId('gold-address-continue').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toContainText('There is not enough stock of a product in your basket');
  await page.keyboard.press('Escape');
  await bank.db.update(goldProducts).set({ stock: 25n }).where(eq(goldProducts.code, 'BAR-5'));

  await followNavEntry(page, 'nav-physical-gold-my-orders');
  await expect(page.getByTestId('page-title')).toHaveText('My gold orders');
  await expect(page.getByTestId('gold-order-status-ALTDEMO000001')).toHaveText('Delivered');
  await checkScreen(page, 'my orders');
  await page.getByTestId('gold-order-ALTDEMO000001').getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toHaveText('Order detail');
  await expect(page.getByTestId('gold-timeline').locator('li[data-done="true"]')).toHaveCount(4);
  await expect(page.getByTestId('gold-order-total')).toContainText('TL');
  await checkScreen(page, 'order detail');
});

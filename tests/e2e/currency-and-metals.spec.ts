/**
 * Currency and precious metals end to end (issue 15): from the menu the list (six instruments, the
 * day's chart, the holdings), then buying USD in Turkish at 1440 px (quote with its countdown and
 * BSMV line, confirm, the receipt's page, balances moved); in English at 375 px by keyboard, selling
 * gold, and a sale beyond the holding refused in the error popup. The bank trades around the clock
 * here (trading hours and holidays are settings), so the journeys do not depend on the day or hour. Axe on each screen.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_CONFIG } from '../../server/config';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/bank';
import { followNavEntry } from './support/nav';
import { TRY_ACCOUNT, USD_ACCOUNT, balanceOf, field, signIn } from './support/send-money-steps';

const ALWAYS = { days: [0, 1, 2, 3, 4, 5, 6], opensAt: '00:00', closesAt: '24:00' };
const NO_HOLIDAYS = { ...DEFAULT_CONFIG.transfers, eft: { ...DEFAULT_CONFIG.transfers.eft, holidays: [] } };
test.use({
  bankConfig: {
    market: { ...DEFAULT_CONFIG.market, fxHours: ALWAYS, metalHours: ALWAYS },
    transfers: NO_HOLIDAYS,
  },
});
test.describe.configure({ timeout: 120_000 });

const GOLD_ACCOUNT = '1000146-5';
const minor = (amount: string) => BigInt(amount.replace('.', ''));

const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
};

test('the list, then buying 100 USD with the BSMV apart (tur, 1440 px)', async ({ page, bank, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  await followNavEntry(page, 'nav-currency-and-precious-metals');
  await expect(page.getByTestId('page-title')).toHaveText('Döviz ve Kıymetli Madenler');
  await expect(page.getByTestId('market-list').locator('li')).toHaveCount(6);
  await expect(page.getByTestId('market-chart-USD')).toBeVisible();
  await expect(page.getByTestId('market-holding-XAU')).toContainText('gr');
  await checkScreen(page, 'list');

  const tryBefore = minor(await balanceOf(bank, TRY_ACCOUNT));
  const usdBefore = minor(await balanceOf(bank, USD_ACCOUNT));
  await page.getByTestId('market-buy-USD').click();
  await expect(page.getByTestId('market-trade-form')).toBeVisible();
  await expect(field(page, 'market-trade-instrument')).toHaveValue('USD');
  await expect(field(page, 'market-trade-side')).toHaveValue('Buy');
  await field(page, 'market-trade-amount').fill('100');
  await field(page, 'market-trade-amount').blur();
  await checkScreen(page, 'buy form');
  await page.getByTestId('market-trade-submit').click();
  await expect(page.getByTestId('market-quote-details')).toBeVisible();
  await expect(page.getByTestId('market-quote-countdown')).toHaveText(/^00:[0-3]\d$/);
  await expect(page.getByTestId('market-quote-tax')).toContainText('TL');
  await checkScreen(page, 'quote');
  // Ask again: a new price, its countdown from the start.
  await page.getByTestId('market-quote-again').click();
  await expect(page.getByTestId('market-quote-countdown')).toBeVisible();
  const total = await page.getByTestId('market-quote-total').innerText();
  await page.getByTestId('market-quote-confirm').click();
  await expect(page.getByTestId('market-done-message')).toHaveText('Alış işleminiz tamamlandı.');
  await expect(page.getByTestId('market-done-receipt')).toBeVisible();
  await checkScreen(page, 'done');
  // The done trade has its own address: a reload shows it again, read from the server.
  await expect(page).toHaveURL(/[?&]trade=[0-9a-f-]{36}/);
  await page.reload();
  await expect(page.getByTestId('market-done-message')).toHaveText('Alış işleminiz tamamlandı.');
  const paid = minor(total.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(minor(await balanceOf(bank, TRY_ACCOUNT))).toBe(tryBefore - paid);
  expect(minor(await balanceOf(bank, USD_ACCOUNT))).toBe(usdBefore + 10_000n);
});

test('selling gold by keyboard, and a sale beyond the holding refused (eng, 375 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, request, bank, 'eng');
  await followNavEntry(page, 'nav-currency-and-precious-metals');
  await expect(page.getByTestId('page-title')).toHaveText('Currency and precious metals');
  await expect(page.getByTestId('market-list').locator('li')).toHaveCount(6);
  await checkScreen(page, 'list');
  const goldBefore = minor(await balanceOf(bank, GOLD_ACCOUNT));

  await page.getByTestId('market-sell-XAU').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('market-trade-form')).toBeVisible();
  await expect(field(page, 'market-trade-side')).toHaveValue('Sell');
  await expect(field(page, 'market-trade-instrument')).toHaveValue('XAU');
  await field(page, 'market-trade-amount').focus();
  await page.keyboard.type('1000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('market-quote-details')).toBeVisible();
  await page.getByTestId('market-quote-confirm').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
    'You cannot sell more than your account holds.',
  );
  await checkScreen(page, 'refusal');
  await page.keyboard.press('Escape');

  await page.getByTestId('market-quote-edit').focus();
  await page.keyboard.press('Enter');
  await field(page, 'market-trade-amount').focus();
  await page.keyboard.press('ControlOrMeta+a');
  // Grams take four decimals.
  await page.keyboard.type('1.2345');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('market-quote-details')).toBeVisible();
  await expect(page.getByTestId('market-quote-tax')).toHaveCount(0);
  await checkScreen(page, 'quote');
  await page.getByTestId('market-quote-confirm').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('market-done-message')).toHaveText('The sale is done.');
  await checkScreen(page, 'done');
  expect(minor(await balanceOf(bank, GOLD_ACCOUNT))).toBe(goldBefore - 12_345n);
});

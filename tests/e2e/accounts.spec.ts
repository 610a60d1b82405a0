/**
 * Accounts end to end against the sandbox bank: open a participation account funded from the TRY
 * account (the balance moves in the database, the new row appears), rename it, filter the TRY
 * account's history, download the CSV and open the PDF statement, create and delete an easy address,
 * add, use and delete a registered transaction, close an empty account. Turkish, and a path in
 * English; axe on every new page at 375 and 1440 px.
 */
import { seriousViolations } from './support/axe';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { demoIdentity } from '../../server/seed/demo-identities';
import { accounts } from '../../server/db/schema/accounts';
import { formatAmount } from '../../src/contract/money';
import { expect, signInWithSms, test, type Bank } from './support/bank';

const retail = demoIdentity('retail');
const TRY_ACCOUNT = '1000146-1';
const OTHER_IBAN = 'TR330006100519786457841326';

const balanceOf = async (bank: Bank, accountNumber: string): Promise<string> => {
  const [row] = await bank.db.select().from(accounts).where(eq(accounts.accountNumber, accountNumber));
  return formatAmount(row!.balance, row!.currency);
};

const signIn = async (page: Page, request: APIRequestContext, bank: Bank, language: 'tur' | 'eng' = 'tur') => {
  await signInWithSms(page, request, bank, retail);
  await expect(page.getByTestId('greeting')).toBeVisible();
  if (language === 'eng') {
    await page.getByTestId('language-eng').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  }
};

/** Client-side navigation inside the signed-in app (keeps the session and the in-memory state). */
const open = async (page: Page, path: string, ready: string) => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
};

const control = (page: Page, testId: string) => page.getByTestId(testId).locator('input, select').first();

const openAccount = async (
  page: Page,
  choice: { kind: string; currency: string; term?: string; amount: string; alias?: string },
) => {
  await page.getByTestId('open-account').click();
  await expect(page.getByTestId('funding-form')).toBeVisible();
  await control(page, 'create-kind').selectOption(choice.kind);
  await control(page, 'create-currency').selectOption(choice.currency);
  if (choice.term) await control(page, 'create-term').selectOption(choice.term);
  await control(page, 'create-source').selectOption(TRY_ACCOUNT);
  await control(page, 'create-amount').fill(choice.amount);
  await control(page, 'create-amount').blur();
  if (choice.alias) await control(page, 'create-alias').fill(choice.alias);
  await page.getByTestId('create-continue').click();
  await expect(page.getByTestId('opening-summary')).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('create-done')).toBeVisible();
};

test('opens a participation account from the TRY account, renames it, filters history, downloads statements', async ({
  page,
  request,
  bank,
}) => {
  await signIn(page, request, bank);
  const before = await balanceOf(bank, TRY_ACCOUNT);
  await open(page, '/dashboard/my-accounts', 'my-accounts-screen');
  await openAccount(page, { kind: 'Participation', currency: 'TRY', term: '3', amount: '2500', alias: 'Birikim' });
  await expect(page.getByTestId('create-done')).toContainText('Birikim');
  const expected = (BigInt(before.replace('.', '')) - 250000n).toString();
  await expect.poll(() => balanceOf(bank, TRY_ACCOUNT)).toBe(`${expected.slice(0, -2)}.${expected.slice(-2)}`);

  await page.getByTestId('create-done-detail').click();
  await expect(page.getByTestId('detail-balance')).toHaveAttribute('data-balance', '2500.00');
  await expect(page.getByTestId('detail-pool')).toContainText('70/30');
  await control(page, 'alias-input').fill('Hac birikimi');
  await page.getByTestId('alias-save').click();
  await expect(page.getByTestId('page-title')).toHaveText('Hac birikimi');

  await open(page, '/dashboard/my-accounts', 'my-accounts-screen');
  await expect(page.getByTestId('account-name').filter({ hasText: 'Hac birikimi' })).toBeVisible();
  await page.getByTestId('account-name').first().click();
  await expect(page.getByTestId('detail-account-number')).toHaveText(TRY_ACCOUNT);
  await expect(page.getByTestId('history-row').first()).toBeVisible();

  await control(page, 'filter-direction').selectOption('out');
  await control(page, 'filter-search').fill('migros');
  await page.getByTestId('filter-apply').click();
  const amounts = page.getByTestId('history-amount');
  await expect(amounts.first()).toBeVisible();
  await expect(page.getByTestId('history-description').first()).toContainText(/migros/i);
  for (const amount of await amounts.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-amount'))))
    expect(amount).toMatch(/^-/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-csv').click()]);
  expect(download.suggestedFilename()).toBe(`hesap-hareketleri-${TRY_ACCOUNT}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFTarih;Açıklama;Karşı taraf;Tutar;Para birimi;Bakiye')).toBe(true);
  expect(csv.toLowerCase()).toContain('migros');

  await page.getByTestId('statement-pdf').click();
  await expect(page.getByTestId('pdf-close')).toBeVisible();
  await page.getByTestId('pdf-close').click();
});

test('creates and deletes an easy address; adds, uses and deletes a registered transaction; closes an empty account', async ({
  page,
  request,
  bank,
}) => {
  await signIn(page, request, bank);
  await open(page, '/dashboard/easy-addresses', 'easy-addresses');
  const aliases = page.getByTestId('easy-row');
  // The demo seed may link some aliases already: count what is there once the list has loaded.
  await expect(aliases.or(page.getByTestId('easy-empty')).first()).toBeVisible();
  const seeded = await aliases.count();
  await page.getByTestId('easy-add').click();
  await expect(page.getByTestId('easy-address-form')).toBeVisible();
  await control(page, 'easy-type').selectOption('IdentityNumber');
  await control(page, 'easy-value').fill('10000000147');
  await control(page, 'easy-value').blur();
  await expect(page.getByTestId('easy-value')).toContainText('Geçerli bir 11 haneli kimlik numarası girin.');
  await control(page, 'easy-value').fill('10000000146');
  await page.getByTestId('easy-save').click();
  const mine = page.locator('[data-testid="easy-row"][data-value="10000000146"]');
  await expect(mine).toBeVisible();
  await expect(aliases).toHaveCount(seeded + 1);
  await mine.getByTestId('easy-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(mine).toHaveCount(0);
  await expect(aliases).toHaveCount(seeded);

  await open(page, '/dashboard/registered-transactions', 'registered-transactions');
  await page.getByTestId('registered-add').click();
  await expect(page.getByTestId('registered-form')).toBeVisible();
  await control(page, 'registered-name').fill('Ev sahibi');
  await control(page, 'registered-iban').fill(OTHER_IBAN);
  await control(page, 'registered-receiverName').fill('Hasan Kaya');
  await page.getByTestId('registered-save').click();
  const row = page.getByTestId('registered-row');
  await expect(row).toHaveAttribute('data-name', 'Ev sahibi');
  await expect(page.getByTestId('registered-target')).toContainText('TR33 0006 1005 1978 6457 8413 26');
  await page.getByTestId('registered-use').click();
  await expect(page).toHaveURL(/\/dashboard\/to-iban\?registered=[0-9a-f-]{36}$/);
  // The send-money form reads ?registered= and fills the target in.
  await expect(control(page, 'transfer-iban')).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
  await expect(control(page, 'transfer-receiverName')).toHaveValue('Hasan Kaya');
  await open(page, '/dashboard/registered-transactions', 'registered-transactions');
  await page.getByTestId('registered-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('registered-empty')).toBeVisible();

  await open(page, '/dashboard/my-accounts', 'my-accounts-screen');
  await openAccount(page, { kind: 'Current', currency: 'EUR', amount: '0' });
  await page.getByTestId('create-done-detail').click();
  const closing = (await page.getByTestId('detail-account-number').textContent())!;
  await page.getByTestId('close-account-open').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('my-accounts-screen')).toBeVisible();
  await expect(page.locator(`[data-testid="account-row"]`).filter({ hasText: closing })).toHaveCount(0);
  const [row2] = await bank.db.select().from(accounts).where(eq(accounts.accountNumber, closing));
  expect(row2!.closedAt).not.toBeNull();
});

test('in English: the close button says why it is disabled, and a registered pair between own accounts', async ({
  page,
  request,
  bank,
}) => {
  await signIn(page, request, bank, 'eng');
  await open(page, `/dashboard/my-accounts/detail?accountNumber=${TRY_ACCOUNT}`, 'account-summary');
  await expect(page.getByTestId('close-account-open')).toBeDisabled();
  await expect(page.getByTestId('close-account-reason')).toHaveText(
    'An account can only be closed when its balance is zero. Move the money to another account first.',
  );
  await open(page, '/dashboard/registered-transactions', 'registered-transactions');
  await expect(page.getByTestId('page-title')).toHaveText('Registered transactions');
  await page.getByTestId('registered-add-between').click();
  await control(page, 'registered-name').fill('To savings');
  await control(page, 'registered-sourceAccountNumber').selectOption(TRY_ACCOUNT);
  await control(page, 'registered-accountNumber').selectOption('1000146-2');
  await page.getByTestId('registered-save').click();
  await expect(page.getByTestId('registered-target')).toContainText('Between my accounts · 1000146-1 → 1000146-2');
  await page.getByTestId('registered-use').click();
  await expect(page).toHaveURL(/\/dashboard\/between-my-accounts\?registered=/);
});

/** Turkish product, branch and statement words that must not show in the English interface (proper names may). */
const TURKISH_NAMES = /Hesap|Hesabı|Şube|Virman|Havale|Gelen |ödemesi|faturası|harcaması|Kâr payı|alış|Katılma|Havuzu/;
const ENGLISH_MONEY = /^-?\d{1,3}(,\d{3})*(\.\d{1,4})? (TL|USD|EUR|gr)$/;
const TURKISH_MONEY = /^-?\d{1,3}(\.\d{3})*(,\d{1,4})? (TL|USD|EUR|gr)$/;

const texts = async (page: Page, testId: string) => page.getByTestId(testId).allInnerTexts();

test('in English: product, branch and transaction names and number formats are English, and Turkish again after switching back', async ({
  page,
  request,
  bank,
}) => {
  await signIn(page, request, bank);
  await open(page, '/dashboard/my-accounts', 'my-accounts-screen');
  await expect(page.getByTestId('account-name').first()).toHaveText('Özel Cari Hesap');
  await page.getByTestId('language-eng').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.getByTestId('account-name').first()).toHaveText('Private Current Account');
  const names = await texts(page, 'account-name');
  expect(names).toEqual(expect.arrayContaining(['USD Current Account', 'EUR Current Account', 'Gold Account']));
  for (const text of [...names, ...(await texts(page, 'account-kind'))]) expect(text).not.toMatch(TURKISH_NAMES);
  for (const text of await texts(page, 'account-balance')) expect(text).toMatch(ENGLISH_MONEY);
  // The TRY account holds thousands: its balance is grouped with a comma.
  await expect(page.getByTestId('account-balance').first()).toHaveText(/^\d{1,3},\d{3}/);

  await open(page, `/dashboard/my-accounts/detail?accountNumber=${TRY_ACCOUNT}`, 'account-summary');
  await expect(page.getByTestId('account-summary')).toContainText('Kadıköy Branch');
  await expect(page.getByTestId('account-summary')).not.toContainText(TURKISH_NAMES);
  await expect(page.getByTestId('history-row').first()).toBeVisible();
  for (const text of await texts(page, 'history-description')) expect(text).not.toMatch(TURKISH_NAMES);
  for (const text of await texts(page, 'history-amount')) expect(text).toMatch(ENGLISH_MONEY);
  await expect(page.getByTestId('filter-from').locator('input')).toHaveAttribute('placeholder', 'dd/mm/yyyy');

  await open(page, '/dashboard', 'greeting');
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
  for (const text of await texts(page, 'transaction-row')) expect(text).not.toMatch(TURKISH_NAMES);
  for (const text of await texts(page, 'transaction-amount')) expect(text).toMatch(ENGLISH_MONEY);

  await page.getByTestId('language-tur').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^tr/);
  await open(page, '/dashboard/my-accounts', 'my-accounts-screen');
  await expect(page.getByTestId('account-name').first()).toHaveText('Özel Cari Hesap');
  await expect(page.getByTestId('account-name').filter({ hasText: 'USD Cari Hesap' })).toHaveCount(1);
  for (const text of await texts(page, 'account-balance')) expect(text).toMatch(TURKISH_MONEY);
  await expect(page.getByTestId('account-balance').first()).toHaveText(/^\d{1,3}\.\d{3}/);
});

test('keyboard only: a recipient is saved with Tab and Enter, and deleted from the keyboard', async ({
  page,
  request,
  bank,
}) => {
  await signIn(page, request, bank);
  await open(page, '/dashboard/add-registered-transaction', 'registered-form');
  await control(page, 'registered-name').focus();
  await page.keyboard.type('Klavye');
  await page.keyboard.press('Tab');
  await page.keyboard.type(OTHER_IBAN);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hasan Kaya');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('registered-row')).toHaveAttribute('data-name', 'Klavye');
  await page.getByTestId('registered-delete').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-ok').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('registered-empty')).toBeVisible();
});

for (const width of [375, 1440] as const)
  test(`the new pages have no serious axe violation (${width} px)`, async ({ page, request, bank }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, request, bank, width === 375 ? 'tur' : 'eng');
    const pages: [string, string][] = [
      [`/dashboard/my-accounts/detail?accountNumber=${TRY_ACCOUNT}`, 'history-row'],
      ['/dashboard/create-account', 'funding-form'],
      ['/dashboard/easy-addresses', 'easy-addresses'],
      ['/dashboard/create-easy-address', 'easy-address-form'],
      ['/dashboard/registered-transactions', 'registered-empty'],
      ['/dashboard/add-registered-transaction', 'registered-form'],
      ['/dashboard/add-registered-transaction/between-accounts', 'registered-form'],
    ];
    for (const [path, ready] of pages) {
      await open(page, path, ready);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

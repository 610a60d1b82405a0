/**
 * Card management end to end (issue 14): from the menu to a debit card's detail, then its sub-pages:
 * a PIN refused by the bank's rules (the form keeps it) and a good one with the code; permissions;
 * a freeze and an unfreeze; daily limits over the maximum refused on the page, then within it through
 * the approve step and the code; a stolen card reported with a replacement (approve + code, the 24-hour
 * rule stated) → the card on closed cards as Blocked. A credit card's renewal in English at 375 px by
 * keyboard. After each action the bank's state is read through the API; axe on every screen.
 */
import { eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from '@playwright/test';
import { cardApplications } from '../../server/db/schema/cards';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, latestSmsCode, test, type Bank } from './support/bank';
import { cardIdOf, readCard } from './support/cards';
import { followNavEntry } from './support/nav';
import { field, fill, retail, signIn } from './support/send-money-steps';

test.describe.configure({ timeout: 180_000 });

const DEBIT = DEMO_DEBIT_CARDS[0].cardNumber;
const CREDIT = DEMO_CREDIT_CARDS[0].cardNumber;
const ADDRESS = 'Bağdat Caddesi No: 12 D: 4, Kadıköy / İstanbul';

/** The page at rest (a snackbar gone: axe reads one mid-fade), axe clean, no full card number. */
const checkScreen = async (page: Page, name: string) => {
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page), name).toEqual([]);
  const html = await page.content();
  for (const number of [DEBIT, CREDIT]) expect(html.includes(number), `${name}: a full card number`).toBe(false);
};

/** The code dialog: the newest SMS code, submitted. */
const confirmCode = async (page: Page, request: APIRequestContext, bank: Bank) => {
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('action-otp-submit').click();
};

const backOnDetail = async (page: Page) => {
  await expect(page).toHaveURL(/\/dashboard\/cards\/card-detail\?/);
  await expect(page.getByTestId('card-facts')).toBeVisible();
};

test('a debit card: PIN, permissions, freeze, limits and a stolen card (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  const cardId = await cardIdOf(bank, DEBIT);

  await followNavEntry(page, 'nav-cards');
  await page.getByTestId('card-detail-link').click();
  await backOnDetail(page);

  // PIN: a run refused by the bank (the form keeps it), then a good one with the code.
  await page.getByTestId('action-pin').click();
  await expect(page.getByTestId('page-title')).toHaveText('Kart şifresi değiştir');
  await expect(field(page, 'card-pin')).toHaveAttribute('type', 'password');
  await expect(field(page, 'card-pin')).toHaveAttribute('inputmode', 'numeric');
  await checkScreen(page, 'PIN change');
  await fill(page, 'card-pin', '1234');
  await fill(page, 'card-pin-repeat', '1234');
  await page.getByTestId('card-pin-submit').click();
  await expect(page.getByTestId('message-dialog')).toContainText('ardışık');
  await page.getByTestId('message-dialog').getByRole('button').last().click();
  await expect(field(page, 'card-pin')).toHaveValue('1234');
  expect((await readCard(page, cardId)).pinSet).toBe(false);
  await fill(page, 'card-pin', '4826');
  await fill(page, 'card-pin-repeat', '4826');
  await page.getByTestId('card-pin-submit').click();
  await confirmCode(page, request, bank);
  await backOnDetail(page);
  expect((await readCard(page, cardId)).pinSet).toBe(true);

  // Permissions: abroad and ATMs abroad on, online stays on.
  await page.getByTestId('action-permissions').click();
  await expect(page.getByTestId('card-permissions-form')).toBeVisible();
  await checkScreen(page, 'permissions');
  await page.getByTestId('permission-abroad').click();
  await page.getByTestId('permission-atm-abroad').click();
  await page.getByTestId('card-permissions-submit').click();
  await confirmCode(page, request, bank);
  await backOnDetail(page);
  expect((await readCard(page, cardId)).permissions).toEqual({
    online: true,
    contactless: true,
    abroad: true,
    atmAbroad: true,
  });

  // A temporary freeze and back.
  await page.getByTestId('action-misc').click();
  await expect(page.getByTestId('card-freeze')).toBeVisible();
  await checkScreen(page, 'misc options');
  await page.getByTestId('card-freeze').click();
  await confirmCode(page, request, bank);
  await expect(page.getByTestId('card-unfreeze')).toBeVisible();
  expect((await readCard(page, cardId)).status).toBe('Frozen');
  await page.getByTestId('card-unfreeze').click();
  await confirmCode(page, request, bank);
  await expect(page.getByTestId('card-freeze')).toBeVisible();
  expect((await readCard(page, cardId)).status).toBe('Active');
  await page.getByTestId('page-back').click();
  await backOnDetail(page);

  // Limits: over the maximum refused on the page (kept), then within it through the approve step.
  await page.getByTestId('action-limits').click();
  await expect(page.getByTestId('card-limits-form')).toBeVisible();
  await checkScreen(page, 'limits');
  await fill(page, 'card-limit-atm', '60.000,00');
  await page.getByTestId('card-limits-continue').click();
  await expect(page.getByTestId('card-limit-atm')).toContainText('en yüksek');
  await expect(page.getByTestId('card-limit-atm')).toContainText('50.000 TL');
  await expect(field(page, 'card-limit-atm')).toHaveValue('60.000,00');
  await fill(page, 'card-limit-atm', '15.000,00');
  await page.getByTestId('card-limits-continue').click();
  await expect(page).toHaveURL(/limit-management\/approve/);
  await expect(page.getByTestId('card-limit-approve-atm')).toHaveText('20.000 TL → 15.000 TL');
  await checkScreen(page, 'limits approve');
  await page.getByTestId('approve-confirm').click();
  await confirmCode(page, request, bank);
  await backOnDetail(page);
  expect((await readCard(page, cardId)).limits.atm).toBe('15000.00');

  // Stolen, with a replacement: Blocked at once, the 24-hour rule, the application's reference.
  await page.getByTestId('action-lost-stolen').click();
  await expect(page.getByTestId('card-liability-rule')).toContainText('150 TL');
  await checkScreen(page, 'lost or stolen');
  await field(page, 'card-lost-reason').selectOption('Stolen');
  await fill(page, 'card-delivery-address', ADDRESS);
  await page.getByTestId('card-lost-continue').click();
  await expect(page).toHaveURL(/card-lost-stolen-report\/approve/);
  await expect(page.getByTestId('card-lost-approve-reason')).toHaveText('Çalıntı');
  await checkScreen(page, 'lost or stolen approve');
  await page.getByTestId('approve-confirm').click();
  await confirmCode(page, request, bank);
  await expect(page.getByTestId('card-change-notice')).toContainText('24 saat');
  const [application] = await bank.db.select().from(cardApplications).where(eq(cardApplications.sourceCardId, cardId));
  await expect(page.getByTestId('card-application-reference')).toHaveText(application!.reference);
  expect(application).toMatchObject({ kind: 'Replacement', deliveryAddress: ADDRESS });
  await checkScreen(page, 'lost or stolen done');
  expect(await readCard(page, cardId)).toMatchObject({ status: 'Blocked', statusReason: 'Stolen' });

  await followNavEntry(page, 'nav-cards-my_cards_disabled');
  const blocked = page.getByTestId('card-row').filter({ has: page.locator(`[data-masked$="${DEBIT.slice(-4)}"]`) });
  await expect(blocked.getByTestId('card-status')).toHaveText('Bloke');
});

test('a credit card’s renewal by keyboard (eng, 375 px)', async ({ page, bank, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, request, bank, 'eng');
  const cardId = await cardIdOf(bank, CREDIT);
  await followNavEntry(page, 'nav-credit-cards');
  await page.getByTestId('card-detail-link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/credit-card-detail\?/);
  await page.getByTestId('action-renewal').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toHaveText('Renew the card');
  await checkScreen(page, 'renewal');
  await field(page, 'card-delivery-address').focus();
  await page.keyboard.type(ADDRESS);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/card-renewal\/approve/);
  await checkScreen(page, 'renewal approve');
  await page.getByTestId('approve-confirm').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-change-outcome')).toContainText('renewal is asked for');
  const [application] = await bank.db.select().from(cardApplications).where(eq(cardApplications.sourceCardId, cardId));
  expect(application).toMatchObject({ kind: 'Renewal', status: 'Received', deliveryAddress: ADDRESS });
  await expect(page.getByTestId('card-application-reference')).toHaveText(application!.reference);
  await checkScreen(page, 'renewal done');
  expect((await readCard(page, cardId)).status).toBe('Active');
});

test('a credit card cancelled with its debt still owed (tur, 1440 px)', async ({ page, bank, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  const cardId = await cardIdOf(bank, CREDIT);
  await followNavEntry(page, 'nav-credit-cards');
  await page.getByTestId('card-detail-link').click();
  await expect(page).toHaveURL(/credit-card-detail\?/);
  const before = await readCard(page, cardId);
  await page.getByTestId('action-cancel').click();
  await expect(page.getByTestId('card-cancel-debt')).toBeVisible();
  await checkScreen(page, 'cancellation');
  await page.getByTestId('card-cancel-continue').click();
  await expect(page).toHaveURL(/card-cancellation\/approve/);
  await checkScreen(page, 'cancellation approve');
  await page.getByTestId('approve-confirm').click();
  await confirmCode(page, request, bank);
  await expect(page.getByTestId('card-change-notice')).toContainText('borcunuz');
  await checkScreen(page, 'cancellation done');
  const after = await readCard(page, cardId);
  expect(after.status).toBe('Cancelled');
  expect(after.currentDebt).toBe(before.currentDebt);
});

/**
 * Virtual cards end to end: from the menu (Credit cards → Create a virtual card) in Turkish at 1440 px,
 * a limit above the main card's refused on the form (kept as typed), then create with the approve
 * step and the SMS code, the success page with the new card (BIN + last 4), and the reveal: another
 * code, the full number shown with a countdown, then hidden again (the page holds it no longer). In
 * English at 375 px by keyboard: the virtual card's limit update with its approve step and code.
 * Axe on every screen.
 */
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { DEFAULT_CONFIG } from '../../server/config';
import { cards } from '../../server/db/schema/cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import { withLuhn } from '../../src/contract/card-number';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, latestSmsCode, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, fill, retail, signIn } from './support/send-money-steps';

const REVEAL_SECONDS = 4;
test.use({ bankConfig: { cards: { ...DEFAULT_CONFIG.cards, revealSeconds: REVEAL_SECONDS } } });

const virtualCards = async (bank: Bank) => bank.db.select().from(cards).where(eq(cards.kind, 'Virtual'));

/** The snackbar's fade is no state to check contrast in: axe runs once it is gone. */
const snackbarGone = (page: Page) =>
  expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });

/** The code dialog is open: type the SMS code the bank sent and send it. */
const answerCode = async (page: Page, bank: Bank, request: Parameters<typeof latestSmsCode>[0]) => {
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('action-otp-submit').click();
};

test('creates a virtual card with approve and code, then shows its details for a short time (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  await followNavEntry(page, 'nav-credit-cards-virtual-credit-card-create');
  await expect(page.getByTestId('virtual-create-form')).toBeVisible();
  await expect(page.getByTestId('virtual-main-limit')).toContainText('50.000 TL');
  expect(await seriousViolations(page), 'create form').toEqual([]);

  // Above the main card's limit: refused on the form, what was typed is kept.
  await fill(page, 'virtual-create-nickname', 'İnternet');
  await fill(page, 'virtual-create-limit', '60000');
  await page.getByTestId('virtual-create-submit').click();
  await expect(page.getByTestId('virtual-create-limit')).toContainText('Sanal kart limiti ana kartın limitini aşamaz');
  await expect(field(page, 'virtual-create-nickname')).toHaveValue('İnternet');
  expect(await virtualCards(bank)).toHaveLength(0);

  await fill(page, 'virtual-create-limit', '1500');
  await page.getByTestId('virtual-create-submit').click();
  await expect(page.getByTestId('approve-step')).toBeVisible();
  await expect(page.getByTestId('virtual-approve-limit')).toContainText('1.500 TL');
  expect(await seriousViolations(page), 'approve').toEqual([]);
  await page.getByTestId('approve-confirm').click();
  await answerCode(page, bank, request);

  await expect(page.getByTestId('virtual-success')).toBeVisible();
  const [card] = await virtualCards(bank);
  expect(card).toMatchObject({ nickname: 'İnternet', virtualLimit: 150_000n, onlineEnabled: true, status: 'Active' });
  await expect(page.getByTestId('virtual-success-number')).toHaveText(`515899******${card!.cardNumber.slice(-4)}`);
  await expect(page.getByTestId('virtual-success-limit')).toContainText('1.500 TL');
  expect(await page.content()).not.toContain(card!.cardNumber);
  await snackbarGone(page);
  expect(await seriousViolations(page), 'success').toEqual([]);

  // The reveal: a fresh code, the number with a countdown, then gone.
  await page.getByTestId('virtual-reveal-show').click();
  await answerCode(page, bank, request);
  const grouped = card!.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
  await expect(page.getByTestId('virtual-reveal-number-value')).toHaveText(grouped);
  await expect(page.getByTestId('virtual-reveal-cvv')).toContainText(/\d{3}/);
  await expect(page.getByTestId('virtual-reveal-countdown')).toBeVisible();
  await snackbarGone(page).catch(() => undefined);
  await expect(page.getByTestId('virtual-reveal-status')).toContainText('Kart bilgileri yeniden gizlendi', {
    timeout: (REVEAL_SECONDS + 5) * 1000,
  });
  await expect(page.getByTestId('virtual-reveal-shown')).toHaveCount(0);
  expect(await page.content()).not.toContain(card!.cardNumber);
  expect(await page.content()).not.toContain(grouped);
  expect(await seriousViolations(page), 'success after the reveal').toEqual([]);
});

test('changes a virtual card’s limit with approve and code, by keyboard (eng, 375 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // A virtual card under Ayşe's credit card, made through the database (the first journey makes one on screen).
  const [main] = await bank.db.select().from(cards).where(eq(cards.cardNumber, DEMO_CREDIT_CARDS[0].cardNumber));
  const virtualId = crypto.randomUUID();
  await bank.db.insert(cards).values({
    ...main!,
    id: virtualId,
    kind: 'Virtual',
    cardNumber: withLuhn('515899000000001'),
    parentCardId: main!.id,
    virtualLimit: 100_000n,
    nickname: 'Online',
    onlineEnabled: true,
    contactlessEnabled: false,
  });
  await signIn(page, request, bank, 'eng');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/dashboard/credit-cards/virtual-credit-card/limit-update?cardId=${virtualId}`);
  await expect(page.getByTestId('virtual-limit-form')).toBeVisible();
  await expect(page.getByTestId('virtual-limit-current')).toContainText('1,000 TL');
  expect(await seriousViolations(page), 'limit form').toEqual([]);

  await field(page, 'virtual-limit-amount').focus();
  await page.keyboard.type('2500');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('approve-step')).toBeVisible();
  await expect(page.getByTestId('virtual-limit-approve-new')).toContainText('2,500 TL');
  expect(await seriousViolations(page), 'limit approve').toEqual([]);
  await page.getByTestId('approve-confirm').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await expect(page.getByTestId('otp-digit-1')).toBeFocused();
  await page.keyboard.type(await latestSmsCode(request, bank, retail.phone));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/credit-card-detail\?cardId=/);
  const [row] = await bank.db.select().from(cards).where(eq(cards.id, virtualId));
  expect(row!.virtualLimit).toBe(250_000n);
});

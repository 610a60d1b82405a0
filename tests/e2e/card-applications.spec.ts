/**
 * Card applications end to end. In Turkish at 1440 px: from the menu (Credit cards → Apply for a
 * credit card), the income rule stated, a limit under 500 TL refused on the form (kept as typed), the
 * approve step and the SMS code, the success page with the reference, the detail's timeline; the
 * sandbox clock (`POST /api/Sandbox/Clock`) moves it to Evaluating, then Approved with the limit by
 * the income rule; my applications lists it. In English at 375 px, by keyboard: a debit card
 * application, then the clock moves it step by step to Delivered and the detail links the new card.
 * Axe on every screen.
 */
import { eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from '@playwright/test';
import { cardApplications, cards } from '../../server/db/schema/cards';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, latestSmsCode, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, fill, retail, signIn } from './support/send-money-steps';

const ADDRESS = 'Bağdat Caddesi No 10 D 4, Kadıköy İstanbul';

const moveClock = async (request: APIRequestContext, bank: Bank, hours: number) => {
  const response = await request.post(`${bank.url}/api/Sandbox/Clock`, { data: { advanceHours: hours } });
  expect(response.ok()).toBe(true);
};

/** The snackbar's fade is no state to check contrast in: axe runs once it is gone. */
const snackbarGone = (page: Page) =>
  expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });

const applications = (bank: Bank) => bank.db.select().from(cardApplications);

test('applies for a credit card, follows it, and the sandbox approves it by the income rule (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  await followNavEntry(page, 'nav-card-application-credit-card-application');
  await expect(page.getByTestId('credit-application-form')).toBeVisible();
  await expect(page.getByTestId('credit-application-rule')).toContainText('22.000,00 TL');
  await expect(page.getByTestId('credit-application-rule')).not.toContainText('faiz');
  expect(await seriousViolations(page), 'credit form').toEqual([]);

  await fill(page, 'credit-application-income', '30300');
  await page.getByTestId('credit-application-occupation').locator('select').selectOption('Employee');
  await fill(page, 'credit-application-address', ADDRESS);
  await fill(page, 'credit-application-limit', '100');
  await page.getByTestId('credit-application-submit').click();
  await expect(page.getByTestId('credit-application-limit')).toContainText('En az 500,00 TL limit talep edin.');
  await expect(field(page, 'credit-application-address')).toHaveValue(ADDRESS);
  expect(await applications(bank)).toHaveLength(0);

  await fill(page, 'credit-application-limit', '100000');
  await page.getByTestId('credit-application-submit').click();
  await expect(page.getByTestId('approve-step')).toBeVisible();
  await expect(page.getByTestId('credit-approve-limit')).toContainText('100.000 TL');
  expect(await seriousViolations(page), 'credit approve').toEqual([]);
  await page.getByTestId('approve-confirm').click();
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('action-otp-submit').click();

  await expect(page.getByTestId('application-success')).toBeVisible();
  const [application] = await applications(bank);
  expect(application).toMatchObject({ kind: 'Credit', status: 'Received', requestedLimit: 10_000_000n });
  await expect(page.getByTestId('application-reference')).toHaveText(application!.reference);
  await snackbarGone(page);
  expect(await seriousViolations(page), 'success').toEqual([]);

  await page.getByTestId('application-success-follow').click();
  await expect(page.getByTestId('application-detail')).toBeVisible();
  await expect(page.getByTestId('timeline-step')).toHaveCount(6);
  await expect(page.locator('[data-testid="timeline-step"][data-done="true"]')).toHaveCount(1);
  expect(await seriousViolations(page), 'detail').toEqual([]);

  // The sandbox's clock: an hour on it is being evaluated, two more and it is decided.
  await moveClock(request, bank, 1);
  await page.reload();
  await expect(page.getByTestId('application-detail-status')).toHaveText('Değerlendiriliyor');
  await moveClock(request, bank, 2);
  await page.reload();
  await expect(page.getByTestId('application-detail-status')).toHaveText('Onaylandı');
  // min(100.000, 2 × 30.300) rounded down to 500 TL.
  await expect(page.getByTestId('application-approved-limit')).toContainText('60.500 TL');
  await expect(page.locator('[data-testid="timeline-step"][data-done="true"]')).toHaveCount(3);
  expect(await seriousViolations(page), 'detail approved').toEqual([]);

  await followNavEntry(page, 'nav-my_card_applications');
  await expect(page.getByTestId('application-row')).toHaveCount(1);
  await expect(page.getByTestId('application-status')).toHaveText('Onaylandı');
  expect(await seriousViolations(page), 'my applications').toEqual([]);
});

test('applies for a debit card by keyboard, and the sandbox delivers it (eng, 375 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, request, bank, 'eng');
  await followNavEntry(page, 'nav-card-application-debit-card-application');
  await expect(page.getByTestId('debit-application-form')).toBeVisible();
  expect(await seriousViolations(page), 'debit form').toEqual([]);

  await field(page, 'debit-application-address').focus();
  await page.keyboard.type(ADDRESS);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('approve-step')).toBeVisible();
  expect(await seriousViolations(page), 'debit approve').toEqual([]);
  await page.getByTestId('approve-confirm').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await expect(page.getByTestId('otp-digit-1')).toBeFocused();
  await page.keyboard.type(await latestSmsCode(request, bank, retail.phone));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('application-success')).toBeVisible();
  await expect(page.getByTestId('application-next')).toContainText('produced and sent');
  await snackbarGone(page);
  expect(await seriousViolations(page), 'success').toEqual([]);

  // One step per move of the clock: Evaluating, Approved, Produced, Shipped, Delivered.
  for (const hours of [1, 2, 24, 24, 48]) await moveClock(request, bank, hours);
  const [application] = await applications(bank);
  expect(application).toMatchObject({ kind: 'Debit', status: 'Delivered' });
  const [card] = await bank.db.select().from(cards).where(eq(cards.id, application!.cardId!));
  expect(card).toMatchObject({ kind: 'Debit', status: 'Active', onlineEnabled: false });

  await page.getByTestId('application-success-follow').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('application-detail-status')).toHaveText('Delivered');
  await expect(page.locator('[data-testid="timeline-step"][data-done="true"]')).toHaveCount(6);
  await expect(page.getByTestId('application-card')).toContainText(`979215******${card!.cardNumber.slice(-4)}`);
  expect(await page.content()).not.toContain(card!.cardNumber);
  expect(await seriousViolations(page), 'detail delivered').toEqual([]);
  await expect(page.getByTestId('application-card-link')).toHaveAttribute('href', new RegExp(card!.id));
});

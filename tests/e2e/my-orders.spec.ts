/**
 * My standing orders end to end: from the menu (Payments → My standing orders), make a monthly
 * transfer order to an IBAN in Turkish (one refusal kept on the form), see it in the list, move the
 * sandbox clock through the API past its first run, and find the run paid in the detail with its
 * receipt, the balance dropped once. In English at 375 px: edit, pause, resume and cancel the demo
 * rent order (by keyboard for the confirm popups). Axe on every screen.
 */
import { eq } from 'drizzle-orm';
import { accounts } from '../../server/db/schema/accounts';
import { journal } from '../../server/db/schema/ledger';
import { standingOrderRuns, standingOrders } from '../../server/db/schema/payments';
import { seriousViolations } from './support/axe';
import { expect, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, fill, signIn, TRY_ACCOUNT } from './support/send-money-steps';
import type { APIRequestContext, Page } from '@playwright/test';

const YILDIZ_IBAN = 'TR510001000123400056789012';

const balance = async (bank: Bank) =>
  (await bank.db.select().from(accounts).where(eq(accounts.accountNumber, TRY_ACCOUNT)))[0]!.balance;

const orderNamed = async (bank: Bank, nickname: string) =>
  (await bank.db.select().from(standingOrders).where(eq(standingOrders.nickname, nickname)))[0];

const moveClock = async (request: APIRequestContext, bank: Bank, body: object) => {
  const response = await request.post(`${bank.url}/api/Sandbox/Clock`, { data: body });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { ran: { completed: number } } }).data;
};

/** The snackbar's fade is no state to check contrast in: axe runs once it is gone. */
const snackbarGone = (page: Page) =>
  expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });

const openOrders = async (page: Page) => {
  await followNavEntry(page, 'nav-my-orders');
  await expect(page.getByTestId('orders-list')).toBeVisible();
};

test('makes a monthly IBAN order, the clock passes its first run, the run is paid once with a receipt (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  await openOrders(page);
  // The demo customer's two orders are listed.
  await expect(page.getByTestId('orders-row')).toHaveCount(2);
  await expect(page.locator('[data-name="Ev kirası"]').getByTestId('orders-amount')).toContainText('7.500 TL');
  expect(await seriousViolations(page), 'list').toEqual([]);

  await page.getByTestId('orders-new').click();
  await expect(page.getByTestId('order-form')).toBeVisible();
  expect(await seriousViolations(page), 'create form').toEqual([]);
  await fill(page, 'order-iban', YILDIZ_IBAN);
  await fill(page, 'order-receiver-name', 'Başka Biri');
  await fill(page, 'order-amount', '250');
  await fill(page, 'order-nickname', 'Aidat');
  await page.getByTestId('order-continue').click();
  await expect(page.getByTestId('order-confirm')).toBeVisible();
  await expect(page.getByTestId('order-preview-dates')).toContainText('·');
  expect(await seriousViolations(page), 'confirm').toEqual([]);
  // The bank checks the receiver's name when the order is made: refused, the form keeps what was typed.
  await page.getByTestId('order-confirm-button').click();
  await expect(page.getByTestId('message-dialog')).toContainText('Alıcı adı, hesap sahibinin adıyla uyuşmuyor');
  await page.getByTestId('message-dialog').getByRole('button').last().click();
  await expect(page.getByTestId('message-dialog')).toHaveCount(0);
  expect(await orderNamed(bank, 'Aidat')).toBeUndefined();
  await page.getByTestId('order-edit-back').click();
  await expect(field(page, 'order-iban')).toHaveValue(YILDIZ_IBAN);
  await expect(field(page, 'order-nickname')).toHaveValue('Aidat');
  await fill(page, 'order-receiver-name', 'Mehmet Yıldız');
  await page.getByTestId('order-continue').click();
  await page.getByTestId('order-confirm-button').click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Etkin');
  await expect(page.getByTestId('order-runs-empty')).toBeVisible();
  const order = (await orderNamed(bank, 'Aidat'))!;
  expect(order).toMatchObject({ status: 'Active', amount: 25_000n, frequency: 'Monthly', runsDone: 0 });
  await snackbarGone(page);
  expect(await seriousViolations(page), 'detail').toEqual([]);

  // Past the first run: the bank's clock a day ahead runs it at once.
  const before = await balance(bank);
  const moved = await moveClock(request, bank, { advanceDays: 1 });
  expect(moved.ran.completed).toBeGreaterThanOrEqual(1);
  await moveClock(request, bank, { advanceHours: 1 });
  await page.reload();
  await expect(page.getByTestId('order-run')).toHaveCount(1);
  await expect(page.getByTestId('order-run')).toHaveAttribute('data-status', 'Completed');
  await expect(page.getByTestId('order-runs-done')).toHaveText('1');
  // 250,00 TL and the FAST fee (4,50 TL), once.
  expect(before - (await balance(bank))).toBe(25_450n);
  const runs = await bank.db.select().from(standingOrderRuns).where(eq(standingOrderRuns.orderId, order.id));
  expect(runs).toHaveLength(1);
  const posted = await bank.db.select().from(journal).where(eq(journal.id, runs[0]!.journalId!));
  expect(posted).toHaveLength(1);
  await page.getByTestId('order-run-receipt').click();
  await expect(page.getByTestId('pdf-modal')).toBeVisible();
  await page.getByTestId('pdf-close').click();
  await snackbarGone(page);
  expect(await seriousViolations(page), 'detail with a run').toEqual([]);
  await moveClock(request, bank, { reset: true });
  await page.getByTestId('app-nav').getByTestId('nav-my-orders').click();
  await expect(page.locator('[data-name="Aidat"]')).toBeVisible();

  // The sandbox page's clock form moves the bank a day and says what ran.
  await page.goto('/sandbox');
  await expect(page.locator('#clock-now')).not.toHaveText('…');
  await page.getByRole('button', { name: '+1 gün / day' }).click();
  await expect(page.locator('#clock-status')).toContainText('Ödenen / paid');
  await expect(page.locator('#clock-offset')).toContainText('+24');
  expect(await seriousViolations(page), 'sandbox page').toEqual([]);
});

test('edits, pauses, resumes and cancels the demo rent order (eng, 375 px, confirm popups by keyboard)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, request, bank, 'eng');
  await openOrders(page);
  expect(await seriousViolations(page), 'list').toEqual([]);
  await page.locator('[data-name="Ev kirası"]').getByTestId('orders-open').click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Active');
  await expect(page.getByTestId('order-amount')).toContainText('7,500 TL');
  await snackbarGone(page);
  expect(await seriousViolations(page), 'detail').toEqual([]);

  await page.getByTestId('order-edit').click();
  await expect(page.getByTestId('order-update-form')).toBeVisible();
  expect(await seriousViolations(page), 'update').toEqual([]);
  await fill(page, 'order-amount', '8000');
  await page.getByTestId('order-save').click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-amount')).toContainText('8,000 TL');
  expect((await orderNamed(bank, 'Ev kirası'))!.amount).toBe(800_000n);

  const act = async (button: string, status: string) => {
    await page.getByTestId(button).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('confirm-ok')).toBeVisible();
    await page.getByTestId('confirm-ok').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-status')).toContainText(status);
  };
  await act('order-pause', 'Paused');
  expect((await orderNamed(bank, 'Ev kirası'))!.status).toBe('Paused');
  await snackbarGone(page);
  expect(await seriousViolations(page), 'paused').toEqual([]);
  await act('order-resume', 'Active');
  expect((await orderNamed(bank, 'Ev kirası'))!.status).toBe('Active');
  await act('order-cancel', 'Cancelled');
  expect((await orderNamed(bank, 'Ev kirası'))!.status).toBe('Cancelled');
  await expect(page.getByTestId('order-pause')).toHaveCount(0);
  await snackbarGone(page);
  expect(await seriousViolations(page), 'cancelled').toEqual([]);
});

/**
 * Credit card statements end to end. In Turkish at 1440 px: from the menu (Credit cards) to the
 * card's detail, its three past statements, one opened as a PDF; the cut-off day: the same day
 * refused (the form keeps it), then a new day confirmed with the SMS code, the bank holding the new
 * day and the next cut-off the rule gives. In English at 375 px by keyboard: the statement sending
 * preference changed with the code. Axe on every screen.
 */
import { eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from '@playwright/test';
import { creditCards } from '../../server/db/schema/payments';
import { cutoffAfterChange } from '../../server/domain/cards/statements/statement-dates';
import { istanbulDate } from '../../server/domain/transfers/calendar';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, latestSmsCode, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, retail, signIn } from './support/send-money-steps';

const ayseAccount = async (bank: Bank) =>
  (await bank.db.select().from(creditCards).where(eq(creditCards.cardNumber, DEMO_CREDIT_CARDS[0].cardNumber)))[0]!;

/** The snackbar's fade is no state to check contrast in: axe runs once it is gone. */
const snackbarGone = (page: Page) =>
  expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });

/** The code dialog is open: type the SMS code the bank sent and send it (by keyboard). */
const answerCode = async (page: Page, bank: Bank, request: APIRequestContext) => {
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('action-otp-submit').focus();
  await page.keyboard.press('Enter');
};

const openCreditCard = async (page: Page) => {
  await followNavEntry(page, 'nav-credit-cards');
  await expect(page.getByTestId('credit-cards-list')).toBeVisible();
  await page.locator('[data-kind="Credit"]').getByTestId('card-detail-link').first().click();
  await expect(page.getByTestId('card-statements-list')).toBeVisible();
};

test('past statements on the credit card detail, one opened as a PDF (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  // pdf.js renders the statement in the modal: on two busy cores this takes a while.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  await openCreditCard(page);
  await expect(page.getByTestId('card-statement-row')).toHaveCount(3);
  await expect(page.getByTestId('card-statement-debt').first()).toContainText('TL');
  expect(await seriousViolations(page), 'credit card detail with statements').toEqual([]);
  await page.getByTestId('card-statement-pdf').first().click();
  await expect(page.getByTestId('pdf-modal')).toBeVisible();
  expect(await seriousViolations(page), 'statement PDF').toEqual([]);
  await page.getByTestId('pdf-close').click();
  await expect(page.getByTestId('pdf-modal')).toHaveCount(0);
});

test('the cut-off day: the same day refused, a new one confirmed with a code (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  await openCreditCard(page);
  await page.getByTestId('action-cutoff').click();
  await expect(page.getByTestId('statement-cutoff-form')).toBeVisible();
  await expect(page.getByTestId('statement-cutoff-rule')).toContainText('en az 15 gün');
  await expect(page.getByTestId('statement-cutoff-current')).toHaveText('15');
  expect(await seriousViolations(page), 'cut-off form').toEqual([]);
  // The day it is now: refused, the form keeps the choice.
  await page.getByTestId('statement-cutoff-submit').click();
  await expect(page.getByTestId('message-dialog')).toContainText('Hesap kesim günü zaten bu gün');
  await page.getByTestId('message-dialog').getByRole('button').last().click();
  await expect(page.getByTestId('message-dialog')).toHaveCount(0);
  await expect(field(page, 'statement-cutoff-day')).toHaveValue('15');
  expect((await ayseAccount(bank)).cutoffDay).toBe(15);

  const before = await ayseAccount(bank);
  await field(page, 'statement-cutoff-day').selectOption('23');
  await page.getByTestId('statement-cutoff-submit').click();
  await answerCode(page, bank, request);
  await expect(page.getByTestId('card-statements-list')).toBeVisible();
  const after = await ayseAccount(bank);
  const expected = cutoffAfterChange(23, istanbulDate(new Date()), before.statementDate);
  expect(after).toMatchObject({ cutoffDay: 23, nextCutoffDate: expected });
  await snackbarGone(page);
});

test('the statement sending preference changed by keyboard with a code (eng, 375 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, request, bank, 'eng');
  await openCreditCard(page);
  expect(await seriousViolations(page), 'credit card detail').toEqual([]);
  await page.getByTestId('action-preference').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('statement-preference-form')).toBeVisible();
  await expect(page.getByTestId('statement-preference-current')).toHaveText('By e-mail');
  expect(await seriousViolations(page), 'preference form').toEqual([]);
  await field(page, 'statement-preference-field').focus();
  await page.keyboard.press('ArrowDown');
  await expect(field(page, 'statement-preference-field')).toHaveValue('Post');
  await page.getByTestId('statement-preference-submit').focus();
  await page.keyboard.press('Enter');
  await answerCode(page, bank, request);
  await expect(page.getByTestId('card-statements-list')).toBeVisible();
  expect((await ayseAccount(bank)).statementPreference).toBe('Post');
  await snackbarGone(page);
  expect(await seriousViolations(page), 'detail after the change').toEqual([]);
});

/** The send-money journeys' data (demo accounts, other banks' directory) and steps (sign in, fill, confirm with the SMS code). */
import type { APIRequestContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { DEFAULT_CONFIG } from '../../../server/config';
import { accounts } from '../../../server/db/schema/accounts';
import { demoIdentity } from '../../../server/seed/demo-identities';
import { EXTERNAL_ACCOUNTS } from '../../../server/domain/directory/directory-data';
import { buildTrIban } from '../../../src/contract/iban';
import { formatAmount } from '../../../src/contract/money';
import { enterOtp, expect, outbox, signInWithSms, type Bank } from './bank';
import { followNavEntry } from './nav';

export const retail = demoIdentity('retail');
export const pushUser = demoIdentity('push');
export const corporate = demoIdentity('corporate');
export const TRY_ACCOUNT = '1000146-1';
export const PARTICIPATION_ACCOUNT = '1000146-2';
export const USD_ACCOUNT = '1000146-3';
/** Ali Çelik, another customer of this bank. */
export const ALI_ACCOUNT = '1111111-1';
export const ALI_IBAN = buildTrIban(DEFAULT_CONFIG.bankCode, '0000011111110001');
export const SAHIN = EXTERNAL_ACCOUNTS.find((a) => a.key === 'sahin')!;

export type Language = 'tur' | 'eng';
/** Every send-money path runs in Turkish and in English. */
export const LANGUAGES: readonly Language[] = ['tur', 'eng'];

export const balanceOf = async (bank: Bank, accountNumber: string): Promise<string> => {
  const [row] = await bank.db.select().from(accounts).where(eq(accounts.accountNumber, accountNumber));
  return formatAmount(row!.balance, row!.currency);
};

export const signIn = async (page: Page, request: APIRequestContext, bank: Bank, language: Language = 'tur') => {
  await signInWithSms(page, request, bank, retail);
  await expect(page.getByTestId('greeting')).toBeVisible();
  if (language === 'eng') {
    await page.getByTestId('language-eng').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  }
};

/** Client-side navigation inside the signed-in app (keeps the session and the in-memory state). */
export const open = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByTestId('transfer-form')).toBeVisible();
};

export const field = (page: Page, testId: string) => page.getByTestId(testId).locator('input, select').first();

export const fill = async (page: Page, testId: string, value: string) => {
  await field(page, testId).fill(value);
  await field(page, testId).blur();
};

export const chooseSource = (page: Page, accountNumber: string) =>
  page.getByTestId('source-account').locator('select').selectOption(accountNumber);

export const continueToSummary = async (page: Page) => {
  await page.getByTestId('transfer-continue').click();
  await expect(page).toHaveURL(/\/dashboard\/transaction-summary/);
  await expect(page.getByTestId('transfer-details')).toBeVisible();
};

/** Confirm, read the SMS code the bank sent (it names the amount and the masked payee), enter it. */
export const confirmWithSms = async (page: Page, request: APIRequestContext, bank: Bank, payee: RegExp) => {
  await page.getByTestId('summary-confirm').click();
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  const sms = (await outbox(request, bank, retail.phone)).find((m) => m.channel === 'sms' && m.code);
  expect(sms?.text).toMatch(/\d,\d{2} TL|\d\.\d{2} TL/);
  expect(sms?.text).toMatch(payee);
  await enterOtp(page, sms!.code!);
  await page.getByTestId('action-otp-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/success-page/);
  await expect(page.getByTestId('success-page')).toBeVisible();
};

/** Outside EFT hours an EFT-only target asks to accept the next window. */
export const acceptNextWindowIfAsked = async (page: Page) => {
  const hint = page.getByTestId('transfer-channel');
  await expect(hint).toBeVisible();
  if ((await hint.getAttribute('data-channel')) === 'NextWindow')
    await page.getByTestId('transfer-accept-next-window').click();
};

export const openReceipt = async (page: Page) => {
  await page.getByTestId('receipt-open').click();
  await expect(page.getByTestId('pdf-modal')).toBeVisible();
  await expect(page.getByTestId('pdf-viewer').locator('canvas').first()).toBeVisible();
  await page.getByTestId('pdf-close').click();
  await expect(page.getByTestId('pdf-modal')).toBeHidden();
};

/** My accounts shows what the ledger holds after the transfer. */
export const expectBalanceOnScreen = async (page: Page, bank: Bank, accountNumber: string) => {
  const [row] = await bank.db.select().from(accounts).where(eq(accounts.accountNumber, accountNumber));
  await followNavEntry(page, 'nav-my-accounts');
  const onScreen = page.locator(
    `[data-testid="account-row"][data-iban="${row!.iban}"] [data-testid="account-balance"]`,
  );
  await expect(onScreen).toHaveAttribute('data-balance', formatAmount(row!.balance, row!.currency));
};

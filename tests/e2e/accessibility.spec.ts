/**
 * axe (WCAG 2.x A/AA rules): no serious or critical violation on /login, the dashboard home and
 * the open settings drawer, in Turkish and English, at 375 px and 1440 px; and a keyboard-only sign-in.
 */
import type { Page } from '@playwright/test';
import { demoIdentity } from '../../server/seed/demo-identities';
import { seriousViolations } from './support/axe';
import { expect, latestSmsCode, signInWithSms, test, type Bank } from './support/bank';

const retail = demoIdentity('retail');
const WIDTHS = [375, 1440] as const;
const LANGUAGES = ['tur', 'eng'] as const;

const chooseLanguage = async (page: Page, language: (typeof LANGUAGES)[number]) => {
  const button = page.getByTestId(`language-${language}`).first();
  if (await button.isVisible()) await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'tur' ? /^tr/ : /^en/);
};

for (const width of WIDTHS)
  for (const language of LANGUAGES) {
    test(`login, home and settings drawer: no serious violation (${language}, ${width} px)`, async ({
      page,
      bank,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await expect(page.getByTestId('login-form')).toBeVisible();
      await chooseLanguage(page, language);
      expect(await seriousViolations(page), 'login').toEqual([]);

      await signInWithSms(page, request, bank, retail);
      await expect(page.getByTestId('greeting')).toBeVisible();
      await chooseLanguage(page, language);
      await expect(page.getByTestId('net-worth-chart')).toBeVisible();
      await expect(page.getByTestId('last-transactions-list')).toBeVisible();
      expect(await seriousViolations(page), 'home').toEqual([]);

      await page.getByTestId('settings-open').first().click();
      const drawer = page.getByTestId('settings-drawer');
      await expect(drawer).toBeVisible();
      expect(await seriousViolations(page), 'settings drawer').toEqual([]);
    });
  }

const tabTo = async (page: Page, matches: () => Promise<boolean>, limit = 40) => {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await matches()) return;
  }
  throw new Error('not reached with Tab');
};

const focusedIs = (page: Page, selector: string) => () =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

const signInByKeyboard = async (page: Page, bank: Bank, request: Parameters<typeof latestSmsCode>[0]) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await tabTo(page, focusedIs(page, 'input[name="identificationNumber"]'));
  await page.keyboard.type(retail.identificationNumber);
  await tabTo(page, focusedIs(page, 'input[name="password"]'));
  await page.keyboard.type(retail.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/sms-otp$/);
  await tabTo(page, focusedIs(page, '[data-testid="otp-digit-1"]'));
  await page.keyboard.type(await latestSmsCode(request, bank, retail.phone));
  await tabTo(page, focusedIs(page, '[data-testid="otp-submit"]:not([disabled])'));
  await page.keyboard.press('Enter');
};

test('keyboard only: sign in with Tab and Enter, then reach the home page’s main links', async ({
  page,
  bank,
  request,
}) => {
  await signInByKeyboard(page, bank, request);
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.getByTestId('shortcut-MyAccounts')).toBeVisible();
  await tabTo(page, focusedIs(page, '[data-testid="shortcut-MyAccounts"]'), 80);
  await tabTo(page, focusedIs(page, '[data-testid="home-accounts-link"]'), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/my-accounts/);
});

/**
 * Settings, change password and the sign-in history (issue 16), from the menu. In Turkish at 1440 px:
 * a wrong current password refused with its message (the form keeps what was typed, the guard counts
 * it), then the change confirmed with the SMS code: the bank holds the new password and another
 * session of the customer has ended. In English at 375 px by keyboard: the history with a failed
 * sign-in, filtered to the failed ones (in the address). Axe on each screen.
 */
import type { Page } from '@playwright/test';
import { and, eq, isNull } from 'drizzle-orm';
import { customers, loginAttempts, loginGuards, sessions } from '../../server/db/schema/auth';
import { verifyPassword } from '../../server/domain/auth/passwords';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, latestSmsCode, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, retail, signIn } from './support/send-money-steps';

const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
};
const ayseId = async (bank: Bank) =>
  (await bank.db.select().from(customers).where(eq(customers.identificationNumber, retail.identificationNumber)))[0]!
    .id;

test('change password: a wrong current one refused, then changed with the code (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  const customerId = await ayseId(bank);
  // Another session of Ayşe (another browser), live until the password changes.
  const [other] = await bank.db
    .insert(sessions)
    .values({
      tokenHash: `t-${crypto.randomUUID()}`,
      cookieHash: `c-${crypto.randomUUID()}`,
      customerId,
      userId: customerId,
      stage: 'active',
      channel: 'Internet',
      createdAt: new Date(),
      lastSeenAt: new Date(),
    })
    .returning();
  await followNavEntry(page, 'nav-change-password');
  await expect(page.getByTestId('page-title')).toHaveText('Şifre değiştir');
  await expect(page.getByTestId('password-rule').first()).toBeVisible();
  await checkScreen(page, 'form');

  await field(page, 'current-password').fill('Yanlis123');
  await field(page, 'new-password').fill('Yeni98765');
  await expect(page.locator('[data-testid="password-rule"][data-met="false"]')).toHaveCount(0);
  await field(page, 'new-password-repeat').fill('Yeni98765');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('message-dialog')).toContainText('Mevcut şifreniz hatalı');
  await checkScreen(page, 'refused');
  await page.getByTestId('message-dialog').getByRole('button').last().click();
  await expect(field(page, 'new-password')).toHaveValue('Yeni98765');
  const [guard] = await bank.db
    .select()
    .from(loginGuards)
    .where(eq(loginGuards.identificationNumber, retail.identificationNumber));
  expect(guard?.failures).toBe(1);

  await field(page, 'current-password').fill(retail.password);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await checkScreen(page, 'code');
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('action-otp-submit').click();
  await expect(page.getByText('Şifreniz değiştirildi.')).toBeVisible();
  const [row] = await bank.db.select().from(customers).where(eq(customers.id, customerId));
  expect(await verifyPassword(row!.passwordHash, 'Yeni98765')).toBe(true);
  const [ended] = await bank.db.select().from(sessions).where(eq(sessions.id, other!.id));
  expect(ended!.endReason).toBe('password-changed');
  const live = await bank.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.endedAt)));
  expect(live).toHaveLength(1);
  // This session stays: the menu still opens pages.
  await followNavEntry(page, 'nav-success-failed-login');
  await expect(page.getByTestId('login-history-row').first()).toBeVisible();
});

test('sign-in history: a failed attempt, filtered by keyboard (eng, 375 px)', async ({ page, bank, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const customerId = await ayseId(bank);
  await bank.db.insert(loginAttempts).values({
    customerId,
    step: 'password',
    at: new Date(Date.now() - 3_600_000),
    ip: '203.0.113.7',
    device: 'Windows / Firefox',
    channel: 'Internet',
    success: false,
  });
  await signIn(page, request, bank, 'eng');
  await followNavEntry(page, 'nav-success-failed-login');
  await expect(page.getByTestId('page-title')).toHaveText('Sign-in history');
  await expect(page.locator('[data-testid="login-history-row"][data-success="true"]').first()).toBeVisible();
  const failed = page.locator('[data-testid="login-history-row"][data-success="false"]');
  await expect(failed.first()).toContainText('203.0.113.7');
  await expect(failed.first()).toContainText('Failed: Password');
  await checkScreen(page, 'history');

  await field(page, 'login-history-result').focus();
  await field(page, 'login-history-result').selectOption('failed');
  await page.keyboard.press('Tab');
  await page.getByTestId('login-history-apply').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/result=failed/);
  await expect(page.locator('[data-testid="login-history-row"][data-success="true"]')).toHaveCount(0);
  await expect(failed).toHaveCount(1);
  await checkScreen(page, 'filtered');

  await field(page, 'login-history-from').fill('01/01/2099');
  await page.getByTestId('login-history-apply').click();
  await expect(page.getByTestId('login-history-empty')).toBeVisible();
});

import { demoIdentity } from '../../server/seed/demo-identities';
import { approveLatestPush, expect, latestSmsCode, signInWithSms, submitLogin, enterOtp, test } from './support/bank';

test('a push-approved customer waits on /mobile-approve until the phone approves', async ({ page, bank, request }) => {
  const push = demoIdentity('push');
  await page.goto('/login');
  await submitLogin(page, push, push.password);
  await expect(page).toHaveURL(/\/mobile-approve$/);
  await expect(page.getByTestId('mobile-approve-status')).toBeVisible();
  await approveLatestPush(request, bank, push.phone);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  await expect(page.getByTestId('customer-name')).toContainText(push.name);
});

test('a corporate user chooses a representative workgroup after the SMS code', async ({ page, bank, request }) => {
  const corporate = demoIdentity('corporate');
  await signInWithSms(page, request, bank, corporate);
  await expect(page).toHaveURL(/\/select-representative-workgroup$/);
  const options = page.getByTestId('workgroup-option');
  await expect(options).toHaveCount(corporate.workgroups.length);
  await options.nth(1).click();
  await page.getByTestId('workgroup-submit').click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('the first-login chain, in English: new password with live rules, security image, security key', async ({
  page,
  bank,
  request,
}) => {
  const first = demoIdentity('firstLogin');
  await page.goto('/login');
  await page.getByTestId('language-eng').click();
  await submitLogin(page, first, first.password);
  await page.waitForURL(/\/sms-otp$/);
  await enterOtp(page, await latestSmsCode(request, bank, first.phone));
  await page.getByTestId('otp-submit').click();

  await expect(page).toHaveURL(/\/set-password$/);
  const rules = page.getByTestId('password-rule');
  await expect(rules.first()).toBeVisible();
  await page.getByTestId('new-password').locator('input').fill('weak');
  await expect(page.locator('[data-testid="password-rule"][data-met="false"]').first()).toBeVisible();
  await page.getByTestId('new-password').locator('input').fill('Yeni2026sifre');
  await expect(page.locator('[data-testid="password-rule"][data-met="false"]')).toHaveCount(0);
  await page.getByTestId('new-password-repeat').locator('input').fill('Yeni2026sifre');
  await page.getByTestId('set-password-submit').click();

  await expect(page).toHaveURL(/\/security-images$/);
  await page.getByTestId('security-image-option').nth(2).click();
  await page.getByTestId('security-image-submit').click();

  await expect(page).toHaveURL(/\/security-key$/);
  await page.getByTestId('security-key').locator('input').fill('Kilit2026');
  await page.getByTestId('security-key-repeat').locator('input').fill('Kilit2026');
  await page.getByTestId('security-key-submit').click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('last-login-info')).toBeVisible();

  // The new password is the one that works from now on.
  await page.getByTestId('logout').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, first, first.password);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await submitLogin(page, first, 'Yeni2026sifre');
  await expect(page).toHaveURL(/\/sms-otp$/);
});

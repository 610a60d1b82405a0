import { demoIdentity } from '../../server/seed/demo-identities';
import { enterOtp, expect, latestSmsCode, signInWithSms, test } from './support/bank';

test('a customer renews a forgotten password with the SMS code and the security key', async ({
  page,
  bank,
  request,
}) => {
  const retail = demoIdentity('retail');
  await page.goto('/login');
  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByTestId('forgot-identity').locator('input').fill(retail.identificationNumber);
  await page.getByTestId('forgot-identity-submit').click();

  await expect(page.getByTestId('forgot-otp-form')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('forgot-otp-submit').click();

  await expect(page.getByTestId('forgot-key-form')).toBeVisible();
  await page.getByTestId('forgot-key').locator('input').fill(retail.securityKey!);
  await page.getByTestId('forgot-key-submit').click();

  await expect(page.getByTestId('forgot-password-form')).toBeVisible();
  await page.getByTestId('new-password').locator('input').fill('Bahar2026yeni');
  await page.getByTestId('new-password-repeat').locator('input').fill('Bahar2026yeni');
  await page.getByTestId('forgot-password-submit').click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-message')).toBeVisible();
  await signInWithSms(page, request, bank, retail, 'Bahar2026yeni');
  await expect(page).toHaveURL(/\/dashboard/);
});

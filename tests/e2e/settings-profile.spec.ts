/**
 * Settings, my profile (issue 16), from the menu. In Turkish at 1440 px: the details (identity
 * number masked, e-mail not verified), a new e-mail verified by the code sent to it (the bank holds
 * it, verified), a new security image confirmed with the SMS code. In English at 375 px by keyboard:
 * a wrong code for a new phone refused with its message, then a new security key with the code.
 * Axe on each screen.
 */
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { customers } from '../../server/db/schema/auth';
import { verifyPassword } from '../../server/domain/auth/passwords';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, latestSmsCode, outbox, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, retail, signIn } from './support/send-money-steps';

const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
};
const ayse = async (bank: Bank) =>
  (await bank.db.select().from(customers).where(eq(customers.identificationNumber, retail.identificationNumber)))[0]!;

test('profile: details, a new e-mail verified, a new security image (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  await followNavEntry(page, 'nav-profile');
  await expect(page.getByTestId('profile-number')).toContainText(retail.customerNumber);
  await expect(page.getByTestId('profile-identity')).not.toContainText(retail.identificationNumber);
  await expect(page.getByTestId('profile-email-unverified')).toBeVisible();
  await expect(page.getByTestId('profile-address')).toContainText('Kadıköy');
  await checkScreen(page, 'profile');

  const email = 'ayse.yeni@example.com';
  await field(page, 'contact-kind').selectOption('email');
  await field(page, 'contact-value').fill(email);
  await page.getByTestId('contact-send').click();
  await expect(page.getByTestId('contact-code-sent')).toBeVisible();
  await checkScreen(page, 'code');
  const mail = (await outbox(request, bank, email)).find((m) => m.code);
  await field(page, 'contact-code').fill(mail!.code!);
  await page.getByTestId('contact-confirm').click();
  await expect(page.getByTestId('profile-email-verified')).toBeVisible();
  await expect(page.getByTestId('profile-email')).toContainText(email);
  const row = await ayse(bank);
  expect(row.email).toBe(email);
  expect(row.emailVerifiedAt).not.toBeNull();

  const option = page
    .locator(`[data-testid="settings-image-option"]:not([data-image-code="${row.securityImageCode}"])`)
    .first();
  const code = await option.getAttribute('data-image-code');
  await option.click();
  await page.getByTestId('security-image-save').click();
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('action-otp-submit').click();
  await expect(page.getByText('Güvenlik resminiz değiştirildi.')).toBeVisible();
  expect((await ayse(bank)).securityImageCode).toBe(code);
});

test('profile: a wrong phone code refused, a new security key by keyboard (eng, 375 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, request, bank, 'eng');
  await followNavEntry(page, 'nav-profile');
  await expect(page.getByTestId('profile-phone')).toContainText(retail.phone);
  await checkScreen(page, 'profile');

  const phone = '+905329998877';
  await field(page, 'contact-value').focus();
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('contact-code-sent')).toBeVisible();
  const sms = await latestSmsCode(request, bank, phone);
  await field(page, 'contact-code').focus();
  await page.keyboard.type(sms === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-dialog')).toBeVisible();
  await checkScreen(page, 'wrong code');
  await page.keyboard.press('Escape');
  expect((await ayse(bank)).phone).toBe(retail.phone);
  await expect(field(page, 'contact-code')).toHaveValue(/\d{6}/);

  await field(page, 'settings-security-key').focus();
  await page.keyboard.type('Yeni2025');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Yeni2025');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await checkScreen(page, 'key code');
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your security key is changed.')).toBeVisible();
  expect(await verifyPassword((await ayse(bank)).securityKeyHash!, 'Yeni2025')).toBe(true);
});

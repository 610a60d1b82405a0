/**
 * Corporate administration (issue 17): Mehmet Demir, administrator of Demir Tekstil, opens Users and
 * roles, changes Can Aydın from viewer to maker with the e-mailed code and sees the change in the
 * record; Can is refused the administration calls before and after. The approval groups and rules
 * screen previews which approvals a transfer needs and creates a group. Turkish at 1440 px with the
 * mouse, English at 375 px by keyboard; axe on each screen. The pages are opened by address to keep
 * this journey short; corporate-roles.spec.ts follows the Admin panel from the menu, which the bank
 * serves for the admin role only.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { demoIdentity, type DemoIdentity } from '../../server/seed/demo-identities';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, outbox, signInWithSms, test, type Bank } from './support/bank';
import { field } from './support/send-money-steps';

const mehmet = demoIdentity('corporate');
const can = demoIdentity('corporateViewer');
const TEKSTIL = 'Demir Tekstil A.Ş.';

const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
};

/** Signs in and, where the user has a choice, picks Demir Tekstil's workgroup. */
const signInTo = async (page: Page, request: APIRequestContext, bank: Bank, identity: DemoIdentity) => {
  await signInWithSms(page, request, bank, identity);
  await page.waitForURL(/\/(select-representative-workgroup|dashboard)/);
  if (page.url().includes('select-representative-workgroup')) {
    await page.getByTestId('workgroup-option').filter({ hasText: TEKSTIL }).click();
    await page.getByTestId('workgroup-submit').click();
  }
  await expect(page.getByTestId('greeting')).toBeVisible();
};

const toEnglish = async (page: Page) => {
  await page.getByTestId('language-eng').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
};

/** Opens a page inside the signed-in app (client-side, keeping the session). */
const openPage = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};

test('an administrator changes a viewer to maker with a code, recorded; a viewer is refused (tur, 1440 px)', async ({
  page,
  bank,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Can first: a viewer is not an administrator; the page says so (the bank answers 403).
  const canPage = await browser.newPage({ baseURL: bank.url, viewport: { width: 1440, height: 900 } });
  await signInTo(canPage, request, bank, can);
  await openPage(canPage, '/dashboard/admin/user-role-change');
  await expect(canPage.getByTestId('company-users-error')).toBeVisible();
  await canPage.close();

  await signInTo(page, request, bank, mehmet);
  await openPage(page, '/dashboard/admin/user-role-change');
  const canRow = page.getByTestId('company-user-row').filter({ hasText: 'Can Aydın' });
  await expect(canRow.getByTestId('company-user-roles')).toHaveText('İzleyici');
  await checkScreen(page, 'users');

  await canRow.getByTestId('company-user-edit').click();
  const dialog = page.getByTestId('roles-dialog');
  await expect(dialog).toBeVisible();
  await checkScreen(page, 'roles dialog');
  await dialog.getByTestId('role-viewer').click();
  await dialog.getByTestId('role-maker').click();
  await dialog.getByTestId('roles-save').click();
  await expect(page.getByTestId('action-otp-email')).toBeVisible();
  const mail = (await outbox(request, bank, mehmet.email)).find((m) => m.channel === 'email' && m.code);
  await enterOtp(page, mail!.code!);
  await page.getByTestId('action-otp-submit').click();
  await expect(canRow.getByTestId('company-user-roles')).toHaveText('Hazırlayıcı');
  const change = page.getByTestId('role-change-row').first();
  await expect(change).toContainText('Can Aydın');
  await expect(change).toContainText('Mehmet Demir');
  await expect(change.getByTestId('role-change-after')).toHaveText('Hazırlayıcı');
  await expect(page.getByText('Can Aydın kullanıcısının rolleri değiştirildi.')).toBeHidden({ timeout: 15_000 });
  await checkScreen(page, 'users after');

  await openPage(page, '/dashboard/admin/approval-group-creation-management');
  await expect(page.getByTestId('approval-group-row')).toHaveCount(2);
  await expect(page.getByTestId('approval-rule-row').first()).toBeVisible();
  await checkScreen(page, 'approvals');
  await field(page, 'preview-amount').fill('50000');
  await page.getByTestId('preview-submit').click();
  await expect(page.getByTestId('preview-needs')).toHaveText('Gerekli onay: 1 × Finans + 1 × Yönetim');
  await checkScreen(page, 'preview');
});

test('approval groups and the preview by keyboard (eng, 375 px)', async ({ page, bank, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInTo(page, request, bank, mehmet);
  await toEnglish(page);
  await openPage(page, '/dashboard/admin/approval-group-creation-management');
  await expect(page.getByTestId('approval-group-row')).toHaveCount(2);
  await checkScreen(page, 'approvals');

  await page.getByTestId('approval-group-new').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('group-dialog');
  await expect(dialog).toBeVisible();
  await field(page, 'group-name').focus();
  await page.keyboard.type('Denetim');
  await dialog.getByTestId('group-member').filter({ hasText: 'Ece Tunç' }).locator('input').focus();
  await page.keyboard.press('Space');
  await checkScreen(page, 'group dialog');
  await dialog.getByTestId('group-save').focus();
  await page.keyboard.press('Enter');
  const row = page.getByTestId('approval-group-row').filter({ hasText: 'Denetim' });
  await expect(row.getByTestId('approval-group-members')).toHaveText('Ece Tunç');

  await page.getByTestId('preview-currency').locator('select').selectOption('USD');
  await field(page, 'preview-amount').focus();
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('preview-result')).toHaveAttribute('data-outcome', 'none');
  await expect(page.getByTestId('preview-needs')).toHaveText('No approval needed: it posts at once.');
  await checkScreen(page, 'preview');
});

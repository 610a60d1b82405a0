/**
 * Settings, IP restrictions (issue 16), from the menu: the list with this session's address, a range
 * that leaves this address out warned on the confirm step, approved with the code (the bank holds it,
 * and a sign-in from here is refused with its message and recorded), then edited to include this
 * address and finally deleted. Turkish at 1440 px; English at 375 px by keyboard for the add. Axe on each screen.
 */
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { customers, loginAttempts } from '../../server/db/schema/auth';
import { ipRestrictions } from '../../server/db/schema/settings';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, latestSmsCode, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, retail, signIn } from './support/send-money-steps';

const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
};
const active = async (bank: Bank) => bank.db.select().from(ipRestrictions).where(eq(ipRestrictions.status, 'Active'));
const approveWithCode = async (page: Page, bank: Bank, request: Parameters<typeof latestSmsCode>[0]) => {
  await page.getByTestId('approve-confirm').click();
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('action-otp-submit').click();
};

test('ip restrictions: a lockout warned and approved, then edited and deleted (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  await followNavEntry(page, 'nav-ip-restrictions');
  await expect(page.getByTestId('ip-empty')).toBeVisible();
  await expect(page.getByTestId('ip-intro')).toContainText('127.0.0.1');
  await checkScreen(page, 'list');

  await page.getByTestId('ip-add').click();
  await field(page, 'ip-cidr-input').fill('300.1.1.1');
  await field(page, 'ip-label-input').fill('Ofis');
  await page.getByTestId('ip-continue').click();
  // Not an address: the form keeps it and says so.
  await expect(field(page, 'ip-cidr-input')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'ip-cidr-input')).toHaveValue('300.1.1.1');
  await field(page, 'ip-cidr-input').fill('203.0.113.77/24');
  await checkScreen(page, 'form');
  await page.getByTestId('ip-continue').click();
  await expect(page.getByTestId('ip-confirm-cidr')).toHaveText('203.0.113.0/24');
  await expect(page.getByTestId('ip-lockout-warning')).toBeVisible();
  await checkScreen(page, 'confirm with the warning');
  await approveWithCode(page, bank, request);
  await expect(page.getByTestId('ip-row')).toHaveCount(1);
  const [rule] = await active(bank);
  expect(rule).toMatchObject({ cidr: '203.0.113.0/24', label: 'Ofis' });

  // A sign-in from here is refused now, and recorded.
  const other = await page.context().browser()!.newContext();
  const login = await other.newPage();
  await login.goto(`${bank.url}/login`);
  await login.getByTestId('login-form').locator('input[name="identificationNumber"]').fill(retail.identificationNumber);
  await login.getByTestId('login-form').locator('input[name="password"]').fill(retail.password);
  await login.getByTestId('login-submit').click();
  await expect(login.getByText('Bu IP adresinden girişe izin vermediniz', { exact: false })).toBeVisible();
  await other.close();
  const [customer] = await bank.db
    .select()
    .from(customers)
    .where(eq(customers.identificationNumber, retail.identificationNumber));
  const refused = await bank.db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.customerId, customer!.id), eq(loginAttempts.step, 'ip')));
  expect(refused).toHaveLength(1);

  // Edited to this address: no warning.
  await page.getByTestId('ip-edit').click();
  await field(page, 'ip-cidr-input').fill('127.0.0.0/8');
  await page.getByTestId('ip-continue').click();
  await expect(page.getByTestId('ip-lockout-warning')).toHaveCount(0);
  await approveWithCode(page, bank, request);
  await expect(page.getByTestId('ip-row')).toHaveAttribute('data-cidr', '127.0.0.0/8');

  await page.getByTestId('ip-delete').click();
  await expect(page.getByTestId('ip-confirm-after')).toContainText('Her adres');
  await approveWithCode(page, bank, request);
  await expect(page.getByTestId('ip-empty')).toBeVisible();
  expect(await active(bank)).toHaveLength(0);
});

test('ip restrictions: an IPv6 range added by keyboard (eng, 375 px)', async ({ page, bank, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, request, bank, 'eng');
  await followNavEntry(page, 'nav-ip-restrictions');
  await expect(page.getByTestId('ip-empty')).toBeVisible();
  await checkScreen(page, 'list');
  await page.getByTestId('ip-add').focus();
  await page.keyboard.press('Enter');
  await field(page, 'ip-cidr-input').focus();
  await page.keyboard.type('2001:db8::/32');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ip-lockout-warning')).toContainText('You will not be able to sign in from here');
  await checkScreen(page, 'confirm');
  await page.getByTestId('approve-confirm').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ip-row')).toHaveAttribute('data-cidr', '2001:db8::/32');
  expect((await active(bank))[0]!.cidr).toBe('2001:db8::/32');
});

/**
 * Open banking (issue 16, the bank as HHS): the whole round trip from the sandbox provider page. AIS:
 * the provider asks, the bank's /consent page signs the customer in and goes to approve (permissions
 * and dates read-only, an account chosen, a refusal without one), the code, success, back to the
 * provider which shows the one chosen account, read again, then revoked at the provider (I/03). The
 * list, the details and revoke of a consent set up in the database (the provider's token refused at
 * once). PIS: /transfer, the source account, the code, the provider makes the payment (posted once).
 * Turkish at 1440 px; English at 375 px by keyboard. Axe on each screen.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { obConsents, obProviders, obTokens } from '../../server/db/schema/open-banking';
import { transfers } from '../../server/db/schema/transfers';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, latestSmsCode, submitLogin, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { retail, signIn } from './support/send-money-steps';

// Two sign-ins and a provider round trip each: above the usual minute on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
};
const consentIdOf = (page: Page) => new URL(page.url()).searchParams.get('consent')!;
const consentRow = async (bank: Bank, id: string) =>
  (await bank.db.select().from(obConsents).where(eq(obConsents.id, id)))[0]!;

test('AIS round trip from the provider (tur, 1440 px)', async ({ page, bank, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/sandbox/tpp');
  await checkScreen(page, 'provider page');
  await page.locator('#tpp-start-ais').click();

  await page.waitForURL(/\/consent\?consent=/);
  const id = consentIdOf(page);
  expect((await consentRow(bank, id)).status).toBe('B');
  await submitLogin(page, retail, retail.password);
  await page.waitForURL(/\/sms-otp$/);
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('otp-submit').click();

  await page.waitForURL(/\/dashboard\/open-banking\/approve\?consent=/);
  await expect(page.getByTestId('consent-permissions')).toContainText('Temel hesap bilgisi');
  await expect(page.getByTestId('consent-provider')).toHaveText('Demo Finans Uygulaması');
  await checkScreen(page, 'approve');
  // No account chosen: refused on the page, nothing decided.
  await page.getByTestId('consent-approve').click();
  await expect(page.getByTestId('consent-accounts-error')).toBeVisible();
  await page.getByTestId('consent-account-1000146-1').check();
  await page.getByTestId('consent-approve').click();
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('action-otp-submit').click();

  await page.waitForURL(/\/dashboard\/open-banking\/success\?consent=/);
  await expect(page.getByTestId('consent-outcome')).toBeVisible();
  await expect(page.getByTestId('consent-status')).toHaveAttribute('data-status', 'Y');
  await checkScreen(page, 'success');
  await page.getByTestId('consent-return').click();

  // The provider exchanged the code and read only the chosen account.
  await expect(page.locator('#tpp-ais-result')).toBeVisible();
  await expect(page.locator('section.account')).toHaveCount(1);
  await expect(page.locator('section.account')).toHaveAttribute('data-account', '1000146-1');
  await checkScreen(page, 'provider result');
  expect((await consentRow(bank, id)).status).toBe('K');
  await page.locator('#tpp-read-again').click();
  await expect(page.locator('section.account')).toHaveCount(1);
  // The customer revokes at the provider: I/03, and the provider's next read is refused.
  await page.locator('#tpp-revoke').click();
  await expect(page.locator('#tpp-revoked')).toHaveAttribute('data-status', 'I/03');
  expect((await consentRow(bank, id)).statusCode).toBe('03');
  await page.goto('/sandbox/tpp/data');
  await expect(page.locator('#tpp-refused')).toBeVisible();
});

test('PIS round trip from the provider by keyboard (eng, 375 px)', async ({ page, bank, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/sandbox/tpp?lang=eng');
  await checkScreen(page, 'provider page');
  await page.locator('#tpp-start-pis').focus();
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/transfer\?consent=/);
  const id = consentIdOf(page);
  await page.getByTestId('language-eng').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="identificationNumber"]').focus();
  await page.keyboard.type(retail.identificationNumber);
  await form.locator('input[name="password"]').focus();
  await page.keyboard.type(retail.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/sms-otp$/);
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.getByTestId('otp-submit').focus();
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/dashboard\/open-banking\/transfer\?consent=/);
  await expect(page.getByTestId('consent-amount')).toContainText('125.50');
  await expect(page.getByTestId('consent-payee')).toContainText('Me**** Yı****');
  await expect(page.getByTestId('consent-payee')).toContainText('TR51 **** **** 9012');
  await expect(page.getByTestId('consent-account-1000146-1')).toBeChecked();
  await checkScreen(page, 'transfer');
  await page.getByTestId('consent-approve').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await latestSmsCode(request, bank, retail.phone));
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/dashboard\/open-banking\/transfer-success\?consent=/);
  await expect(page.getByTestId('consent-outcome')).toBeVisible();
  await checkScreen(page, 'transfer success');
  await page.getByTestId('consent-return').focus();
  await page.keyboard.press('Enter');

  await expect(page.locator('#tpp-pis-result')).toHaveAttribute('data-status', 'E');
  const consent = await consentRow(bank, id);
  expect(consent.status).toBe('E');
  const paid = await bank.db.select().from(transfers).where(eq(transfers.id, consent.transferId!));
  expect(paid).toHaveLength(1);
  expect(paid[0]!.amount).toBe(12550n);
});

test("the list, details and revoke: the provider's token refused at once (tur, 1440 px)", async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A K consent of Demo Finans on Ayşe's TRY account, and its token, set up in the database.
  const [customer] = await bank.db
    .select()
    .from(customers)
    .where(eq(customers.identificationNumber, retail.identificationNumber));
  const [provider] = await bank.db.select().from(obProviders).where(eq(obProviders.code, 'DEMOFIN'));
  const [account] = await bank.db.select().from(accounts).where(eq(accounts.accountNumber, '1000146-1'));
  const now = new Date();
  const id = randomUUID();
  await bank.db.insert(obConsents).values({
    id,
    providerId: provider!.id,
    customerId: customer!.id,
    kind: 'AIS',
    status: 'K',
    permissions: ['01', '03'],
    accountIds: [account!.id],
    validFrom: now,
    validUntil: new Date(now.getTime() + 30 * 86_400_000),
    reference: 'E2E-1',
    createdAt: now,
    authorisedAt: now,
    updatedAt: now,
  });
  const token = randomBytes(32).toString('base64url');
  await bank.db.insert(obTokens).values({
    id: randomUUID(),
    providerId: provider!.id,
    consentId: id,
    kind: 'consent',
    tokenHash: createHash('sha256').update(token).digest('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  const read = () => request.get(`${bank.url}/api/Ohvps/Accounts`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await read()).status()).toBe(200);

  await signIn(page, request, bank);
  await followNavEntry(page, 'nav-open-banking');
  const row = page.locator(`[data-testid="consent-row"][data-id="${id}"]`);
  await expect(row.getByTestId('consent-status').first()).toHaveAttribute('data-status', 'K');
  await row.getByTestId('consent-toggle').click();
  await expect(row.getByTestId('consent-accounts')).toContainText('1000146-1');
  await expect(row.getByTestId('consent-permissions')).toContainText('Bakiye bilgisi');
  await checkScreen(page, 'list');
  await row.getByTestId('consent-revoke').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await checkScreen(page, 'revoke confirm');
  await page.getByTestId('confirm-ok').click();
  await expect(row.getByTestId('consent-status').first()).toHaveAttribute('data-status', 'I/02');
  expect(await consentRow(bank, id)).toMatchObject({ status: 'I', statusCode: '02', deleted: true });
  expect((await read()).status()).toBe(401);
});

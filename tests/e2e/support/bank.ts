/**
 * The sandbox bank, started inside the Playwright worker on a database of its own
 * for each test (journeys change passwords and sessions), so a test can compare what
 * the screen shows with what the database holds. `test.use({ bankConfig })` shortens
 * timeouts for one file; `E2E_DIST_DIR` serves another build than `dist/`.
 */
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { createServer } from '../../../server/app-server';
import type { ServerConfig } from '../../../server/config';
import type { DemoIdentity } from '../../../server/seed/demo-identities';
import { Header, UNPROTECTED_TOKEN } from '../../../src/contract/headers';
import type { OutboxMessage, SandboxCaptcha } from '../../../src/contract/sandbox';
import { freshDatabase } from '../../support/fresh-database';

export type Bank = Awaited<ReturnType<typeof createServer>>;

export const test = base.extend<{ bank: Bank; bankConfig: Partial<ServerConfig> }>({
  bankConfig: [{}, { option: true }],
  bank: async ({ bankConfig }, use) => {
    const database = await freshDatabase('e2e');
    const bank = await createServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      databaseUrl: database.databaseUrl,
      distDir: process.env.E2E_DIST_DIR ?? 'dist',
      logLevel: 'warn',
      config: bankConfig,
    });
    await use(bank);
    await bank.close();
    await database.drop();
  },
  baseURL: async ({ bank }, use) => use(bank.url),
});

export { expect };

const unsigned = { [Header.UnprotectedToken]: UNPROTECTED_TOKEN };

/** What the sandbox "sent" to a phone number or e-mail address, newest first. */
export const outbox = async (request: APIRequestContext, bank: Bank, recipient: string): Promise<OutboxMessage[]> => {
  const response = await request.get(`${bank.url}/api/Sandbox/Outbox?recipient=${encodeURIComponent(recipient)}`, {
    headers: unsigned,
  });
  return ((await response.json()) as { data: { items: OutboxMessage[] } }).data.items;
};

/** The newest SMS code the sandbox "sent" to a phone number. */
export const latestSmsCode = async (request: APIRequestContext, bank: Bank, phone: string): Promise<string> => {
  const sms = (await outbox(request, bank, phone)).find((item) => item.channel === 'sms' && item.code);
  if (!sms?.code) throw new Error(`no SMS code in the outbox for ${phone}`);
  return sms.code;
};

/** The answer of a captcha, from the sandbox: the image is drawn for people, and a test cannot read it. */
export const captchaAnswer = async (request: APIRequestContext, bank: Bank, reference: string): Promise<string> => {
  const response = await request.get(`${bank.url}/api/Sandbox/Captcha?reference=${encodeURIComponent(reference)}`, {
    headers: unsigned,
  });
  if (!response.ok()) throw new Error(`the sandbox has no captcha ${reference} (${response.status()})`);
  return ((await response.json()) as { data: SandboxCaptcha }).data.answer;
};

/** Approves the newest push message sent to a phone number, as the customer's phone would. */
export const approveLatestPush = async (request: APIRequestContext, bank: Bank, phone: string): Promise<void> => {
  const push = (await outbox(request, bank, phone)).find((item) => item.channel === 'push');
  if (!push) throw new Error(`no push message in the outbox for ${phone}`);
  const response = await request.post(`${bank.url}/api/Sandbox/ApprovePush`, {
    headers: unsigned,
    data: { id: push.id },
  });
  if (!response.ok()) throw new Error(`approving the push answered ${response.status()}`);
};

/** Types six digits into the focused OTP widget's first box onwards. */
export const enterOtp = async (page: Page, code: string, digitTestId = 'otp-digit-1'): Promise<void> => {
  await page.getByTestId(digitTestId).focus();
  await page.keyboard.type(code);
};

/** The login form: identity number and password, then Continue. */
export const submitLogin = async (
  page: Page,
  identity: Pick<DemoIdentity, 'identificationNumber'>,
  password: string,
) => {
  const form = page.getByTestId('login-form');
  await form.locator('input[name="identificationNumber"]').fill(identity.identificationNumber);
  await form.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
};

/** Login with the SMS code, up to the page the second factor leads to. */
export const signInWithSms = async (
  page: Page,
  request: APIRequestContext,
  bank: Bank,
  identity: DemoIdentity,
  password = identity.password,
) => {
  await page.goto('/login');
  await submitLogin(page, identity, password);
  await page.waitForURL(/\/sms-otp$/);
  await enterOtp(page, await latestSmsCode(request, bank, identity.phone));
  await page.getByTestId('otp-submit').click();
};

/** From the dashboard to My accounts, once the rows are on screen; returns the rows. */
export const openMyAccounts = async (page: Page) => {
  await page.getByTestId('nav-my-accounts').click();
  const rows = page.getByTestId('account-row');
  await expect(rows.first()).toBeVisible();
  return rows;
};

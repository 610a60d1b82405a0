/**
 * CallCenter core (issue 18): the entry without a token (the "Hata" dialog, /verify-error), the link's
 * workgroup, IVR error code and NPS in the header, finding and verifying the caller on home (Turkish at
 * 1440 px with the mouse by the SMS code; English at 375 px by keyboard with the caller's answers), the
 * customer information panel on every page but home, the process history showing the call's acts, a
 * new link (another token) starting a clean call, and the build not installable (no manifest link).
 * Axe on each screen.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, test, type Bank } from './support/bank';
import { retail } from './support/send-money-steps';

/** A new call from the sandbox telephony: its link with the IVR's values. */
const newCallLink = async (request: APIRequestContext, bank: Bank, link: Record<string, string>) => {
  const made = await request.post(`${bank.url}/api/sandbox/telephony/calls`, { data: link });
  expect(made.ok()).toBe(true);
  const { token } = ((await made.json()) as { data: { token: string } }).data;
  // The sandbox answers with its own origin; the journey opens the link on the test's bank.
  return `${bank.url}/callcenter/verify?${new URLSearchParams({ token, ...link }).toString()}`;
};

const lastCallCode = async (request: APIRequestContext, bank: Bank): Promise<string> => {
  const outbox = await request.get(
    `${bank.url}/api/sandbox/outbox?identificationNumber=${retail.identificationNumber}`,
  );
  const items = ((await outbox.json()) as { data: { items: { code: string | null; referenceKey: string | null }[] } })
    .data.items;
  return items.find((item) => item.referenceKey?.startsWith('cc:'))!.code!;
};

const noSeriousViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

test('callcenter: a link without a token shows "Hata" and the verify-error page; the build is not installable', async ({
  page,
  bank,
}) => {
  await page.goto(`${bank.url}/callcenter/verify`);
  await expect(page).toHaveURL(/\/callcenter\/verify-error$/);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Hata');
  await expect(dialog).toContainText('Temsilci anahtarı bulunamadı.');
  await noSeriousViolations(page);
  await dialog.getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
  // Without an agent token the dashboard sends the agent back to the entry, and so to verify-error.
  await page.goto(`${bank.url}/callcenter/dashboard/process-history`);
  await expect(page).toHaveURL(/\/callcenter\/verify-error$/);
});

test('callcenter: verify the caller by SMS code (tur, 1440 px); panel on every page but home; process history', async ({
  page,
  request,
  bank,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(await newCallLink(request, bank, { workgroup: 'Bireysel', ivrErrorCode: 'E12', Nps: '9' }));
  await expect(page).toHaveURL(/\/callcenter\/dashboard$/);
  await expect(page.getByTestId('call-workgroup')).toHaveText('Bireysel');
  await expect(page.getByTestId('call-ivr-error')).toHaveText('E12');
  await expect(page.getByTestId('call-nps')).toHaveText('9');
  expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
  await expect(page.getByTestId('customer-panel')).toHaveCount(0);

  // Before verification another page says to verify first (the panel: not found yet).
  await page.getByTestId('agent-nav').getByRole('link', { name: 'Hesaplar' }).click();
  await expect(page.getByTestId('verify-first')).toBeVisible();
  await page.getByTestId('agent-nav').getByRole('link', { name: 'Ana sayfa' }).click();

  await page.getByTestId('find-value').getByRole('textbox').fill(retail.identificationNumber);
  await page.getByTestId('find-submit').click();
  await expect(page.getByTestId('found-customer')).toContainText('Ayşe');
  await expect(page.getByTestId('found-customer')).toContainText('*********46');
  await noSeriousViolations(page);
  await page.getByTestId('verify-send-code').click();
  await expect(page.getByTestId('verify-code-sent')).toBeVisible();
  const code = await lastCallCode(request, bank);
  await page.getByTestId('verify-sms').getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByTestId('verify-sms-submit').click();
  await expect(page.getByTestId('caller-verified')).toBeVisible();
  await expect(page.getByTestId('customer-panel')).toHaveCount(0);
  await noSeriousViolations(page);

  await page.getByTestId('agent-nav').getByRole('link', { name: 'İşlem geçmişi' }).click();
  await expect(page).toHaveURL(/\/callcenter\/dashboard\/process-history$/);
  const panel = page.getByTestId('customer-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('customer-panel-tckn')).toHaveText(retail.identificationNumber);
  await expect(page.getByTestId('customer-panel-authorized')).toHaveText('Doğrulanmış arayan');
  const actions = page.getByTestId('history-row');
  await expect(page.locator('[data-testid="history-row"][data-action="verifyCallInformation"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="history-row"][data-action="findCallCustomer"]')).toHaveCount(1);
  // The refused page before verification is in the history too.
  await expect(page.locator('[data-testid="history-row"][data-action="getAccounts"]').first()).toContainText('403');
  expect(await actions.count()).toBeGreaterThan(4);
  await noSeriousViolations(page);

  await page.getByTestId('agent-nav').getByRole('link', { name: 'Hesaplar' }).click();
  await expect(page).toHaveURL(/\/callcenter\/dashboard\/my-accounts$/);
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('verify-first')).toHaveCount(0);
});

test('callcenter: verify the caller by answers (eng, 375 px, keyboard); a new link starts a clean call', async ({
  page,
  request,
  bank,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(await newCallLink(request, bank, { workgroup: 'Kurumsal' }));
  await expect(page).toHaveURL(/\/callcenter\/dashboard$/);
  await page.getByTestId('language-eng').first().click();
  await expect(page.getByTestId('agent-home-title')).toHaveText('The call');
  await expect(page.getByTestId('call-nps')).toHaveText('none');

  await page.getByTestId('find-by').getByRole('combobox').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type(retail.customerNumber);
  await page.getByTestId('find-by').getByRole('combobox').selectOption('customerNumber');
  await page.getByTestId('find-value').getByRole('textbox').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('found-customer')).toContainText('Ayşe');

  const birth = page.getByTestId('verify-birth-date').getByRole('textbox').first();
  await birth.focus();
  await page.keyboard.type('14/03/1986');
  await page.getByTestId('verify-card-digits').getByRole('textbox').focus();
  await page.keyboard.type('0000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('verify-questions-error')).toContainText('did not match');
  await expect(page.getByTestId('verify-attempts')).toHaveText('Attempts left: 2');
  await page.getByTestId('verify-card-digits').getByRole('textbox').fill('');
  await page.getByTestId('verify-card-digits').getByRole('textbox').focus();
  await page.keyboard.type('6013');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('caller-verified')).toContainText('the caller’s answers');
  await noSeriousViolations(page);

  const history = page.getByTestId('agent-nav').getByRole('link', { name: 'Process history' });
  await history.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('customer-panel')).toBeVisible();
  await expect(page.getByTestId('customer-panel-type')).toHaveText('Individual');
  await expect(page.locator('[data-testid="history-row"][data-action="verifyCallInformation"]')).toHaveCount(2);
  await noSeriousViolations(page);

  // A new link (another token) is another call: nothing of the verified one stays.
  await page.goto(await newCallLink(request, bank, { workgroup: 'Bireysel' }));
  await expect(page).toHaveURL(/\/callcenter\/dashboard$/);
  await expect(page.getByTestId('call-workgroup')).toHaveText('Bireysel');
  await expect(page.getByTestId('find-caller')).toBeVisible();
  await expect(page.getByTestId('caller-verified')).toHaveCount(0);
  await page.getByTestId('agent-nav').getByRole('link', { name: 'Process history' }).click();
  await expect(page.getByTestId('customer-panel')).toHaveCount(0);
  await expect(page.locator('[data-testid="history-row"][data-action="verifyCallInformation"]')).toHaveCount(0);
});

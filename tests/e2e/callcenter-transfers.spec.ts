/**
 * CallCenter (issue 18), transfers and opening a current account for a verified caller (Ayşe, set up
 * through the API): the agent starts a transfer between her own accounts, the page shows it waiting
 * for her confirmation, her phone (the sandbox's answer with the SMS's reference) confirms it, the
 * page follows it to done and her balance moved; then the agent opens a current account for her.
 * Turkish at 1440 px with the mouse, English at 375 px by keyboard. Axe on each screen and state.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { Header } from '../../src/contract/headers';
import type { Language } from '../../src/contract/headers';
import { seriousViolations } from './support/axe';
import { expect, test, type Bank } from './support/bank';
import { field, retail } from './support/send-money-steps';

const PANEL = 'customer-panel';
const SOURCE = '1000146-1';
const TARGET = '1000146-2';

/** A new call from the sandbox telephony, its caller (Ayşe) verified by the SMS code sent to her phone. */
const verifiedCall = async (request: APIRequestContext, bank: Bank): Promise<Record<string, string>> => {
  const made = await request.post(`${bank.url}/api/sandbox/telephony/calls`, { data: {} });
  expect(made.ok()).toBe(true);
  const token = ((await made.json()) as { data: { token: string } }).data.token;
  const headers = { [Header.AgentToken]: token };
  const found = await request.post(`${bank.url}/api/CallCenter/FindCustomer`, {
    headers,
    data: { by: 'identityNumber', value: retail.identificationNumber },
  });
  expect(((await found.json()) as { status: string }).status).toBe('success');
  await request.post(`${bank.url}/api/CallCenter/SendVerificationCode`, { headers });
  const items = await outbox(request, bank);
  const code = items.find((item) => item.referenceKey?.startsWith('cc:'))!.code!;
  const verified = await request.post(`${bank.url}/api/Customer/VerifyCallInformation`, {
    headers,
    data: { method: 'sms', code },
  });
  expect(((await verified.json()) as { data: { verification: string } }).data.verification).toBe('verified');
  return headers;
};

interface OutboxItem {
  channel: string;
  code: string | null;
  referenceKey: string | null;
  text: string;
}

const outbox = async (request: APIRequestContext, bank: Bank): Promise<OutboxItem[]> => {
  const reply = await request.get(`${bank.url}/api/sandbox/outbox?identificationNumber=${retail.identificationNumber}`);
  return ((await reply.json()) as { data: { items: OutboxItem[] } }).data.items;
};

/** The source account's balance as the agent reads it (the customer's accounts through the call). */
const balanceOf = async (request: APIRequestContext, bank: Bank, headers: Record<string, string>) => {
  const reply = await request.get(`${bank.url}/api/Deposit/GetAccounts/false`, { headers });
  const { accounts } = ((await reply.json()) as { data: { accounts: { accountNumber: string; balance: string }[] } })
    .data;
  return accounts.find((a) => a.accountNumber === SOURCE)!.balance;
};

interface Case {
  language: Language;
  width: number;
  keyboard: boolean;
  amount: string;
  currency: string;
  texts: { waiting: RegExp; posted: string; opened: RegExp };
}

const CASES: Case[] = [
  {
    language: 'tur',
    width: 1440,
    keyboard: false,
    amount: '12',
    currency: 'USD',
    texts: {
      waiting: /onaylaması bekleniyor/,
      posted: 'Müşteri onayladı: transfer gerçekleşti.',
      opened: /müşteri için açıldı/,
    },
  },
  {
    language: 'eng',
    width: 375,
    keyboard: true,
    amount: '7',
    currency: 'EUR',
    texts: {
      waiting: /Waiting for the customer to confirm/,
      posted: 'The customer confirmed: the transfer is done.',
      opened: /is open for the customer/,
    },
  },
];

const press = async (page: Page, testId: string, keyboard: boolean) => {
  const target = page.getByTestId(testId).first();
  if (keyboard) {
    await target.focus();
    await page.keyboard.press('Enter');
  } else await target.click();
};

for (const c of CASES)
  test(`callcenter: a transfer the customer confirms on their phone, and a current account (${c.language}, ${c.width} px)`, async ({
    page,
    bank,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: c.width, height: 900 });
    const headers = await verifiedCall(request, bank);
    await page.goto(`${bank.url}/callcenter/verify?token=${encodeURIComponent(headers[Header.AgentToken]!)}`);
    await expect(page).toHaveURL(/\/callcenter\/dashboard\/?$/);
    if (c.language === 'eng') {
      await page.getByTestId('language-eng').first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    }

    // The transfer: the agent's form, the confirm popup, then the waiting state.
    const before = await balanceOf(request, bank, headers);
    await page.goto(`${bank.url}/callcenter/dashboard/transfers`);
    await expect(page.getByTestId('cc-transfer-form')).toBeVisible();
    await expect(page.getByTestId(PANEL)).toBeVisible();
    expect(await seriousViolations(page), 'transfer form').toEqual([]);
    await field(page, 'cc-transfer-source').selectOption(SOURCE);
    await field(page, 'cc-transfer-receiver').selectOption(`own:${TARGET}`);
    if (c.keyboard) {
      await field(page, 'cc-transfer-amount').focus();
      await page.keyboard.type(c.amount);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Kira');
    } else {
      await field(page, 'cc-transfer-amount').fill(c.amount);
      await field(page, 'cc-transfer-description').fill('Kira');
    }
    await press(page, 'cc-transfer-continue', c.keyboard);
    await expect(page.getByTestId('confirm-dialog')).toBeVisible();
    expect(await seriousViolations(page), 'confirm').toEqual([]);
    await press(page, 'confirm-ok', c.keyboard);
    const status = page.getByTestId('cc-transfer-status');
    await expect(status).toHaveAttribute('data-status', 'Waiting');
    await expect(page.getByTestId('cc-transfer-waiting')).toHaveText(c.texts.waiting);
    expect(await seriousViolations(page), 'waiting').toEqual([]);
    // Nothing moved while the customer has not answered.
    expect(await balanceOf(request, bank, headers)).toBe(before);

    // The customer's phone: the SMS's reference, confirmed.
    const sms = (await outbox(request, bank)).find((item) => item.channel === 'sms' && item.text.includes(TARGET));
    expect(sms?.code).toBeTruthy();
    const answered = await request.post(`${bank.url}/api/Sandbox/CallCenterTransfer/Answer`, {
      data: { reference: sms!.code, answer: 'confirm' },
    });
    expect(((await answered.json()) as { data: { status: string } }).data.status).toBe('Posted');

    // The agent's page follows it to done, with the receipt's reference; the balance moved.
    await expect(status).toHaveAttribute('data-status', 'Posted', { timeout: 15_000 });
    await expect(page.getByTestId('cc-transfer-posted')).toHaveText(c.texts.posted);
    await expect(page.getByTestId('cc-transfer-reference')).toBeVisible();
    expect(await seriousViolations(page), 'posted').toEqual([]);
    const after = await balanceOf(request, bank, headers);
    expect(Number(after)).toBeCloseTo(Number(before) - Number(c.amount), 2);

    // A current account for her, in the currency she asks for.
    await page.goto(`${bank.url}/callcenter/dashboard/create-current-account`);
    await expect(page.getByTestId('cc-open-form')).toBeVisible();
    await expect(page.getByTestId(PANEL)).toBeVisible();
    expect(await seriousViolations(page), 'open form').toEqual([]);
    await field(page, 'cc-open-currency').selectOption(c.currency);
    await field(page, 'cc-open-branch').selectOption(SOURCE);
    await press(page, 'cc-open-continue', c.keyboard);
    await expect(page.getByTestId('confirm-dialog')).toBeVisible();
    await press(page, 'confirm-ok', c.keyboard);
    await expect(page.getByTestId('cc-open-done')).toHaveText(c.texts.opened);
    expect(await seriousViolations(page), 'opened').toEqual([]);
    const accounts = await request.get(`${bank.url}/api/Deposit/GetAccounts/false`, { headers });
    const list = ((await accounts.json()) as { data: { accounts: { currency: string; kind: string }[] } }).data
      .accounts;
    expect(list.filter((a) => a.currency === c.currency && a.kind === 'Current').length).toBeGreaterThanOrEqual(2);
  });

/**
 * CallCenter (issue 18), the agent's product screens for a verified caller (set up through the API):
 * accounts (list, detail), loans (list, detail), debit and credit cards (lists, details), the
 * lost/stolen block on the customer's word (no code), lost/stolen processes, card applications (list,
 * detail). The customer information panel is on every one of these pages; the block shows in
 * lost/stolen processes and in the customer's own cards (read through the customer's own session).
 * Every page is reached from the CallCenter navigation or a link on the page before it. Turkish at
 * 1440 px with the mouse (a debit card blocked as lost, with a replacement), English at
 * 375 px by keyboard (the credit card blocked as stolen, with a replacement). Axe on each screen.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import { Header } from '../../src/contract/headers';
import type { Language } from '../../src/contract/headers';
import { seriousViolations } from './support/axe';
import { expect, test, type Bank } from './support/bank';
import { cardIdOf, readCard } from './support/cards';
import { field, retail, signIn } from './support/send-money-steps';

const ADDRESS = 'Bağdat Caddesi No: 12 D: 4, Kadıköy / İstanbul';
/** The customer information panel cc-core's layout shows above every page but home. */
const PANEL = 'customer-panel';

/** A new call from the sandbox telephony, its caller (Ayşe) verified by the SMS code sent to her phone. */
const verifiedCall = async (request: APIRequestContext, bank: Bank): Promise<string> => {
  const made = await request.post(`${bank.url}/api/sandbox/telephony/calls`, { data: {} });
  expect(made.ok()).toBe(true);
  const token = ((await made.json()) as { data: { token: string } }).data.token;
  const headers = { [Header.AgentToken]: token, [Header.Channel]: 'CC' };
  const found = await request.post(`${bank.url}/api/CallCenter/FindCustomer`, {
    headers,
    data: { by: 'identityNumber', value: retail.identificationNumber },
  });
  expect(((await found.json()) as { status: string }).status).toBe('success');
  await request.post(`${bank.url}/api/CallCenter/SendVerificationCode`, { headers });
  const outbox = await request.get(
    `${bank.url}/api/sandbox/outbox?identificationNumber=${retail.identificationNumber}`,
  );
  const items = ((await outbox.json()) as { data: { items: { code: string | null; referenceKey: string | null }[] } })
    .data.items;
  const code = items.find((item) => item.referenceKey?.startsWith('cc:'))!.code!;
  const verified = await request.post(`${bank.url}/api/Customer/VerifyCallInformation`, {
    headers,
    data: { method: 'sms', code },
  });
  expect(((await verified.json()) as { data: { verification: string } }).data.verification).toBe('verified');
  return token;
};

interface Case {
  language: Language;
  width: number;
  keyboard: boolean;
  area: 'debit' | 'credit';
  cardNumber: string;
  reason: 'Lost' | 'Stolen';
  texts: { blocked: string; reason: string; received: string; accounts: string };
}

const CASES: Case[] = [
  {
    language: 'tur',
    width: 1440,
    keyboard: false,
    area: 'debit',
    cardNumber: DEMO_DEBIT_CARDS[0].cardNumber,
    reason: 'Lost',
    texts: {
      blocked: 'Kart bloke edildi.',
      reason: 'Kayıp bildirildi',
      received: 'Alındı',
      accounts: 'Müşterinin hesapları',
    },
  },
  {
    language: 'eng',
    width: 375,
    keyboard: true,
    area: 'credit',
    cardNumber: DEMO_CREDIT_CARDS[0].cardNumber,
    reason: 'Stolen',
    texts: {
      blocked: 'The card is blocked.',
      reason: 'Reported stolen',
      received: 'Received',
      accounts: "Customer's accounts",
    },
  },
];

for (const c of CASES)
  test(`callcenter: the customer's products and a lost/stolen block (${c.language}, ${c.width} px)`, async ({
    page,
    bank,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: c.width, height: 900 });
    const token = await verifiedCall(request, bank);
    await page.goto(`${bank.url}/callcenter/verify?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/callcenter\/dashboard\/?$/);
    if (c.language === 'eng') {
      await page.getByTestId('language-eng').first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    }
    const press = async (target: Locator) => {
      if (c.keyboard) {
        await target.focus();
        await page.keyboard.press('Enter');
      } else await target.click();
    };
    const activate = (testId: string, within?: Locator) =>
      press((within ?? page.locator('body')).getByTestId(testId).first());
    /** A page from the CallCenter navigation, with the panel above it and axe on it. */
    const screen = async (path: string, testId: string, name: string) => {
      await press(page.getByTestId('agent-nav').locator(`a[href="/callcenter${path}"]`));
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByTestId(PANEL)).toBeVisible();
      expect(await seriousViolations(page), name).toEqual([]);
    };

    // Accounts: the list, then one account's detail.
    await screen('/dashboard/my-accounts', 'cc-accounts', 'accounts');
    await expect(page.getByTestId('page-title')).toHaveText(c.texts.accounts);
    await expect(page.getByTestId('account-row').first()).toBeVisible();
    await activate('account-name');
    await expect(page).toHaveURL(/my-accounts\/detail\?accountNumber=/);
    await expect(page.getByTestId('cc-account-detail')).toBeVisible();
    await expect(page.getByTestId(PANEL)).toBeVisible();
    expect(await seriousViolations(page), 'account detail').toEqual([]);

    // Loans: the list (no Pay for an agent), then a financing's plan.
    await screen('/dashboard/my-financings', 'cc-loans', 'loans');
    await expect(page.getByTestId('financing-pay-link')).toHaveCount(0);
    await activate('financing-detail-link');
    await expect(page.getByTestId('cc-loan-detail')).toBeVisible();
    await expect(page.getByTestId('financing-terms')).toBeVisible();
    await expect(page.getByTestId('financing-detail-pay')).toHaveCount(0);
    await expect(page.getByTestId(PANEL)).toBeVisible();
    expect(await seriousViolations(page), 'loan detail').toEqual([]);

    // Cards: the list of the kind, the card's detail with the agent's actions only.
    const cardId = await cardIdOf(bank, c.cardNumber);
    const list = c.area === 'debit' ? '/dashboard/cards' : '/dashboard/credit-cards';
    await screen(list, c.area === 'debit' ? 'cc-cards' : 'cc-credit-cards', 'cards');
    await activate('card-detail-link', page.locator(`[data-card-id="${cardId}"]`));
    await expect(page).toHaveURL(/card-detail\?cardId=/);
    await expect(page.getByTestId('card-actions')).toBeVisible();
    await expect(page.getByTestId('action-pin')).toHaveCount(0);
    await expect(page.getByTestId(PANEL)).toBeVisible();
    expect(await seriousViolations(page), 'card detail').toEqual([]);

    // The block on the customer's word: reason, a replacement's address, the confirm; no code.
    await activate('action-lost-stolen');
    await expect(page.getByTestId('cc-card-lost-stolen')).toBeVisible();
    await expect(page.getByTestId(PANEL)).toBeVisible();
    expect(await seriousViolations(page), 'lost/stolen form').toEqual([]);
    await page.getByTestId('card-lost-reason').locator('select').selectOption(c.reason);
    if (c.keyboard) {
      await field(page, 'card-delivery-address').focus();
      await page.keyboard.type(ADDRESS);
      await page.keyboard.press('Enter');
    } else {
      await field(page, 'card-delivery-address').fill(ADDRESS);
      await page.getByTestId('card-lost-block').click();
    }
    await expect(page.getByTestId('confirm-dialog')).toBeVisible();
    expect(await seriousViolations(page), 'lost/stolen confirm').toEqual([]);
    await activate('confirm-ok');
    await expect(page.getByTestId('cc-lost-done')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText(c.texts.blocked);
    await expect(page.getByTestId('action-otp-sms')).toHaveCount(0);
    const reference = (await page.getByTestId('card-application-reference').innerText()).trim();
    expect(reference).not.toBe('');
    expect(await seriousViolations(page), 'block done').toEqual([]);

    // Lost/stolen processes: the card, its reason, its replacement's status.
    await activate('to-lost-stolen-processes');
    await expect(page.getByTestId('cc-lost-stolen-processes')).toBeVisible();
    const row = page.locator(`[data-testid="lost-stolen-row"][data-card-id="${cardId}"]`);
    await expect(row.getByTestId('lost-stolen-reason')).toHaveText(c.texts.reason);
    await expect(row.getByTestId('lost-stolen-replacement')).toContainText(reference);
    await expect(row.getByTestId('lost-stolen-replacement')).toContainText(c.texts.received);
    await expect(page.getByTestId(PANEL)).toBeVisible();
    expect(await seriousViolations(page), 'lost/stolen processes').toEqual([]);

    // Card applications: the list, and the replacement's detail.
    await screen('/dashboard/my_card_applications', 'cc-card-applications', 'card applications');
    await activate('application-link');
    await expect(page.getByTestId('application-detail-reference')).toHaveText(reference);
    await expect(page.getByTestId(PANEL)).toBeVisible();
    expect(await seriousViolations(page), 'card application detail').toEqual([]);

    // The customer's own state: her session reads the card Blocked with the reason.
    const customer = await browser.newPage({ baseURL: bank.url });
    await signIn(customer, request, bank, c.language);
    const own = await readCard(customer, cardId);
    expect(own).toMatchObject({ status: 'Blocked', statusReason: c.reason });
    await customer.close();
  });

/**
 * Cards end to end (issue 14: the lists, the details and paying one's own card): from the menu, my
 * debit cards → a card's detail → closed cards; my credit cards → a credit card's detail (its
 * period's transactions, its past statements) and a virtual card's (its limit, the reveal); paying
 * the minimum payment with the code → the receipt, the debt lowered (an API read); another amount
 * over the debt refused with the form keeping it. Turkish at 1440 px; English at 375 px with the
 * payment by keyboard only. Axe on every screen, and no page's text or HTML carries a full number.
 */
import { eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from '@playwright/test';
import { cards } from '../../server/db/schema/cards';
import { DEMO_DEBIT_CARDS } from '../../server/seed/seed-cards';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, latestSmsCode, test, type Bank } from './support/bank';
import { cardIdOf, readCard } from './support/cards';
import { followNavEntry } from './support/nav';
import { field, fill, retail, signIn } from './support/send-money-steps';

// Eight screens with axe each: a minute on a quiet machine, more when the machine is shared.
test.describe.configure({ timeout: 120_000 });

const DEMO_NUMBERS = [...DEMO_DEBIT_CARDS, ...DEMO_CREDIT_CARDS]
  .map((card) => card.cardNumber)
  .concat('5158990000007777');
const AYSE_CREDIT = DEMO_CREDIT_CARDS[0].cardNumber;

/** The page at rest: axe finds nothing serious, and neither its text nor its HTML has a full card number. */
const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
  const html = await page.content();
  const text = await page.locator('body').innerText();
  for (const number of DEMO_NUMBERS) {
    expect(html.includes(number), `${name}: HTML`).toBe(false);
    expect(text.includes(number), `${name}: text`).toBe(false);
  }
};

const minor = (amount: string) => BigInt(amount.replace('.', ''));

/** The SMS code the bank sent for the decision. */
const smsCode = (request: APIRequestContext, bank: Bank) => latestSmsCode(request, bank, retail.phone);

test('my cards, a card, closed cards; a credit card with its transactions; paying its minimum (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);

  await followNavEntry(page, 'nav-cards');
  await expect(page.getByTestId('page-title')).toHaveText('Kartlarım');
  await expect(page.getByTestId('card-row')).toHaveCount(1);
  const debitLast4 = DEMO_DEBIT_CARDS[0].cardNumber.slice(-4);
  await expect(page.getByTestId('card-picture')).toHaveAttribute('data-masked', `979215******${debitLast4}`);
  await expect(page.getByTestId('card-status')).toHaveText('Aktif');
  await expect(page.getByTestId('card-account')).toContainText('1000146-1');
  await checkScreen(page, 'my cards');

  await page.getByTestId('card-detail-link').click();
  await expect(page.getByTestId('card-facts')).toBeVisible();
  await expect(page.getByTestId('detail-masked-number')).toHaveText(`979215******${debitLast4}`);
  await expect(page.getByTestId('detail-account')).toHaveText('1000146-1');
  await expect(page.getByTestId('action-permissions')).toBeVisible();
  await expect(page.getByTestId('card-transactions')).toBeVisible();
  await expect(page.getByTestId('card-transactions-loading')).toHaveCount(0);
  await checkScreen(page, 'card detail');

  await followNavEntry(page, 'nav-cards-my_cards_disabled');
  await expect(page.getByTestId('page-title')).toHaveText('Kapalı Kartlarım');
  const cancelled = page.getByTestId('card-row');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled.getByTestId('card-status')).toHaveText('İptal edildi');
  await expect(cancelled.getByTestId('card-status-reason')).toHaveText('Talebiniz üzerine');
  await expect(cancelled.getByTestId('card-status-date')).toBeVisible();
  await checkScreen(page, 'closed cards');

  await followNavEntry(page, 'nav-credit-cards');
  await expect(page.getByTestId('page-title')).toHaveText('Kredi Kartlarım');
  await expect(page.getByTestId('card-row')).toHaveCount(1);
  await expect(page.getByTestId('card-limit')).toHaveText('50.000 TL');
  await checkScreen(page, 'credit cards');

  await page.getByTestId('card-detail-link').click();
  await expect(page.getByTestId('card-limit')).toHaveText('50.000 TL');
  await expect(page.getByTestId('detail-cutoff')).toBeVisible();
  // The seeded history: this period's purchases, and the past statements each with its PDF.
  await expect(page.getByTestId('card-transaction').first()).toBeVisible();
  await expect(page.getByTestId('card-statements')).toBeVisible();
  await expect(page.getByTestId('card-statements-loading')).toHaveCount(0);
  await checkScreen(page, 'credit card detail');

  // Pay the minimum payment from the detail's action.
  const creditId = await cardIdOf(bank, AYSE_CREDIT);
  const before = await readCard(page, creditId);
  await page.getByTestId('action-pay-debt').click();
  await expect(page.getByTestId('debt-payment-form')).toBeVisible();
  await expect(field(page, 'debt-payment-card')).toHaveValue(creditId);
  await expect(page.getByTestId('debt-payment-minimum')).toBeVisible();
  await checkScreen(page, 'debt payment');

  // Refused: another amount over the card's debt; the form keeps what was typed.
  await field(page, 'debt-payment-option').selectOption('Other');
  const over = (Number(before.currentDebt) + 100).toFixed(2);
  await fill(page, 'debt-payment-amount', over.replace('.', ','));
  await page.getByTestId('debt-payment-submit').click();
  await expect(page.getByTestId('debt-payment-amount')).toContainText('borcundan');
  await expect(page).toHaveURL(/\/dashboard\/debt_payment(\?|$)/);
  await expect(field(page, 'debt-payment-amount')).not.toHaveValue('');
  expect(minor((await readCard(page, creditId)).currentDebt!)).toBe(minor(before.currentDebt!));

  await field(page, 'debt-payment-option').selectOption('MinimumPayment');
  await page.getByTestId('debt-payment-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/debt_payment\/summary/);
  await expect(page.getByTestId('debt-payment-summary-amount')).toBeVisible();
  await checkScreen(page, 'debt payment summary');
  await page.getByTestId('summary-confirm').click();
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await smsCode(request, bank));
  await page.getByTestId('action-otp-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/debt_payment\/debt-payment-success/);
  await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', 'Completed');
  await expect(page.getByTestId('card-debt-success-card')).toHaveText(before.maskedNumber);
  await checkScreen(page, 'debt payment success');
  const after = await readCard(page, creditId);
  expect(minor(after.currentDebt!)).toBe(minor(before.currentDebt!) - minor(before.minimumPayment!));
});

/** A virtual card under Ayşe's credit card, written straight into the database (APPS's page makes them for real). */
const addVirtualCard = async (bank: Bank) => {
  const [main] = await bank.db.select().from(cards).where(eq(cards.cardNumber, AYSE_CREDIT));
  await bank.db.insert(cards).values({
    customerId: main!.customerId,
    kind: 'Virtual',
    cardNumber: '5158990000007777',
    expiryMonth: 11,
    expiryYear: 2029,
    holderName: main!.holderName,
    productName: 'Emanet Sanal Kart',
    nickname: 'Online',
    creditCardId: main!.creditCardId,
    parentCardId: main!.id,
    virtualLimit: 500_000n,
    onlineEnabled: true,
    contactlessEnabled: false,
    dailyAtmLimit: 0n,
    dailyPosLimit: 0n,
    dailyOnlineLimit: 500_000n,
    openedAt: new Date(),
  });
};

test('my credit card, its virtual card, and paying another amount by keyboard (eng, 375 px)', async ({
  page,
  bank,
  request,
}) => {
  await addVirtualCard(bank);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, request, bank, 'eng');
  await followNavEntry(page, 'nav-credit-cards');
  await expect(page.getByTestId('page-title')).toHaveText('My credit cards');
  await expect(page.getByTestId('card-limit')).toHaveText('50,000 TL');
  await checkScreen(page, 'credit cards');

  // The virtual card's own page: its limit, its actions and "show card details" (the reveal).
  await page.getByTestId('virtual-card-row').getByRole('link').click();
  await expect(page.getByTestId('card-picture')).toHaveAttribute('data-kind', 'Virtual');
  await expect(page.getByTestId('card-limit')).toHaveText('5,000 TL');
  await expect(page.getByTestId('action-virtual-limit')).toBeVisible();
  await expect(page.getByTestId('virtual-reveal-show')).toBeVisible();
  await expect(page.getByTestId('card-transactions-loading')).toHaveCount(0);
  await expect(page.getByTestId('card-statements-loading')).toHaveCount(0);
  await checkScreen(page, 'virtual card detail');
  await page.getByTestId('page-back').click();
  await expect(page.getByTestId('card-row')).toHaveCount(1);

  // By keyboard: the card's detail link, then the payment from its action.
  await page.getByTestId('card-detail-link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-facts')).toBeVisible();
  await expect(page.getByTestId('card-statements-loading')).toHaveCount(0);
  await expect(page.getByTestId('card-transactions-loading')).toHaveCount(0);
  await checkScreen(page, 'credit card detail');
  const creditId = await cardIdOf(bank, AYSE_CREDIT);
  const before = await readCard(page, creditId);
  await page.getByTestId('action-pay-debt').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('debt-payment-form')).toBeVisible();
  await checkScreen(page, 'debt payment');
  await field(page, 'debt-payment-option').focus();
  await page.keyboard.press('ArrowDown');
  await expect(field(page, 'debt-payment-option')).toHaveValue('Other');
  await page.keyboard.press('Tab');
  await expect(field(page, 'debt-payment-amount')).toBeFocused();
  await page.keyboard.type('125.50');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/debt_payment\/summary/);
  await expect(page.getByTestId('debt-payment-summary-amount')).toContainText('125.50 TL');
  await checkScreen(page, 'summary');
  await page.getByTestId('summary-confirm').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await smsCode(request, bank));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/debt_payment\/debt-payment-success/);
  await expect(page.getByTestId('card-debt-success-amount')).toContainText('125.50 TL');
  await checkScreen(page, 'success');
  expect(minor((await readCard(page, creditId)).currentDebt!)).toBe(minor(before.currentDebt!) - 12_550n);

  // My cards and closed cards in English at 375 px.
  await followNavEntry(page, 'nav-cards');
  await expect(page.getByTestId('card-status')).toHaveText('Active');
  await checkScreen(page, 'my cards');
  await followNavEntry(page, 'nav-cards-my_cards_disabled');
  await expect(page.getByTestId('card-status-reason')).toHaveText('At your request');
  await checkScreen(page, 'closed cards');
});

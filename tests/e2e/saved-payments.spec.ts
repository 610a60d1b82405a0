/**
 * Saved payments and another card's debt end to end: from the menu, pay a card of this bank (its
 * debt drops at once), save it, rename it, open its detail (the debt queried again) and delete it; pay
 * another bank's card (a pending FAST transfer). Turkish and English, 1440 px and 375 px, axe on
 * every screen, one refusal that keeps what was typed.
 */
import { eq } from 'drizzle-orm';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { bills, cardDebtPayments, creditCards, savedPayments } from '../../server/db/schema/payments';
import { transfers } from '../../server/db/schema/transfers';
import { EXTERNAL_CARDS } from '../../server/domain/directory/directory-data';
import { DEMO_CREDIT_CARDS, debtAccountNumber } from '../../server/seed/seed-credit-cards';
import { withLuhn } from '../../src/contract/card-number';
import { formatAmount } from '../../src/contract/money';
import { formatMoneyText } from '../../src/contract/money-text';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, outbox, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, fill, retail, signIn } from './support/send-money-steps';
import type { APIRequestContext, Page } from '@playwright/test';

const ZEYNEP_CARD = DEMO_CREDIT_CARDS[1].cardNumber;
const SAHIN_CARD = EXTERNAL_CARDS[1]!.cardNumber;

const debtOf = async (bank: Bank, cardNumber: string) =>
  (
    await bank.db
      .select()
      .from(accounts)
      .where(eq(accounts.accountNumber, debtAccountNumber(cardNumber)))
  )[0]!.balance;

/** What the bank's records say the card owes now and its statement's minimum (the seeded history and statements make them). */
const owedOn = async (bank: Bank, cardNumber: string) => {
  const balance = await debtOf(bank, cardNumber);
  const current = balance < 0n ? -balance : 0n;
  const [card] = await bank.db.select().from(creditCards).where(eq(creditCards.cardNumber, cardNumber));
  const minimum = card!.minimumPayment < current ? card!.minimumPayment : current;
  return { current, minimum };
};

/** Turkish money as the page writes it: "1.260 TL", or with `fixed` every digit ("1.260,00 TL"). */
const tl = (minor: bigint, fixed = false) => formatMoneyText(formatAmount(minor, 'TRY'), 'TRY', 'tur', { fixed });
/** The digits alone ("1.260,00"), as in an amount field. */
const digits = (minor: bigint) => tl(minor, true).replace(' TL', '');

const confirmWithCode = async (page: Page, request: APIRequestContext, bank: Bank) => {
  await page.getByTestId('summary-confirm').click();
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  const sms = (await outbox(request, bank, retail.phone)).find((m) => m.channel === 'sms' && m.code);
  await enterOtp(page, sms!.code!);
  await page.getByTestId('action-otp-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/pay-another-card-debt\/success/);
  await expect(page.getByTestId('card-debt-success')).toBeVisible();
};

test('pays a card of this bank from the menu, saves, renames, opens and deletes it (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  const before = await debtOf(bank, ZEYNEP_CARD);
  const owed = await owedOn(bank, ZEYNEP_CARD);
  expect(owed.minimum).toBeGreaterThan(0n);
  const left = digits(owed.current - owed.minimum);
  await followNavEntry(page, 'nav-pay-another-card-debt');
  await expect(page.getByTestId('card-debt-form')).toBeVisible();
  expect(await seriousViolations(page), 'form').toEqual([]);

  // A wrong check digit is caught on blur, before the bank is asked.
  await fill(page, 'card-debt-card-number', `${ZEYNEP_CARD.slice(0, 15)}${(Number(ZEYNEP_CARD[15]) + 1) % 10}`);
  await expect(page.getByTestId('card-debt-card-number')).toContainText('16 haneli');
  await fill(page, 'card-debt-card-number', ZEYNEP_CARD);
  await page.getByTestId('card-debt-submit').click();
  await expect(page.getByTestId('card-debt-holder')).toContainText('Zey*** Ka***');
  await expect(page.getByTestId('card-debt-current')).toContainText(digits(owed.current));
  // More than the card owes: refused on the form, which keeps the card and the amount.
  await fill(page, 'card-debt-amount', '99999');
  await page.getByTestId('card-debt-submit').click();
  await expect(page.getByTestId('card-debt-amount')).toContainText('güncel borcundan fazla');
  await expect(field(page, 'card-debt-card-number')).toHaveValue(ZEYNEP_CARD);
  await page.getByTestId('card-debt-pick-minimum').click();
  await expect(field(page, 'card-debt-amount')).toHaveValue(digits(owed.minimum));
  expect(await seriousViolations(page), 'form queried').toEqual([]);

  await page.getByTestId('card-debt-submit').click();
  await expect(page.getByTestId('card-debt-summary')).toBeVisible();
  await expect(page.getByTestId('card-debt-summary-amount')).toHaveText(tl(owed.minimum));
  expect(await seriousViolations(page), 'summary').toEqual([]);
  await confirmWithCode(page, request, bank);
  await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', 'Completed');
  await expect(page.getByTestId('success-status')).toHaveText('Ödendi');
  await expect(page.getByTestId('card-debt-success-remaining')).toContainText(left);
  expect(await debtOf(bank, ZEYNEP_CARD)).toBe(before + owed.minimum);
  expect(await seriousViolations(page), 'success').toEqual([]);

  await fill(page, 'card-debt-save-name', 'Zeynep kart');
  await page.getByTestId('card-debt-save-submit').click();
  await expect(page.getByTestId('card-debt-saved')).toBeVisible();
  const [saved] = await bank.db.select().from(savedPayments).where(eq(savedPayments.nickname, 'Zeynep kart'));
  expect(saved?.cardNumber).toBe(ZEYNEP_CARD);
  // The snackbar's fade is no state to check contrast in: axe runs once it is gone.
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });

  await followNavEntry(page, 'nav-saved-transactions');
  const row = page.locator('[data-testid="saved-row"][data-name="Zeynep kart"]');
  await expect(row).toContainText(`${ZEYNEP_CARD.slice(0, 6)}******${ZEYNEP_CARD.slice(-4)}`);
  await expect(row).not.toContainText(ZEYNEP_CARD);
  expect(await seriousViolations(page), 'list').toEqual([]);

  await row.getByTestId('saved-edit').click();
  await expect(page.getByTestId('saved-update-form')).toBeVisible();
  expect(await seriousViolations(page), 'update').toEqual([]);
  await fill(page, 'saved-update-nickname', 'Zeynep kredi kartı');
  await page.getByTestId('saved-update-submit').click();
  const renamed = page.locator('[data-testid="saved-row"][data-name="Zeynep kredi kartı"]');
  await expect(renamed).toBeVisible();
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });

  await renamed.getByTestId('saved-open').click();
  await expect(page.getByTestId('saved-card-current')).toContainText(left);
  expect(await seriousViolations(page), 'detail').toEqual([]);
  // Pay from the detail: the form opens with the card and its debts queried.
  await page.getByTestId('saved-pay').click();
  await expect(page.getByTestId('card-debt-holder')).toContainText('Zey*** Ka***');
  await expect(field(page, 'card-debt-card-number')).toHaveValue(ZEYNEP_CARD);

  await followNavEntry(page, 'nav-saved-transactions');
  await page.locator('[data-testid="saved-row"][data-name="Zeynep kredi kartı"]').getByTestId('saved-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('saved-empty')).toBeVisible();
  expect(await bank.db.select().from(savedPayments)).toEqual([]);
});

test("pays another bank's card: a pending FAST transfer (eng, 375 px)", async ({ page, bank, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, request, bank, 'eng');
  await followNavEntry(page, 'nav-pay-another-card-debt');
  await expect(page.getByTestId('card-debt-form')).toBeVisible();
  await fill(page, 'card-debt-card-number', SAHIN_CARD);
  // By keyboard: Enter submits Query.
  await field(page, 'card-debt-card-number').press('Enter');
  await expect(page.getByTestId('card-debt-bank')).toContainText('Garanti');
  await expect(page.getByTestId('card-debt-holder')).toContainText('El*** Şah***');
  await expect(page.getByTestId('card-debt-rail')).toContainText('FAST');
  await fill(page, 'card-debt-amount', '250');
  expect(await seriousViolations(page), 'form').toEqual([]);
  await page.getByTestId('card-debt-submit').click();
  await expect(page.getByTestId('card-debt-summary')).toBeVisible();
  await expect(page.getByTestId('card-debt-summary-amount')).toHaveText('250 TL');
  expect(await seriousViolations(page), 'summary').toEqual([]);
  await confirmWithCode(page, request, bank);
  await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', /Pending|Completed/);
  await expect(page.getByTestId('card-debt-success')).toContainText('Done');
  expect(await seriousViolations(page), 'success').toEqual([]);
  const [payment] = await bank.db.select().from(cardDebtPayments);
  expect(payment).toMatchObject({ rail: 'FAST', amount: 25_000n });
  const [transfer] = await bank.db.select().from(transfers).where(eq(transfers.id, payment!.transferId!));
  expect(transfer).toMatchObject({ kind: 'FAST', transferType: 'FAST' });
});

test('a saved bill subscription: its open bills on the detail, Pay opens the bill page prefilled (eng)', async ({
  page,
  bank,
  request,
}) => {
  const [ayse] = await bank.db.select().from(customers).where(eq(customers.customerNumber, retail.customerNumber));
  const subscriber = withLuhn('123456789');
  const now = new Date();
  await bank.db.insert(savedPayments).values({
    customerId: ayse!.id,
    kind: 'Bill',
    nickname: 'Home electricity',
    billerCode: 'BEDAS',
    subscriberNo: subscriber,
    createdAt: now,
    updatedAt: now,
  });
  // An open bill of an old period, whatever the biller has issued since.
  await bank.db.insert(bills).values({
    billerCode: 'BEDAS',
    subscriberNo: subscriber,
    period: '2025-01',
    amount: 48_730n,
    currency: 'TRY',
    issuedAt: '2025-01-05',
    dueDate: '2025-01-20',
    status: 'Open',
  });
  await signIn(page, request, bank, 'eng');
  await followNavEntry(page, 'nav-saved-transactions');
  const row = page.locator('[data-testid="saved-row"][data-name="Home electricity"]');
  await expect(row).toContainText(subscriber);
  await row.getByTestId('saved-open').click();
  await expect(page.getByTestId('saved-bill-debt')).toContainText('487.30');
  expect(await seriousViolations(page), 'detail').toEqual([]);
  await page.getByTestId('saved-pay').click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/bill-payment/category\\?.*biller=BEDAS.*subscriber=(%22)?${subscriber}`),
  );
});

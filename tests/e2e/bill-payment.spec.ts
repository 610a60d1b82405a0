/**
 * Bill payment end to end against the sandbox bank: from the menu (Payments → Pay a bill) to the
 * categories, a category's institutions, a subscriber number the institution's rule refuses (the
 * message, the number kept), a demo subscriber with nothing to pay, a demo subscriber's open bills,
 * one of them paid with the SMS code, the success page with the receipt, and the account's balance
 * lower by the bill in the bank's ledger. Once in Turkish at 1440 px, once in English at 375 px
 * (by keyboard through the category and the query); axe on every screen.
 */
import type { Page } from '@playwright/test';
import { desc, eq } from 'drizzle-orm';
import { accounts } from '../../server/db/schema/accounts';
import { billPayments, bills, savedPayments } from '../../server/db/schema/payments';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, outbox, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, fill, retail, signIn, TRY_ACCOUNT, type Language } from './support/send-money-steps';

/** README's demo subscribers: BEDAŞ with two open bills, with nothing to pay; İGDAŞ with two. */
const BEDAS_TWO = '1123456947';
const BEDAS_NONE = '1123457382';
const IGDAS_TWO = '1123456947';

const TEXT = {
  tur: {
    category: 'Elektrik',
    wrong: /kuralına uymuyor/,
    nothing: 'Ödenecek fatura yok',
    paid: 'Ödendi',
    label: 'Tesisat numarası',
  },
  eng: {
    category: 'Natural gas',
    wrong: /does not fit/,
    nothing: 'Nothing to pay',
    paid: 'Paid',
    label: 'Installation number',
  },
} as const;

const balanceMinor = async (bank: Bank, number: string) =>
  (await bank.db.select({ b: accounts.balance }).from(accounts).where(eq(accounts.accountNumber, number)))[0]!.b;

const axeClean = async (page: Page, where: string) => expect(await seriousViolations(page), where).toEqual([]);

const queryButton = (page: Page) => page.getByTestId('bill-query');

for (const language of ['tur', 'eng'] as const satisfies readonly Language[]) {
  const text = TEXT[language];
  const wide = language === 'tur';
  test(`pays a bill from the menu with the SMS code; refusals and nothing to pay (${language}, ${wide ? 1440 : 375} px)`, async ({
    page,
    bank,
    request,
  }) => {
    await page.setViewportSize(wide ? { width: 1440, height: 900 } : { width: 375, height: 800 });
    await signIn(page, request, bank, language);
    const before = await balanceMinor(bank, TRY_ACCOUNT);

    await followNavEntry(page, 'nav-bill-payment');
    await expect(page).toHaveURL(/\/dashboard\/bill-payment$/);
    await expect(page.getByTestId('bill-categories')).toBeVisible();
    await axeClean(page, 'categories');

    const category = wide ? 'Electricity' : 'NaturalGas';
    const biller = wide ? 'BEDAS' : 'IGDAS';
    const subscriber = wide ? BEDAS_TWO : IGDAS_TWO;
    if (wide) await page.getByTestId(`bill-category-${category}`).click();
    else {
      // By keyboard: the category card is a link, Enter follows it.
      await page.getByTestId(`bill-category-${category}`).focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(new RegExp(`/dashboard/bill-payment/category\\?category=${category}`));
    await expect(page.getByTestId('bill-category-name')).toHaveText(text.category);
    await page.getByTestId('bill-biller').locator('select').selectOption(biller);
    await expect(page.getByTestId('bill-subscriber')).toContainText(text.label);

    // A number the institution's rule refuses: the message, and the number stays as typed.
    await fill(page, 'bill-subscriber', '1123456948');
    await expect(page.getByTestId('bill-subscriber')).toContainText(text.wrong);
    await expect(field(page, 'bill-subscriber')).toHaveValue('1123456948');
    await queryButton(page).click();
    await expect(page.getByTestId('bill-list')).toHaveCount(0);

    if (wide) {
      // A valid number with no unpaid bill.
      await fill(page, 'bill-subscriber', BEDAS_NONE);
      await queryButton(page).click();
      await expect(page.getByTestId('bill-nothing')).toContainText(text.nothing);
      await axeClean(page, 'nothing to pay');
    }

    if (wide) {
      await fill(page, 'bill-subscriber', subscriber);
      await queryButton(page).click();
    } else {
      // By keyboard: type the number and press Enter (the form's primary action queries).
      await field(page, 'bill-subscriber').fill('');
      await field(page, 'bill-subscriber').focus();
      await page.keyboard.type(subscriber);
      await page.keyboard.press('Enter');
    }
    const items = page.getByTestId('bill-list').locator('[data-testid^="bill-item-"]');
    await expect(items).toHaveCount(2);
    // Each bill with its due date, the list with the subscriber's masked name.
    await expect(items.first()).toContainText(/\d{2}[./]\d{2}[./]\d{4}/);
    await expect(page.getByTestId('bill-list').locator('legend')).toContainText('***');
    await axeClean(page, 'open bills');

    // Pay the oldest only: untick the newer one.
    await items.last().click();
    const open = await bank.db.select().from(bills).where(eq(bills.subscriberNo, subscriber)).orderBy(bills.period);
    const oldest = open.find((b) => b.billerCode === biller)!;
    await page.getByTestId('bill-source').locator('select').selectOption(TRY_ACCOUNT);
    await page.getByTestId('bill-continue').click();
    await expect(page).toHaveURL(/\/dashboard\/bill-payment\/summary/);
    await expect(page.getByTestId('bill-details')).toBeVisible();
    await axeClean(page, 'summary');

    await page.getByTestId('summary-confirm').click();
    await expect(page.getByTestId('action-otp-sms')).toBeVisible();
    const sms = (await outbox(request, bank, retail.phone)).find((m) => m.channel === 'sms' && m.code);
    expect(sms?.text).toMatch(/\d,\d{2} TL|\d\.\d{2} TL/);
    await enterOtp(page, sms!.code!);
    await page.getByTestId('action-otp-submit').click();
    await expect(page).toHaveURL(/\/dashboard\/bill-payment\/success\?id=/);
    await expect(page.getByTestId('success-status')).toHaveText(text.paid);
    await expect(page.getByTestId('bill-reference')).not.toBeEmpty();
    await expect(page.getByTestId('bill-receipt-open')).toBeVisible();
    await expect(page.getByTestId('bill-save-open')).toBeVisible();
    await expect(page.getByTestId('bill-order-link')).toHaveAttribute(
      'href',
      // The router quotes a string of digits (%22) so it reads back as a string.
      new RegExp(`/dashboard/my-orders/create\\?kind=Bill&biller=${biller}&subscriber=(%22)?${subscriber}(%22)?$`),
    );
    await axeClean(page, 'success');

    // What the bank holds: the oldest bill paid, the account lower by its amount.
    const [payment] = await bank.db.select().from(billPayments).orderBy(desc(billPayments.createdAt)).limit(1);
    expect(payment).toMatchObject({ billerCode: biller, subscriberNo: subscriber, amount: oldest.amount });
    const [paid] = await bank.db.select().from(bills).where(eq(bills.id, oldest.id));
    expect(paid!.status).toBe('Paid');
    expect(await balanceMinor(bank, TRY_ACCOUNT)).toBe(before - oldest.amount);

    if (!wide) {
      // "Save this subscription": a nickname in a small dialog, kept among the saved payments.
      await page.getByTestId('bill-save-open').click();
      await expect(page.getByTestId('bill-save-dialog')).toBeVisible();
      await axeClean(page, 'save dialog');
      await fill(page, 'bill-save-nickname', 'Home gas');
      await page.getByTestId('bill-save-submit').click();
      await expect(page.getByTestId('bill-save-done')).toBeVisible();
      const [saved] = await bank.db.select().from(savedPayments).where(eq(savedPayments.nickname, 'Home gas'));
      expect(saved).toMatchObject({ kind: 'Bill', billerCode: biller, subscriberNo: subscriber });
      // "Set an automatic payment order" opens the standing order form for this subscription.
      await page.getByTestId('bill-order-link').click();
      await expect(page).toHaveURL(/\/dashboard\/my-orders\/create\?kind=Bill&biller=IGDAS/);
    }

    if (wide) {
      // The receipt (dekont) of the payment, from the bank.
      await page.getByTestId('bill-receipt-open').click();
      await expect(page.getByTestId('pdf-modal')).toBeVisible();
      await expect(page.getByTestId('pdf-viewer').locator('canvas').first()).toBeVisible();
      await page.getByTestId('pdf-close').click();
      // A link with the subscriber (a repeat, a saved payment) fills the form and asks at once: the newer bill is left.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/dashboard/bill-payment/category?category=${category}&biller=${biller}&subscriber=${subscriber}`);
      await expect(field(page, 'bill-subscriber')).toHaveValue(subscriber);
      await expect(items).toHaveCount(1);
    }
  });
}

/**
 * Financing end to end (issue 15): from the menu Ayşe's financings (vehicle and housing, seeded on the
 * bank's clock: the vehicle's 7th installment ten days overdue), the vehicle's plan, paying the next
 * installment through the approve step and the SMS code, the receipt, the plan showing it paid (tur,
 * 1440 px); then the Payments menu's installment list in English at 375 px by keyboard: a choice of
 * none refused on the page (the account kept), the housing installment paid with the overdue one; the
 * housing payoff (accrued profit share only, the fee) refused on the page as more than the balance.
 * What the bank holds is read from its database after each payment. Axe on each screen.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { and, asc, eq } from 'drizzle-orm';
import { financingInstallments, financings } from '../../server/db/schema/financing';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, latestSmsCode, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { TRY_ACCOUNT, balanceOf, field, retail, signIn } from './support/send-money-steps';

test.describe.configure({ timeout: 120_000 });

const minor = (amount: string) => BigInt(amount.replace('.', ''));

const checkScreen = async (page: Page, name: string) => {
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page), name).toEqual([]);
};

/** A financing's installments as the bank holds them, in order. */
const installmentsOf = async (bank: Bank, kind: 'Vehicle' | 'Housing') => {
  const [financing] = await bank.db.select().from(financings).where(eq(financings.kind, kind));
  return bank.db
    .select()
    .from(financingInstallments)
    .where(and(eq(financingInstallments.financingId, financing!.id)))
    .orderBy(asc(financingInstallments.no));
};

const code = async (request: APIRequestContext, bank: Bank) => latestSmsCode(request, bank, retail.phone);

test('my financings, the vehicle’s plan, paying the overdue installment with the code (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  await followNavEntry(page, 'nav-my-financings');
  await expect(page.getByTestId('page-title')).toHaveText('Finansmanlarım');
  await expect(page.getByTestId('my-financings-list').locator(':scope > li')).toHaveCount(2);
  const vehicle = page.getByTestId('financing-Vehicle');
  await expect(vehicle.getByRole('heading')).toHaveText('Taşıt Finansmanı');
  await expect(vehicle.getByTestId('financing-status')).toHaveText('1 taksit gecikmede');
  await checkScreen(page, 'list');

  await vehicle.getByTestId('financing-detail-link').click();
  await expect(page.getByTestId('financing-plan')).toBeVisible();
  await expect(page.getByTestId('plan-row-6')).toHaveAttribute('data-state', 'Paid');
  await expect(page.getByTestId('plan-row-7')).toHaveAttribute('data-state', 'Overdue');
  await expect(page.getByTestId('plan-row-7').getByTestId('plan-row-state')).toHaveText('Gecikmede');
  await expect(page.getByTestId('financing-contract')).toBeVisible();
  await checkScreen(page, 'detail');

  const seventh = (await installmentsOf(bank, 'Vehicle'))[6]!;
  const before = minor(await balanceOf(bank, TRY_ACCOUNT));
  await page.getByTestId('financing-detail-pay').click();
  await expect(page.getByTestId('financing-payment-form')).toBeVisible();
  await expect(field(page, 'financing-payment-option')).toHaveValue('next');
  const payable = await page.getByTestId('financing-payment-item-7').innerText();
  await checkScreen(page, 'payment');
  await page.getByTestId('financing-payment-submit').click();
  await expect(page).toHaveURL(/my-financings\/detail\/payment\/approve/);
  await expect(page.getByTestId('approve-intro')).toBeVisible();
  await expect(page.getByTestId('financing-approve-amount')).toContainText(payable.split('\n').pop()!.trim());
  await checkScreen(page, 'approve');
  await page.getByTestId('approve-confirm').click();
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await code(request, bank));
  await page.getByTestId('action-otp-submit').click();
  await expect(page).toHaveURL(/my-financings\/detail\/payment\/success/);
  await expect(page.getByTestId('success-status')).toHaveText('Taksitler ödendi');
  await expect(page.getByTestId('financing-receipt-item-7')).toBeVisible();
  await checkScreen(page, 'success');

  // The bank: the installment paid once, its late charge with it; the account down by both.
  const [paid] = (await installmentsOf(bank, 'Vehicle')).filter((i) => i.id === seventh.id);
  expect(paid!.status).toBe('Paid');
  expect(paid!.lateChargePaid).toBeGreaterThan(0n);
  expect(minor(await balanceOf(bank, TRY_ACCOUNT))).toBe(before - seventh.amount - paid!.lateChargePaid);

  await page.getByTestId('financing-success-plan').click();
  await expect(page.getByTestId('plan-row-7')).toHaveAttribute('data-state', 'Paid');
  await expect(page.getByTestId('plan-row-8')).toHaveAttribute('data-state', 'Due');
});

test('the Payments menu’s installments by keyboard, a choice of none refused (eng, 375 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, request, bank, 'eng');
  await followNavEntry(page, 'nav-my-financings');
  await expect(page.getByTestId('page-title')).toHaveText('My financings');
  await expect(page.getByTestId('financing-Housing').getByRole('heading')).toHaveText('Housing financing');
  await checkScreen(page, 'list (eng)');
  await page.getByTestId('financing-Housing').getByTestId('financing-detail-link').click();
  await expect(page.getByTestId('plan-row-3')).toHaveAttribute('data-state', 'Due');
  await expect(page.getByTestId('financing-terms')).toContainText('Profit share rate (monthly / yearly)');
  await checkScreen(page, 'detail (eng)');
  // Paying the housing off early: the accrued profit share only, the rest waived, a 2 % fee (57 months
  // left); more than the account holds, so the page refuses it and keeps the choice.
  await page.getByTestId('financing-detail-pay').click();
  await field(page, 'financing-payment-option').selectOption('payoff');
  await expect(page.getByTestId('financing-payoff')).toContainText('Profit share waived (not charged)');
  await expect(page.getByTestId('financing-payoff-waived')).toHaveText(/^[\d,]+\.\d{2} TL$/);
  await expect(page.getByTestId('financing-payoff')).toContainText('Early repayment fee (2.00%)');
  await checkScreen(page, 'payoff (eng)');
  await page.getByTestId('financing-payment-submit').click();
  await expect(page.getByTestId('financing-payment-account')).toContainText(
    'The amount is more than the available balance.',
  );
  await expect(field(page, 'financing-payment-option')).toHaveValue('payoff');
  await expect(page).toHaveURL(/my-financings\/detail\/payment\?/);

  await followNavEntry(page, 'nav-financing-installment-payment');
  await expect(page.getByTestId('page-title')).toHaveText('Pay financing installments');
  const list = page.getByTestId('installment-payment-list');
  await expect(list.locator(':scope > li')).toHaveCount(3);
  await checkScreen(page, 'installments (eng)');
  const vehicle = await installmentsOf(bank, 'Vehicle');
  const housing = await installmentsOf(bank, 'Housing');
  const box = (financingId: string, no: number) => page.getByTestId(`due-${financingId}-${no}`).locator('input');
  // The overdue one comes ticked: untick it by keyboard, and nothing is chosen.
  await expect(box(vehicle[6]!.financingId, 7)).toBeChecked();
  await box(vehicle[6]!.financingId, 7).focus();
  await page.keyboard.press('Space');
  await expect(box(vehicle[6]!.financingId, 7)).not.toBeChecked();
  await page.getByTestId('installment-payment-submit').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('installment-payment-problem')).toHaveText('Choose at least one installment.');
  await expect(field(page, 'installment-payment-account')).toHaveValue(TRY_ACCOUNT);
  await checkScreen(page, 'refusal (eng)');

  // Ticking the 8th ticks the 7th before it; the housing one beside them.
  await box(vehicle[7]!.financingId, 8).focus();
  await page.keyboard.press('Space');
  await expect(box(vehicle[6]!.financingId, 7)).toBeChecked();
  await box(housing[2]!.financingId, 3).focus();
  await page.keyboard.press('Space');
  const before = minor(await balanceOf(bank, TRY_ACCOUNT));
  await page.getByTestId('installment-payment-submit').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/financing-installment-payment\/approve/);
  await expect(page.getByTestId('financing-items')).toContainText('Housing financing, installment 3');
  await checkScreen(page, 'approve (eng)');
  await page.getByTestId('approve-confirm').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('action-otp-sms')).toBeVisible();
  await enterOtp(page, await code(request, bank));
  await page.getByTestId('action-otp-submit').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/financing-installment-payment\/success/);
  await expect(page.getByTestId('success-status')).toHaveText('Installments paid');
  await checkScreen(page, 'success (eng)');

  const after = { vehicle: await installmentsOf(bank, 'Vehicle'), housing: await installmentsOf(bank, 'Housing') };
  expect([after.vehicle[6]!.status, after.vehicle[7]!.status, after.housing[2]!.status]).toEqual([
    'Paid',
    'Paid',
    'Paid',
  ]);
  const late = after.vehicle[6]!.lateChargePaid;
  expect(minor(await balanceOf(bank, TRY_ACCOUNT))).toBe(
    before - vehicle[6]!.amount - late - vehicle[7]!.amount - housing[2]!.amount,
  );
});

/**
 * Other bank access permissions (issue 16, the bank as YÖS), from the menu: link Örnek Bankası
 * through the sandbox other bank's authorisation page, come back to the consent's detail (Y), see
 * the accounts read-only in My accounts ("Other banks"), revoke with the confirm popup (I/02) and
 * see them gone. Turkish at 1440 px with the mouse, English at 375 px by keyboard. Axe on each screen.
 */
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { customers } from '../../server/db/schema/auth';
import { otherBankConsents } from '../../server/db/schema/other-banks';
import type { Language } from '../../src/contract/headers';
import { seriousViolations } from './support/axe';
import { expect, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { retail, signIn } from './support/send-money-steps';

const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
};

const press = async (page: Page, testId: string, keyboard: boolean) => {
  const target = page.getByTestId(testId);
  if (keyboard) {
    await target.focus();
    await page.keyboard.press('Enter');
  } else await target.click();
};

const consentsOf = async (bank: Bank) => {
  const [customer] = await bank.db
    .select()
    .from(customers)
    .where(eq(customers.identificationNumber, retail.identificationNumber));
  return bank.db.select().from(otherBankConsents).where(eq(otherBankConsents.customerId, customer!.id));
};

const CASES: { language: Language; width: number; keyboard: boolean; approve: string; group: string }[] = [
  { language: 'tur', width: 1440, keyboard: false, approve: 'Onayla', group: 'Diğer bankalar' },
  { language: 'eng', width: 375, keyboard: true, approve: 'Approve', group: 'Other banks' },
];

for (const c of CASES)
  test(`other bank access: link through the bank's page, see the accounts, revoke (${c.language}, ${c.width} px)`, async ({
    page,
    bank,
    request,
  }) => {
    // Two round trips through another page and axe on six screens.
    test.slow();
    await page.setViewportSize({ width: c.width, height: 900 });
    await signIn(page, request, bank, c.language);
    await followNavEntry(page, 'nav-other-bank-access-permissions');
    await expect(page.getByTestId('consents-empty')).toBeVisible();
    await checkScreen(page, 'empty list');

    // Link a bank: the form, then the other bank's own page.
    await press(page, 'link-bank-open', c.keyboard);
    await expect(page.getByTestId('link-bank-form')).toBeVisible();
    const bankSelect = page.getByTestId('link-bank').locator('select');
    // Without a bank the form refuses and keeps what was chosen.
    await press(page, 'link-submit', c.keyboard);
    await expect(page.getByTestId('link-bank')).toHaveAttribute('data-invalid');
    await expect(page.getByTestId('link-end-date').locator('input')).not.toHaveValue('');
    if (c.keyboard) await bankSelect.focus();
    await bankSelect.selectOption('00901');
    await expect(page.getByTestId('permission-03').locator('input')).toBeChecked();
    await checkScreen(page, 'link form');
    await press(page, 'link-submit', c.keyboard);

    await expect(page).toHaveURL(/\/sandbox\/other-bank\//);
    await expect(page.getByText('SANDBOX')).toBeVisible();
    await expect(page.locator('input[name="accountId"]')).toHaveCount(3);
    await checkScreen(page, 'the other bank’s page');
    const approve = page.getByRole('button', { name: c.approve });
    if (c.keyboard) {
      await approve.focus();
      await page.keyboard.press('Enter');
    } else await approve.click();

    // Back at Emanet, on the consent's detail: authorised, its accounts read.
    await expect(page).toHaveURL(/\/dashboard\/other-bank-access-permissions\/detail\?consent=/);
    await expect(page.getByTestId('consent-status')).toHaveAttribute('data-status', 'Y');
    await expect(page.getByTestId('detail-account')).toHaveCount(3);
    await checkScreen(page, 'detail');
    expect((await consentsOf(bank)).map((r) => r.status)).toEqual(['Y']);

    // My accounts: the "Other banks" group, read-only (no link, no action).
    await followNavEntry(page, 'nav-my-accounts');
    const group = page.getByTestId('other-bank-accounts');
    await expect(group.getByRole('heading', { name: c.group })).toBeVisible();
    await expect(group.getByTestId('other-bank-account-row')).toHaveCount(3);
    await expect(group.getByTestId('other-bank-account-iban').first()).toHaveText(/^TR\d{2} \*{4} \*{4} \d{4}$/);
    await expect(group.getByRole('link')).toHaveCount(0);
    await expect(group.getByRole('button')).toHaveCount(0);
    await checkScreen(page, 'my accounts');

    // Revoke from the detail page, behind the confirm popup.
    await followNavEntry(page, 'nav-other-bank-access-permissions');
    await expect(page.getByTestId('consent-row')).toHaveCount(1);
    if (c.keyboard) {
      await page.getByTestId('consent-bank').focus();
      await page.keyboard.press('Enter');
    } else await page.getByTestId('consent-bank').click();
    await press(page, 'detail-revoke', c.keyboard);
    await expect(page.getByTestId('confirm-dialog')).toBeVisible();
    await checkScreen(page, 'revoke confirm');
    await press(page, 'confirm-ok', c.keyboard);
    await expect(page.getByTestId('consent-status')).toHaveAttribute('data-status', 'I');
    await expect(page.getByTestId('consent-status-code')).toContainText('02');
    expect((await consentsOf(bank)).map((r) => [r.status, r.statusCode])).toEqual([['I', '02']]);

    await followNavEntry(page, 'nav-my-accounts');
    await expect(page.getByTestId('account-row').first()).toBeVisible();
    await expect(page.getByTestId('other-bank-accounts')).toHaveCount(0);
  });

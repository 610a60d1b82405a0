/** Corporate journeys (issue 17): Demir Tekstil's users sign in to the company, read decision codes, and its balances. */
import type { APIRequestContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { accounts } from '../../../server/db/schema/accounts';
import { demoCompany, type DemoIdentity } from '../../../server/seed/demo-identities';
import { expect, outbox, signInWithSms, type Bank } from './bank';

export const TEKSTIL = demoCompany('demirTekstil').name;
export const TEKSTIL_TRY = '1729171-1';
export const TEKSTIL_PARTICIPATION = '1729171-3';

/** An account's balance in minor units, from the bank's database. */
export const balance = async (bank: Bank, accountNumber: string): Promise<bigint> => {
  const [row] = await bank.db.select().from(accounts).where(eq(accounts.accountNumber, accountNumber));
  return row!.balance;
};

/** Signs a company user in (SMS code), picking Demir Tekstil where the page asks, up to the greeting. */
export const signInToTekstil = async (page: Page, request: APIRequestContext, bank: Bank, identity: DemoIdentity) => {
  await signInWithSms(page, request, bank, identity);
  await page.waitForURL(/\/(select-representative-workgroup|dashboard)/);
  if (page.url().includes('select-representative-workgroup')) {
    await page.getByTestId('workgroup-option').filter({ hasText: TEKSTIL }).click();
    await page.getByTestId('workgroup-submit').click();
  }
  await expect(page.getByTestId('greeting')).toBeVisible();
};

/** The newest code the sandbox sent the user for the open decision dialog (by SMS or e-mail, as the dialog says). */
export const decisionCode = async (
  page: Page,
  request: APIRequestContext,
  bank: Bank,
  identity: DemoIdentity,
): Promise<string> => {
  const dialog = page.locator('[data-testid="action-otp-sms"], [data-testid="action-otp-email"]');
  await expect(dialog).toBeVisible();
  const channel = (await dialog.getAttribute('data-testid')) === 'action-otp-email' ? 'email' : 'sms';
  const items = await outbox(request, bank, channel === 'email' ? identity.email : identity.phone);
  const code = items.find((m) => m.channel === channel && m.code)?.code;
  expect(code).toBeTruthy();
  return code!;
};

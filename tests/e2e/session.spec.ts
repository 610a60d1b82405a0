import { demoIdentity } from '../../server/seed/demo-identities';
import { expect, signInWithSms, test } from './support/bank';

const retail = demoIdentity('retail');

test.describe('an idle session', () => {
  // Warning after 4 s of no activity, then 6 s to answer (the spec's 600/60 s, shortened).
  test.use({ bankConfig: { sessionTimeout: 10, sessionTimeoutWarningTime: 6 } });

  test('warns, can be kept, and ends with the session-ended message when ignored', async ({ page, bank, request }) => {
    await signInWithSms(page, request, bank, retail);
    await expect(page).toHaveURL(/\/dashboard/);

    const warning = page.getByTestId('idle-warning');
    await expect(warning).toBeVisible({ timeout: 8_000 });
    await expect(page.getByTestId('idle-countdown')).toHaveText(/00:0\d/);
    await page.getByTestId('idle-stay').click();
    await expect(warning).toBeHidden();

    await expect(warning).toBeVisible({ timeout: 8_000 });
    await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
    await expect(page.getByTestId('login-message')).toBeVisible();
  });
});

test('logout asks for confirmation, ends the session and leaves nothing to go back to', async ({
  page,
  bank,
  request,
}) => {
  await signInWithSms(page, request, bank, retail);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByTestId('logout').click();
  await page.getByTestId('confirm-cancel').click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByTestId('logout').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto('/dashboard/my-accounts');
  await expect(page).toHaveURL(/\/login/);
  const status = await page.evaluate(async () => (await fetch('/api/Deposit/GetAccounts/false')).status);
  expect(status).toBe(401);
});

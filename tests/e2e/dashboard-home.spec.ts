import { demoIdentity } from '../../server/seed/demo-identities';
import { expect, signInWithSms, test } from './support/bank';

const retail = demoIdentity('retail');

test('the home shows net worth, the latest transactions and opens the statement PDF with zoom', async ({
  page,
  bank,
  request,
}) => {
  await signInWithSms(page, request, bank, retail);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('net-worth-chart')).toBeVisible();
  // Her credit card's debt is the debt ring: the two shares make the whole.
  const assetShare = Number(await page.getByTestId('net-worth-bar-asset').getAttribute('data-percent'));
  const debtShare = Number(await page.getByTestId('net-worth-bar-debt').getAttribute('data-percent'));
  expect(assetShare).toBeGreaterThan(50);
  expect(debtShare).toBeGreaterThan(0);
  expect(assetShare + debtShare).toBeCloseTo(100, 1);
  await expect(page.getByTestId('net-worth-total')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2} TL$/);
  await expect(page.getByTestId('last-transactions-list').getByTestId('transaction-row').first()).toBeVisible();

  await page.getByTestId('statement-open').click();
  const modal = page.getByTestId('pdf-modal');
  await expect(modal).toBeVisible();
  await expect(modal.locator('.react-pdf__Page canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pdf-zoom')).toHaveText('100%');
  for (let i = 0; i < 12; i++) await page.getByTestId('pdf-zoom-in').click({ force: true });
  await expect(page.getByTestId('pdf-zoom')).toHaveText('200%');
  await expect(page.getByTestId('pdf-zoom-in')).toBeDisabled();
  const download = page.waitForEvent('download');
  await page.getByTestId('pdf-download').click();
  expect((await download).suggestedFilename()).toMatch(/^hesap-ozeti-.+\.pdf$/);
  await page.getByTestId('pdf-close').click();
  await expect(modal).toBeHidden();
});

test('shortcuts are chosen in a dialog (at most 8) and kept by the bank', async ({ page, bank, request }) => {
  await signInWithSms(page, request, bank, retail);
  await expect(page.getByTestId('shortcut-MyAccounts')).toBeVisible();
  await page.getByTestId('shortcuts-edit').click();
  const dialog = page.getByTestId('shortcuts-dialog');
  for (const code of [
    'ToIban',
    'BillPayment',
    'LastTransactions',
    'CreateAccount',
    'BetweenMyAccounts',
    'Profile',
    'ContactUs',
  ])
    await dialog.getByTestId(`shortcut-option-${code}`).click();
  await expect(dialog.getByTestId('shortcut-option-MyDocuments').locator('input')).toBeDisabled();
  await page.getByTestId('shortcuts-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('shortcut-list').getByRole('link')).toHaveCount(8);
  await page.reload();
  await expect(page.getByTestId('shortcut-ToIban')).toBeVisible();
  await expect(page.getByTestId('shortcut-list').getByRole('link')).toHaveCount(8);
});

test('a failed net worth call shows the toast and an inline retry', async ({ page, bank, request }) => {
  let fail = true;
  await page
    .context()
    .route('**/api/External/GetNetWorth', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
    );
  await signInWithSms(page, request, bank, retail);
  await expect(page.getByTestId('net-worth-error')).toBeVisible();
  await expect(page.getByText('Varlıklar verisi getirilemedi. Lütfen daha sonra tekrar deneyiniz.')).toBeVisible();
  fail = false;
  await page.getByTestId('net-worth-refresh').click();
  await expect(page.getByTestId('net-worth-chart')).toBeVisible();
});

test('switching the language re-renders the amounts the bank formats, not only the labels', async ({
  page,
  bank,
  request,
}) => {
  await signInWithSms(page, request, bank, demoIdentity('retail'));
  const legend = page.getByTestId('net-worth-legend');
  await expect(legend).toContainText(/%\d{1,2},\d{2}/);
  await page.getByTestId('language-eng').first().click();
  await expect(legend).toContainText(/\d{1,2}\.\d{2}%/);
  await expect(legend).not.toContainText(/%\d{1,2},\d{2}/);
});

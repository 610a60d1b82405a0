/**
 * Send money end to end against the sandbox bank: every target (IBAN at this bank and at another
 * bank by FAST, between own accounts in one and across currencies, account number, credit card,
 * easy address, payment wallet, secure payment held then released), the SMS code from the outbox,
 * the success page with the dekont PDF, and the balances on My accounts afterwards. In Turkish
 * and English for every path; axe on the form, summary and success pages.
 */
import { eq } from 'drizzle-orm';
import { registeredTransactions } from '../../server/db/schema/registered-transactions';
import { EXTERNAL_CARDS, externalIban, WALLET_ACCOUNTS } from '../../server/domain/directory/directory-data';
import { seriousViolations } from './support/axe';
import { approveLatestPush, enterOtp, expect, outbox, signInWithSms, submitLogin, test } from './support/bank';
import {
  pushUser,
  corporate,
  TRY_ACCOUNT,
  PARTICIPATION_ACCOUNT,
  USD_ACCOUNT,
  ALI_ACCOUNT,
  ALI_IBAN,
  SAHIN,
  LANGUAGES,
  balanceOf,
  signIn,
  open,
  field,
  fill,
  chooseSource,
  continueToSummary,
  confirmWithSms,
  acceptNextWindowIfAsked,
  openReceipt,
  expectBalanceOnScreen,
} from './support/send-money-steps';

test('to IBAN at this bank (havale): summary, SMS code, success, dekont, registered transaction, balances; axe (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, bank);
  const before = await balanceOf(bank, TRY_ACCOUNT);
  await open(page, '/dashboard/to-iban');
  await chooseSource(page, TRY_ACCOUNT);
  await fill(page, 'transfer-iban', ALI_IBAN.toLowerCase());
  await expect(field(page, 'transfer-iban')).toHaveValue(ALI_IBAN.replace(/(.{4})/g, '$1 ').trim());
  await fill(page, 'transfer-receiverName', 'Ali Çelik');
  await fill(page, 'transfer-amount', '125,50');
  await fill(page, 'transfer-description', 'Kira payı');
  await expect(page.getByTestId('transfer-channel')).toHaveAttribute('data-channel', 'Remittance');
  expect(await seriousViolations(page), 'form').toEqual([]);

  await continueToSummary(page);
  await expect(page.getByTestId('summary-to')).toContainText('Al*** Çel***');
  await expect(page.getByTestId('summary-amount')).toHaveText('125,50 TL');
  expect(await seriousViolations(page), 'summary').toEqual([]);

  await confirmWithSms(page, request, bank, /Al\*\*\* Çel\*\*\*/);
  await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', 'Completed');
  await expect(page.getByTestId('success-status')).toHaveText('Tamamlandı');
  await expect(page.getByTestId('success-reference')).not.toBeEmpty();
  expect(await seriousViolations(page), 'success').toEqual([]);
  await openReceipt(page);

  await fill(page, 'save-registered-name', 'Ali kira');
  await page.getByTestId('save-registered-submit').click();
  await expect(page.getByTestId('save-registered-done')).toBeVisible();
  const [saved] = await bank.db
    .select()
    .from(registeredTransactions)
    .where(eq(registeredTransactions.name, 'Ali kira'));
  expect(saved).toBeDefined();

  const after = await balanceOf(bank, TRY_ACCOUNT);
  expect(BigInt(before.replace('.', '')) - BigInt(after.replace('.', ''))).toBeGreaterThanOrEqual(12550n);
  await expectBalanceOnScreen(page, bank, TRY_ACCOUNT);

  // The registered transaction fills the form again (?registered=<id>).
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/dashboard/to-iban?registered=${saved!.id}`);
  // Saved with the name as typed, so it passes the bank's name check again.
  await expect(field(page, 'transfer-receiverName')).toHaveValue('Ali Çelik');
  await expect(field(page, 'transfer-iban')).toHaveValue(ALI_IBAN.replace(/(.{4})/g, '$1 ').trim());
});

test('to IBAN at another bank by FAST, in English at 375 px; axe on form, summary and success', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, request, bank, 'eng');
  await open(page, '/dashboard/to-iban');
  await fill(page, 'transfer-iban', externalIban(SAHIN.bankCode, SAHIN.branchCode, SAHIN.accountNumber));
  await fill(page, 'transfer-receiverName', SAHIN.holderName);
  await fill(page, 'transfer-amount', '300');
  await expect(page.getByTestId('transfer-channel')).toHaveAttribute('data-channel', 'FAST');
  await expect(page.getByTestId('transfer-channel')).toContainText('FAST');
  expect(await seriousViolations(page), 'form').toEqual([]);
  await continueToSummary(page);
  await expect(page.getByTestId('summary-type')).toContainText('FAST');
  expect(await seriousViolations(page), 'summary').toEqual([]);
  await confirmWithSms(page, request, bank, /El\*\*\* Şah\*\*\*/);
  await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', /Completed|Pending/);
  await expect(page.getByTestId('success-page')).toContainText('Transfer sent');
  expect(await seriousViolations(page), 'success').toEqual([]);
  await expectBalanceOnScreen(page, bank, TRY_ACCOUNT);
});

test('a wrong IBAN is caught as typed, and a refused transfer keeps every value (tur)', async ({
  page,
  bank,
  request,
}) => {
  await signIn(page, request, bank);
  await open(page, '/dashboard/to-iban');
  const wrong = `${ALI_IBAN.slice(0, -1)}${ALI_IBAN.endsWith('1') ? '2' : '1'}`;
  await field(page, 'transfer-iban').fill(wrong);
  await expect(page.getByTestId('transfer-iban')).toContainText('Geçerli bir IBAN girin.');
  await fill(page, 'transfer-iban', ALI_IBAN);
  await fill(page, 'transfer-receiverName', 'Veli Başka');
  await fill(page, 'transfer-amount', '10');
  await page.getByTestId('transfer-continue').click();
  await expect(page.getByTestId('message-dialog')).toBeVisible();
  await page.getByTestId('message-dialog').getByRole('button').click();
  await expect(field(page, 'transfer-receiverName')).toHaveValue('Veli Başka');
  await expect(field(page, 'transfer-amount')).toHaveValue('10,00');
  await expect(page).toHaveURL(/\/dashboard\/to-iban/);
});

for (const language of LANGUAGES) {
  test(`between my accounts, same currency (${language})`, async ({ page, bank, request }) => {
    await signIn(page, request, bank, language);
    const before = await balanceOf(bank, PARTICIPATION_ACCOUNT);
    await open(page, '/dashboard/between-my-accounts');
    await chooseSource(page, TRY_ACCOUNT);
    await page.getByTestId('target-account').locator('select').selectOption(PARTICIPATION_ACCOUNT);
    await fill(page, 'transfer-amount', '200');
    await continueToSummary(page);
    await expect(page.getByTestId('summary-type')).toContainText(language === 'tur' ? 'Virman' : 'Virement');
    await confirmWithSms(page, request, bank, /./);
    await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', 'Completed');
    expect(await balanceOf(bank, PARTICIPATION_ACCOUNT)).not.toBe(before);
    await expectBalanceOnScreen(page, bank, PARTICIPATION_ACCOUNT);
  });
}

for (const language of LANGUAGES) {
  test(`between my accounts across currencies at a live quote with its spread (${language})`, async ({
    page,
    bank,
    request,
  }) => {
    await signIn(page, request, bank, language);
    await open(page, '/dashboard/between-my-accounts');
    await chooseSource(page, TRY_ACCOUNT);
    await page.getByTestId('target-account').locator('select').selectOption(USD_ACCOUNT);
    await fill(page, 'transfer-amount', '1000');
    await expect(page.getByTestId('exchange-quote')).toBeVisible();
    await expect(page.getByTestId('exchange-quote-spread')).toContainText('%');
    await continueToSummary(page);
    await expect(page.getByTestId('summary-exchange')).toBeVisible();
    await confirmWithSms(page, request, bank, /./);
    await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', 'Completed');
    await expectBalanceOnScreen(page, bank, USD_ACCOUNT);
  });
}

for (const language of LANGUAGES) {
  test(`to an account number at this bank: havale with code 214 (${language})`, async ({ page, bank, request }) => {
    await signIn(page, request, bank, language);
    await open(page, '/dashboard/to-account-number');
    await fill(page, 'transfer-accountNumber', ALI_ACCOUNT);
    await fill(page, 'transfer-receiverName', 'ALİ ÇELİK');
    await fill(page, 'transfer-amount', '75');
    await continueToSummary(page);
    await expect(page.getByTestId('summary-type')).toContainText('214');
    await confirmWithSms(page, request, bank, /Al\*\*\* Çel\*\*\*/);
    await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', 'Completed');
    await openReceipt(page);
    await expectBalanceOnScreen(page, bank, TRY_ACCOUNT);
  });
}

for (const language of LANGUAGES) {
  test(`to a credit card (${language})`, async ({ page, bank, request }) => {
    const card = EXTERNAL_CARDS[0]!;
    await signIn(page, request, bank, language);
    await open(page, '/dashboard/to-credit-card');
    await fill(page, 'transfer-cardNumber', card.cardNumber);
    await fill(page, 'transfer-receiverName', card.holderName);
    await fill(page, 'transfer-amount', '150');
    await acceptNextWindowIfAsked(page);
    await continueToSummary(page);
    await confirmWithSms(page, request, bank, /Zeh\*\*\* Ars\*\*\*/);
    await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', /Completed|Pending|Scheduled/);
    await expectBalanceOnScreen(page, bank, TRY_ACCOUNT);
  });
}

for (const language of LANGUAGES) {
  test(`to an easy address: the masked holder and bank show before Continue (${language})`, async ({
    page,
    bank,
    request,
  }) => {
    await signIn(page, request, bank, language);
    await open(page, '/dashboard/with-my-easy-address');
    await page.getByTestId('transfer-type').locator('select').selectOption('PhoneNumber');
    await fill(page, 'transfer-value', '0555 111 22 33');
    await page.getByTestId('easy-address-resolve').click();
    await expect(page.getByTestId('easy-address-holder-name')).toHaveText('El*** Şah***');
    await expect(page.getByTestId('easy-address-holder-bank')).toContainText('Garanti');
    await fill(page, 'transfer-amount', '42');
    await continueToSummary(page);
    await confirmWithSms(page, request, bank, /El\*\*\* Şah\*\*\*/);
    await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', /Completed|Pending/);
    await expectBalanceOnScreen(page, bank, TRY_ACCOUNT);
  });
}

for (const language of LANGUAGES) {
  test(`to a payment wallet (${language})`, async ({ page, bank, request }) => {
    const wallet = WALLET_ACCOUNTS[0];
    await signIn(page, request, bank, language);
    await open(page, '/dashboard/payment-wallet');
    await page.getByTestId('transfer-walletCode').locator('select').selectOption(wallet.walletCode);
    await fill(page, 'transfer-walletNumber', wallet.walletNumber);
    await fill(page, 'transfer-receiverName', wallet.holderName);
    await fill(page, 'transfer-amount', '60');
    await continueToSummary(page);
    await confirmWithSms(page, request, bank, /Bur\*\*\* Aks\*\*\*/);
    await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', /Completed|Pending/);
    await expectBalanceOnScreen(page, bank, TRY_ACCOUNT);
  });
}

for (const language of LANGUAGES) {
  test(`secure payment: held, then released to the seller (${language})`, async ({ page, bank, request }) => {
    await signIn(page, request, bank, language);
    await open(page, '/dashboard/secure-payment-transaction');
    await fill(page, 'transfer-iban', ALI_IBAN);
    await fill(page, 'transfer-receiverName', 'Ali Çelik');
    await fill(page, 'transfer-sellerIdentityNumber', '11111111110');
    await fill(page, 'transfer-subject', 'İkinci el bisiklet');
    await fill(page, 'transfer-amount', '900');
    await continueToSummary(page);
    await confirmWithSms(page, request, bank, /Al\*\*\* Çel\*\*\*/);
    await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', 'Held');
    const aliBefore = await balanceOf(bank, ALI_ACCOUNT);

    await page.getByTestId('success-new-transfer').click();
    const held = page.getByTestId('held-payment').first();
    await expect(held).toBeVisible();
    await held.getByTestId('held-release').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('snackbar-success')).toBeVisible();
    await expect(page.getByTestId('held-payments')).toBeHidden();
    expect(await balanceOf(bank, ALI_ACCOUNT)).not.toBe(aliBefore);
    await expectBalanceOnScreen(page, bank, TRY_ACCOUNT);
  });
}

test('a push-approved customer confirms on the phone (202): the dialog waits, then the receipt (tur)', async ({
  page,
  bank,
  request,
}) => {
  await page.goto('/login');
  await submitLogin(page, pushUser, pushUser.password);
  await expect(page).toHaveURL(/\/mobile-approve$/);
  await approveLatestPush(request, bank, pushUser.phone);
  await expect(page.getByTestId('greeting')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('nav-to-account-number').first().click();
  await expect(page.getByTestId('transfer-form')).toBeVisible();
  await fill(page, 'transfer-accountNumber', TRY_ACCOUNT);
  await fill(page, 'transfer-receiverName', 'Ayşe Yılmaz');
  await fill(page, 'transfer-amount', '20');
  await continueToSummary(page);
  await page.getByTestId('summary-confirm').click();
  await expect(page.getByTestId('action-push')).toBeVisible();
  await approveLatestPush(request, bank, pushUser.phone);
  await expect(page).toHaveURL(/\/dashboard\/success-page/, { timeout: 15_000 });
  await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', 'Completed');
});

test('keyboard only: the to-IBAN form from the menu to the summary (tur)', async ({ page, bank, request }) => {
  await signIn(page, request, bank);
  await page.getByTestId('nav-to-iban').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('transfer-form')).toBeVisible();
  await field(page, 'source-account').focus();
  await page.keyboard.press('Tab');
  await expect(field(page, 'transfer-iban')).toBeFocused();
  await page.keyboard.type(ALI_IBAN);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ali Çelik');
  await page.keyboard.press('Tab');
  await page.keyboard.type('15');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Klavye');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/transaction-summary/);
  await expect(page.getByTestId('summary-amount')).toHaveText('15 TL');
});

test('a corporate customer confirms with the e-mail code (203), in English', async ({ page, bank, request }) => {
  await signInWithSms(page, request, bank, corporate);
  await expect(page).toHaveURL(/\/select-representative-workgroup$/);
  await page.getByTestId('workgroup-option').first().click();
  await page.getByTestId('workgroup-submit').click();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.getByTestId('language-eng').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await open(page, '/dashboard/to-account-number');
  await fill(page, 'transfer-accountNumber', ALI_ACCOUNT);
  await fill(page, 'transfer-receiverName', 'Ali Çelik');
  await fill(page, 'transfer-amount', '35');
  await continueToSummary(page);
  await page.getByTestId('summary-confirm').click();
  await expect(page.getByTestId('action-otp-email')).toBeVisible();
  const mail = (await outbox(request, bank, corporate.email!)).find((m) => m.channel === 'email' && m.code);
  expect(mail?.text).toMatch(/Al\*\*\* Çel\*\*\*/);
  await enterOtp(page, mail!.code!);
  await page.getByTestId('action-otp-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/success-page/);
  await expect(page.getByTestId('success-status')).toHaveText('Completed');
});

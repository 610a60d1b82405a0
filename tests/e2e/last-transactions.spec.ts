/**
 * Last transactions end to end: movements set up through the API (a remittance confirmed with its SMS
 * code, an account opening), then Payments → Last transactions from the menu, a refused filter that
 * keeps what was typed, the kind and amount filters (in the address), a detail with every receipt
 * field, the dekont in the PDF modal, and "Repeat" into the transfer form filled again. In Turkish at
 * 1440 px and in English at 375 px (the detail opened by keyboard); axe on each screen.
 */
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { transfers } from '../../server/db/schema/transfers';
import type { TransferReceipt } from '../../src/contract/transfers';
import { signInActive } from '../server/support/login-steps';
import { post, send, type Party } from '../server/support/transfer-steps';
import { seriousViolations } from './support/axe';
import { expect, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { ALI_ACCOUNT, field, fill, retail, signIn, TRY_ACCOUNT, type Language } from './support/send-money-steps';

/** A remittance to Ali Çelik confirmed with its code and a participation account opened, through the API. */
const setUpMovements = async (bank: Bank, amount: string) => {
  const { credentials } = await signInActive(bank.url, retail);
  const party: Party = { base: bank.url, credentials, recipient: retail.phone };
  const sent = await send(party, {
    sourceAccountNumber: TRY_ACCOUNT,
    target: { mode: 'Account', accountNumber: ALI_ACCOUNT, receiverName: 'Ali Çelik' },
    amount,
    description: 'Aidat',
  });
  expect(sent.reply.body.status).toBe('success');
  const opened = await post(
    party,
    '/api/Deposit/CreateAccount',
    {
      kind: 'Participation',
      currency: 'TRY',
      termMonths: 1,
      poolCode: 'TRY-STD',
      sourceAccountNumber: TRY_ACCOUNT,
      amount: '1500.00',
    },
    crypto.randomUUID(),
  );
  expect(opened.body.status).toBe('success');
  const receipt = sent.reply.body.data as TransferReceipt;
  const [row] = await bank.db.select().from(transfers).where(eq(transfers.id, receipt.transferId));
  return { receipt, journalId: row!.journalId };
};

const control = (page: Page, testId: string) => page.getByTestId(testId).locator('input, select').first();

const CASES: {
  language: Language;
  width: number;
  amount: string;
  typed: string;
  shown: RegExp;
  texts: Record<string, RegExp>;
}[] = [
  {
    language: 'tur',
    width: 1440,
    amount: '321.45',
    typed: '321,45',
    shown: /-321,45 TL/,
    texts: { reversed: /En yüksek tutar en düşük tutardan küçük olamaz/, kind: /Para transferi/, repeat: /Tekrarla/ },
  },
  {
    language: 'eng',
    width: 375,
    amount: '654.30',
    typed: '654.30',
    shown: /-654\.30 TL/,
    texts: { reversed: /cannot be less than the smallest amount/, kind: /Money transfer/, repeat: /Repeat/ },
  },
];

for (const c of CASES) {
  test(`last transactions: filter, detail, dekont and repeat (${c.language}, ${c.width} px); axe on each screen`, async ({
    page,
    bank,
    request,
  }) => {
    const { receipt, journalId } = await setUpMovements(bank, c.amount);
    await page.setViewportSize({ width: c.width, height: 900 });
    await signIn(page, request, bank, c.language);

    await followNavEntry(page, 'nav-last-transactions');
    await expect(page.getByTestId('last-transactions')).toBeVisible();
    const rows = page.getByTestId('last-transaction-row');
    // Newest first: the opening, then the remittance; the seeded decisions of earlier days below.
    await expect(rows.first()).toHaveAttribute('data-kind', 'AccountOpening');
    await expect(rows.nth(1)).toHaveAttribute('data-id', journalId);
    await expect(rows.nth(1).getByTestId('last-transaction-amount')).toHaveText(c.shown);
    await expect(page.getByTestId('last-transactions-day').first()).toBeVisible();
    expect(await seriousViolations(page), 'list').toEqual([]);

    // A refused filter says why and keeps what was typed.
    await fill(page, 'filter-min', '500');
    await fill(page, 'filter-max', '100');
    await page.getByTestId('filter-apply').click();
    await expect(page.getByTestId('filter-max')).toContainText(c.texts.reversed!);
    await expect(control(page, 'filter-min')).toHaveValue(/^500[.,]00$/);

    await control(page, 'filter-kind').selectOption('Transfer');
    await fill(page, 'filter-min', c.language === 'tur' ? '300' : '600');
    await fill(page, 'filter-max', c.language === 'tur' ? '400' : '700');
    await page.getByTestId('filter-apply').click();
    await expect(page).toHaveURL(/kind=Transfer/);
    await expect(page).toHaveURL(/minAmount=/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-id', journalId);
    await expect(rows.first()).toContainText(c.texts.kind!);
    expect(await seriousViolations(page), 'filtered').toEqual([]);

    // The detail: by keyboard in English, by pointer in Turkish.
    const title = rows.first().getByTestId('last-transaction-title');
    if (c.language === 'eng') {
      await title.focus();
      await page.keyboard.press('Enter');
    } else await title.click();
    await expect(page).toHaveURL(/\/dashboard\/last-transactions\/detail\?id=/);
    await expect(page.getByTestId('last-transaction-detail')).toBeVisible();
    const fields = page.getByTestId('last-transaction-fields');
    await expect(fields).toContainText(receipt.reference);
    await expect(fields).toContainText('Al*** Çel***');
    await expect(fields).toContainText('Aidat');
    await expect(page.getByTestId('last-transaction-postings')).toContainText(TRY_ACCOUNT);
    await expect(page.getByTestId('last-transaction-status')).toHaveAttribute('data-status', 'Completed');
    expect(await seriousViolations(page), 'detail').toEqual([]);

    await page.getByTestId('receipt-open').click();
    await expect(page.getByTestId('pdf-modal')).toBeVisible();
    await expect(page.getByTestId('pdf-viewer').locator('canvas').first()).toBeVisible();
    expect(await seriousViolations(page), 'receipt').toEqual([]);
    await page.getByTestId('pdf-close').click();
    await expect(page.getByTestId('pdf-modal')).toBeHidden();

    await expect(page.getByTestId('last-transaction-repeat')).toHaveText(c.texts.repeat!);
    await page.getByTestId('last-transaction-repeat').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/to-account-number\\?repeat=.*${receipt.transferId}`));
    await expect(page.getByTestId('transfer-form')).toBeVisible();
    await expect(field(page, 'transfer-accountNumber')).toHaveValue(ALI_ACCOUNT);
    await expect(field(page, 'transfer-receiverName')).toHaveValue('Ali Çelik');
    await expect(field(page, 'transfer-amount')).toHaveValue(new RegExp(c.typed.replace('.', '\\.')));
    await expect(field(page, 'transfer-description')).toHaveValue('Aidat');
    expect(await seriousViolations(page), 'repeat form').toEqual([]);
  });
}

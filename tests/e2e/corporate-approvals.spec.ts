/**
 * The approvers' corporate-operations screen (issue 17), end to end: Selin Korkmaz (maker) sends 15.000 TL
 * between Demir Tekstil's own TRY accounts and sees it wait; Kerem Aksu (Finans; Turkish, 1440 px, mouse)
 * and Ece Tunç (Yönetim; English, 375 px, keyboard) each sign in in a browser context of their own, open
 * corporate approvals from the menu, open the operation and approve it with their code. After Kerem's
 * approval it still waits and nothing has moved; after Ece's it is Posted and the money has arrived.
 * Axe on the lists and the details.
 */
import type { Browser, Page } from '@playwright/test';
import { demoIdentity } from '../../server/seed/demo-identities';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, test, type Bank } from './support/bank';
import { balance, decisionCode, signInToTekstil, TEKSTIL_PARTICIPATION, TEKSTIL_TRY } from './support/corporate';
import { followNavEntry } from './support/nav';
import { chooseSource, continueToSummary, fill, open } from './support/send-money-steps';

const maker = demoIdentity('corporateMaker');
const kerem = demoIdentity('corporateApprover');
const ece = demoIdentity('corporateApprover2');
const AMOUNT = 15_000_00n;

const axeClean = async (page: Page, name: string) => expect(await seriousViolations(page), name).toEqual([]);

const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** A page in a browser context of its own (its own session), on the test's bank. */
const ownContext = async (browser: Browser, bank: Bank, width: number) => {
  const context = await browser.newContext({
    baseURL: bank.url,
    locale: 'tr-TR',
    viewport: { width, height: width < 500 ? 800 : 900 },
  });
  return { context, page: await context.newPage() };
};

/** Keyboard only: focus an element and press Enter. */
const press = async (page: Page, testId: string, scope = page.locator('body')) => {
  await scope.getByTestId(testId).first().focus();
  await page.keyboard.press('Enter');
};

test('Selin’s virement waits; Kerem and Ece approve it from corporate approvals and it posts', async ({
  page,
  bank,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const before = { from: await balance(bank, TEKSTIL_TRY), to: await balance(bank, TEKSTIL_PARTICIPATION) };

  // Selin (maker, Turkish, 1440 px) starts the virement; it waits for approvals.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToTekstil(page, request, bank, maker);
  await open(page, '/dashboard/between-my-accounts');
  await chooseSource(page, TEKSTIL_TRY);
  await page.getByTestId('target-account').locator('select').selectOption(TEKSTIL_PARTICIPATION);
  await fill(page, 'transfer-amount', '15000');
  await continueToSummary(page);
  await page.getByTestId('summary-confirm').click();
  await enterOtp(page, await decisionCode(page, request, bank, maker));
  await page.getByTestId('action-otp-submit').click();
  await expect(page.getByTestId('transfer-waiting')).toBeVisible();
  await expect(page.getByTestId('waiting-needs')).toHaveText('Finans × 1, Yönetim × 1');
  const reference = (await page.getByTestId('waiting-reference').textContent())!;

  // Her waiting page links to the operation's page: waiting, nobody has decided, and not hers to decide.
  await page.getByTestId('waiting-follow').click();
  await expect(page).toHaveURL(/\/dashboard\/corporate-operations\/detail\?id=/);
  await expect(page.getByTestId('operation-reference')).toHaveText(reference);
  await expect(page.getByTestId('operation-status')).toHaveText('Onay bekliyor');
  await expect(page.getByTestId('operation-maker')).toHaveText('Selin Korkmaz');
  await expect(page.getByTestId('operation-approvals-empty')).toBeVisible();
  await expect(page.getByTestId('operation-needed')).toHaveText(
    /Finans grubundan 1 onay daha.*Yönetim grubundan 1 onay daha/,
  );
  await expect(page.getByTestId('operation-approve')).toHaveCount(0);
  // Her menu has corporate approvals; as a maker only, nothing waits for her, and "Started by me" lists it.
  await followNavEntry(page, 'nav-corporate-operations');
  await expect(page.getByTestId('operations-not-approver')).toBeVisible();
  await page.getByTestId('operations-tab-mine').click();
  await expect(page.getByTestId('operation-row').filter({ hasText: reference })).toHaveAttribute(
    'data-status',
    'Waiting',
  );
  expect(await balance(bank, TEKSTIL_TRY)).toBe(before.from);

  // Kerem (Finans): Turkish, 1440 px, with the mouse, in his own context.
  const first = await ownContext(browser, bank, 1440);
  try {
    const p = first.page;
    await signInToTekstil(p, request, bank, kerem);
    await followNavEntry(p, 'nav-corporate-operations');
    await expect(p).toHaveURL(/\/dashboard\/corporate-operations/);
    await expect(p.getByTestId('page-title')).toHaveText('Kurumsal onaylar');
    const row = p.getByTestId('operation-row').filter({ hasText: reference });
    await expect(row.getByTestId('operation-kind')).toHaveText('Para transferi');
    await expect(row.getByTestId('operation-amount')).toHaveText('15.000 TL');
    await expect(row.getByTestId('operation-maker')).toContainText('Selin Korkmaz başlattı');
    await expect(row.getByTestId('operation-status')).toHaveText('Onay bekliyor');
    await expect(row.getByTestId('operation-need')).toHaveCount(2);
    await axeClean(p, 'waiting list (tur)');
    await row.getByTestId('operation-open').click();
    await expect(p.getByTestId('operation-reference')).toHaveText(reference);
    await expect(p.getByTestId('operation-summary-sourceAccountNumber')).toHaveText(TEKSTIL_TRY);
    await axeClean(p, 'detail (tur)');
    await p.getByTestId('operation-approve').click();
    await enterOtp(p, await decisionCode(p, request, bank, kerem));
    await p.getByTestId('action-otp-submit').click();
    await expect(p.getByTestId('decision-result')).toHaveText('Onayınız kaydedildi. İşlem diğer onayları bekliyor.');
    await expect(p.getByTestId('operation-approval')).toHaveCount(1);
    await expect(p.getByTestId('operation-approval')).toContainText('Kerem Aksu');
    await expect(p.getByTestId('operation-needed')).toHaveText('Yönetim grubundan 1 onay daha');
    await expect(p.getByTestId('operation-approve')).toHaveCount(0);
    await expect(p.getByTestId('message-dialog')).toBeHidden();
    // Decided by him, it leaves his waiting list.
    await p.getByTestId('page-back').click();
    await expect(p.getByTestId('operations-waiting-empty')).toBeVisible();
  } finally {
    await first.context.close();
  }
  expect(await balance(bank, TEKSTIL_TRY)).toBe(before.from);

  // Ece (Yönetim): English, 375 px, by keyboard, in her own context.
  const second = await ownContext(browser, bank, 375);
  try {
    const p = second.page;
    await signInToTekstil(p, request, bank, ece);
    await press(p, 'language-eng');
    await expect(p.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(p.getByTestId('settings-open')).toBeVisible();
    await press(p, 'nav-open');
    await press(p, 'nav-corporate-operations', p.getByTestId('app-nav'));
    await expect(p.getByTestId('page-title')).toHaveText('Corporate approvals');
    const row = p.getByTestId('operation-row').filter({ hasText: reference });
    await expect(row.getByTestId('operation-amount')).toHaveText('15,000 TL');
    await expect(row.getByTestId('operation-kind')).toHaveText('Money transfer');
    await expect(row.getByTestId('operation-need-label').first()).toHaveText('Finans: 1 of 1 approvals');
    await axeClean(p, 'waiting list (eng, 375 px)');
    await fitsPhone(p);
    await press(p, 'operation-open', row);
    await expect(p.getByTestId('operation-reference')).toHaveText(reference);
    await expect(p.getByTestId('operation-approval')).toContainText('Kerem Aksu');
    await expect(p.getByTestId('operation-approval')).toContainText('Finans');
    await axeClean(p, 'detail (eng, 375 px)');
    await fitsPhone(p);
    await press(p, 'operation-approve');
    await enterOtp(p, await decisionCode(p, request, bank, ece));
    await p.keyboard.press('Enter');
    await expect(p.getByTestId('decision-result')).toHaveText(
      'Approved: the operation is posted and the money has moved.',
    );
    await expect(p.getByTestId('operation-status')).toHaveText('Posted');
    await expect(p.getByTestId('operation-approval')).toHaveCount(2);
    await expect(p.getByTestId('operation-decided')).not.toBeEmpty();
    await expect(p.getByTestId('operation-approve')).toHaveCount(0);

    // The money has arrived, once.
    expect(await balance(bank, TEKSTIL_TRY)).toBe(before.from - AMOUNT);
    expect(await balance(bank, TEKSTIL_PARTICIPATION)).toBe(before.to + AMOUNT);

    // History lists it as Posted.
    await press(p, 'page-back');
    await press(p, 'operations-tab-history');
    const ended = p.getByTestId('operation-row').filter({ hasText: reference });
    await expect(ended).toHaveAttribute('data-status', 'Posted');
    await axeClean(p, 'history (eng, 375 px)');
  } finally {
    await second.context.close();
  }
});

/**
 * The menu follows a corporate user's roles (issue 17, docs/corporate-access.md "The menu and roles").
 * Mehmet Demir, administrator of Demir Tekstil, finds the Admin panel in his menu and changes a user's
 * roles with the e-mailed code; the user, signed in in a browser of their own, sees the changed menu on
 * their next page (Can Aydın, viewer → maker: Money transfers appears without a reload) or after a
 * reload (Selin Korkmaz, maker → viewer: it goes), and the bank's rights change with it: a transfer
 * start is refused (403 corporate.roleRefused) before and asks for its code after, or the other way.
 * Turkish at 1440 px with the mouse; English at 375 px (Mehmet by keyboard, Selin's menu in the
 * drawer). Axe on the admin page and its dialog. Each test has a fresh bank, so nothing is reset.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { demoCompany, demoIdentity, type DemoIdentity } from '../../server/seed/demo-identities';
import { MessageCode } from '../../src/contract/message-codes';
import { call, credentialsFrom, signIn, type Credentials } from '../server/support/http-client';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, outbox, signInWithSms, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';

const mehmet = demoIdentity('corporate');
const can = demoIdentity('corporateViewer');
const selin = demoIdentity('corporateMaker');
const TEKSTIL = demoCompany('demirTekstil').name;

/** Signs in on the page and, where the user has a choice, picks Demir Tekstil's workgroup. */
const signInTo = async (page: Page, request: APIRequestContext, bank: Bank, identity: DemoIdentity) => {
  await signInWithSms(page, request, bank, identity);
  await page.waitForURL(/\/(select-representative-workgroup|dashboard)/);
  if (page.url().includes('select-representative-workgroup')) {
    await page.getByTestId('workgroup-option').filter({ hasText: TEKSTIL }).click();
    await page.getByTestId('workgroup-submit').click();
  }
  await expect(page.getByTestId('greeting')).toBeVisible();
};

/** A page of its own browser context (its own worker, storage and session). */
const ownBrowser = async (browser: Browser, bank: Bank, width: number): Promise<Page> => {
  const context = await browser.newContext({ baseURL: bank.url, viewport: { width, height: 900 }, locale: 'tr-TR' });
  return context.newPage();
};

/** The same user signed in to Demir Tekstil through the API: the bank's rights, asked directly. */
const apiSession = async (bank: Bank, identity: DemoIdentity): Promise<Credentials> => {
  const { credentials, reply } = await signIn(bank.url, identity);
  const groups = (reply.body.data as { workgroups: { id: string; name: string }[] }).workgroups;
  const chosen = await call(bank.url, '/api/auth/SetRepresentativeWorkgroupId', {
    json: { workgroupId: groups.find((g) => g.name === TEKSTIL)!.id },
    credentials,
  });
  return credentialsFrom(chosen, credentials);
};

/** Starts a 10 TL transfer from the company's TRY account: 403 with the code, or 200 asking for the code. */
const startTransfer = async (bank: Bank, credentials: Credentials) => {
  const reply = await call<{ actionCode: number; messages: { code: string }[] }>(bank.url, '/api/Transfer/Execute', {
    json: {
      sourceAccountNumber: '1729171-1',
      target: { mode: 'Account', accountNumber: '1111111-1', receiverName: 'Ali Çelik' },
      amount: '10.00',
    },
    credentials,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  return { status: reply.status, codes: reply.body.messages.map((m) => m.code), actionCode: reply.body.actionCode };
};

const REFUSED = { status: 403, codes: [MessageCode.CorporateRoleRefused] };

/** Whether the menu the bank served holds `testId`: on a phone the drawer is opened to look and closed again. */
const menuHas = async (page: Page, testId: string): Promise<boolean> => {
  await expect(page.getByTestId('settings-open')).toBeVisible();
  const open = page.getByTestId('nav-open');
  const drawer = await open.isVisible();
  if (drawer) await open.click();
  const nav = page.getByTestId('app-nav');
  // The bank's tree, not the built-in one (home and accounts) shown until it comes: Contact is in every tree.
  await expect(nav.getByTestId('nav-contact-us').first()).toBeAttached();
  const found = (await nav.getByTestId(testId).count()) > 0;
  if (drawer) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  return found;
};

/** Mehmet's code for the role change, from the e-mail the sandbox sent. */
const confirmWithCode = async (page: Page, request: APIRequestContext, bank: Bank) => {
  await expect(page.getByTestId('action-otp-email')).toBeVisible();
  const mail = (await outbox(request, bank, mehmet.email)).find((m) => m.channel === 'email' && m.code);
  await enterOtp(page, mail!.code!);
  await page.getByTestId('action-otp-submit').click();
};

test('Can Aydın made a maker: Money transfers appears in his menu on his next page and the bank lets him start one (tur, 1440 px)', async ({
  page,
  bank,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Can, a viewer, in his own browser: no transfers, no admin panel; the bank refuses a transfer start.
  const canPage = await ownBrowser(browser, bank, 1440);
  await signInTo(canPage, request, bank, can);
  const canApi = await apiSession(bank, can);
  expect(await menuHas(canPage, 'nav-my-accounts')).toBe(true);
  expect(await menuHas(canPage, 'nav-to-iban')).toBe(false);
  expect(await menuHas(canPage, 'nav-registered-transactions-group')).toBe(false);
  expect(await menuHas(canPage, 'nav-admin-user-role-change')).toBe(false);
  expect(await startTransfer(bank, canApi)).toMatchObject(REFUSED);

  // Mehmet follows the Admin panel from his menu and makes Can a maker with his code.
  await signInTo(page, request, bank, mehmet);
  expect(await menuHas(page, 'nav-to-iban')).toBe(true);
  await followNavEntry(page, 'nav-admin-user-role-change');
  await expect(page).toHaveURL(/\/dashboard\/admin\/user-role-change$/);
  const canRow = page.getByTestId('company-user-row').filter({ hasText: 'Can Aydın' });
  await expect(canRow.getByTestId('company-user-roles')).toHaveText('İzleyici');
  expect(await seriousViolations(page), 'users').toEqual([]);
  await canRow.getByTestId('company-user-edit').click();
  const dialog = page.getByTestId('roles-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('role-viewer').click();
  await dialog.getByTestId('role-maker').click();
  expect(await seriousViolations(page), 'roles dialog').toEqual([]);
  await dialog.getByTestId('roles-save').click();
  await confirmWithCode(page, request, bank);
  await expect(canRow.getByTestId('company-user-roles')).toHaveText('Hazırlayıcı');

  // Can's next page re-reads the menu: Money transfers is there without a reload, and the bank agrees.
  await followNavEntry(canPage, 'nav-my-accounts');
  await expect(canPage.getByTestId('app-nav').getByTestId('nav-to-iban')).toBeVisible();
  expect(await menuHas(canPage, 'nav-admin-user-role-change')).toBe(false);
  await followNavEntry(canPage, 'nav-to-iban');
  await expect(canPage).toHaveURL(/\/dashboard\/to-iban$/);
  expect(await startTransfer(bank, canApi)).toMatchObject({ status: 200, actionCode: 203 });
  await canPage.context().close();
});

test('Selin Korkmaz made a viewer: after a reload her menu has no transfers and the bank refuses one (eng, 375 px)', async ({
  page,
  bank,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });

  // Selin, a maker, on her phone: transfers in the drawer, no admin panel; the bank lets her start one.
  const selinPage = await ownBrowser(browser, bank, 375);
  await signInTo(selinPage, request, bank, selin);
  await selinPage.getByTestId('language-eng').first().click();
  await expect(selinPage.locator('html')).toHaveAttribute('lang', /^en/);
  const selinApi = await apiSession(bank, selin);
  expect(await menuHas(selinPage, 'nav-to-iban')).toBe(true);
  expect(await menuHas(selinPage, 'nav-admin-user-role-change')).toBe(false);
  expect(await startTransfer(bank, selinApi)).toMatchObject({ status: 200, actionCode: 203 });

  // Mehmet, in English at 375 px, opens the Admin panel from the drawer and changes Selin by keyboard.
  await signInTo(page, request, bank, mehmet);
  await page.getByTestId('language-eng').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await followNavEntry(page, 'nav-admin-user-role-change');
  await expect(page).toHaveURL(/\/dashboard\/admin\/user-role-change$/);
  const selinRow = page.getByTestId('company-user-row').filter({ hasText: 'Selin Korkmaz' });
  await expect(selinRow.getByTestId('company-user-roles')).toHaveText('Maker');
  expect(await seriousViolations(page), 'users').toEqual([]);
  await selinRow.getByTestId('company-user-edit').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('roles-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('role-viewer').locator('input').focus();
  await page.keyboard.press('Space');
  await dialog.getByTestId('role-maker').locator('input').focus();
  await page.keyboard.press('Space');
  expect(await seriousViolations(page), 'roles dialog').toEqual([]);
  await dialog.getByTestId('roles-save').focus();
  await page.keyboard.press('Enter');
  await confirmWithCode(page, request, bank);
  await expect(selinRow.getByTestId('company-user-roles')).toHaveText('Viewer');

  // Selin reloads: the menu the bank serves her has no transfers any more, and the bank refuses one.
  await selinPage.reload();
  await expect(selinPage.getByTestId('greeting')).toBeVisible();
  await expect.poll(() => menuHas(selinPage, 'nav-to-iban'), { message: 'transfers gone from the drawer' }).toBe(false);
  expect(await menuHas(selinPage, 'nav-my-accounts')).toBe(true);
  expect(await startTransfer(bank, selinApi)).toMatchObject(REFUSED);
  await selinPage.context().close();
});

/**
 * Corporate maker-checker on the page (issue 17): Selin Korkmaz, maker at Demir Tekstil, sends 15.000 TL
 * between the company's own TRY accounts (a virement); the rule needs one Finans and one Yönetim
 * approval, so after the code the page shows the waiting state (reference, amount, needs, deadline,
 * nothing moved) instead of the receipt. Kerem Aksu (Finans) and Ece Tunç (Yönetim) then approve
 * through the API and the money moves. Meanwhile her last transactions show it "Onay bekliyor" apart
 * from the movements; posted, it is a movement of -15.000 TL. Turkish at 1440 px with the mouse;
 * English at 375 px by keyboard, the home card showing the 12.500 TL one "Waiting for approval". Axe
 * on the waiting state, the last transactions and the home page.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoIdentity, type DemoIdentity } from '../../server/seed/demo-identities';
import type { CorporateOperationList } from '../../src/contract/corporate-operations';
import { call, credentialsFrom, signIn } from '../server/support/http-client';
import { codeFor, type Envelope, type Party } from '../server/support/transfer-steps';
import { seriousViolations } from './support/axe';
import { enterOtp, expect, outbox, test, type Bank } from './support/bank';
import {
  balance,
  decisionCode,
  signInToTekstil,
  TEKSTIL,
  TEKSTIL_PARTICIPATION,
  TEKSTIL_TRY,
} from './support/corporate';
import { chooseSource, continueToSummary, field, fill, open } from './support/send-money-steps';

const maker = demoIdentity('corporateMaker');

/** A page of the app by its address, without reloading it (the session lives in memory). */
const go = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
};

/** Selin signs in (picking Demir Tekstil where the page asks). */
const signInMaker = (page: Page, request: APIRequestContext, bank: Bank) => signInToTekstil(page, request, bank, maker);

/** The newest code the sandbox sent Selin for the decision. */
const makerCode = (page: Page, request: APIRequestContext, bank: Bank) => decisionCode(page, request, bank, maker);

/** An approver signed in to Demir Tekstil through the API. */
const approverParty = async (bank: Bank, identity: DemoIdentity): Promise<Party> => {
  const { credentials, reply } = await signIn(bank.url, identity);
  const groups = (reply.body.data as { workgroups: { id: string; name: string }[] }).workgroups;
  const chosen = await call(bank.url, '/api/auth/SetRepresentativeWorkgroupId', {
    json: { workgroupId: groups.find((g) => g.name === TEKSTIL)!.id },
    credentials,
  });
  return { base: bank.url, credentials: credentialsFrom(chosen, credentials), recipient: identity.email };
};

/** `/Saga/ApproveExternalUserTask` under one key: the first call, then the code from the outbox. */
const approve = async (party: Party, operationId: string) => {
  const key = randomUUID();
  const send = async (json: object) => {
    const reply = await call<Envelope<{ otpReferenceKey?: string; status?: string }>>(
      party.base,
      '/api/Saga/ApproveExternalUserTask',
      { json, credentials: party.credentials, headers: { 'Idempotency-Key': key } },
    );
    party.credentials = credentialsFrom(reply, party.credentials);
    return reply;
  };
  const body = { operationId, decision: 'approve' };
  const first = await send(body);
  expect(first.body.status).toBe('success');
  if (![201, 203].includes(first.body.actionCode)) return first.body;
  const otpReferenceKey = first.body.data.otpReferenceKey!;
  const second = await send({ ...body, otpReferenceKey, otpCode: await codeFor(party, otpReferenceKey) });
  expect(second.body.status).toBe('success');
  return second.body;
};

/** The maker's stored operation with this reference, as the approver's waiting list holds it. */
const operationIdOf = async (party: Party, reference: string): Promise<string> => {
  const reply = await call<Envelope<CorporateOperationList>>(
    party.base,
    '/api/Saga/GetExternalUserTasks?scope=waiting',
    {
      credentials: party.credentials,
    },
  );
  const found = reply.body.data.operations.find((operation) => operation.reference === reference);
  expect(found, `waiting operation ${reference}`).toBeTruthy();
  return found!.operationId;
};

test('a maker’s 15.000 TL virement waits for approvals, then Kerem and Ece approve and it moves (tur, 1440 px)', async ({
  page,
  bank,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInMaker(page, request, bank);
  const before = { from: await balance(bank, TEKSTIL_TRY), to: await balance(bank, TEKSTIL_PARTICIPATION) };

  await open(page, '/dashboard/between-my-accounts');
  await chooseSource(page, TEKSTIL_TRY);
  await page.getByTestId('target-account').locator('select').selectOption(TEKSTIL_PARTICIPATION);
  await fill(page, 'transfer-amount', '15000');
  await continueToSummary(page);
  await page.getByTestId('summary-confirm').click();
  await enterOtp(page, await makerCode(page, request, bank));
  await page.getByTestId('action-otp-submit').click();

  const waiting = page.getByTestId('transfer-waiting');
  await expect(waiting).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Onaya gönderildi');
  await expect(page.getByTestId('success-status')).toHaveAttribute('data-status', 'Waiting');
  await expect(page.getByTestId('waiting-reference')).toHaveText(/^KRM-/);
  await expect(page.getByTestId('waiting-amount')).toHaveText('15.000 TL');
  await expect(page.getByTestId('waiting-needs')).toHaveText('Finans × 1, Yönetim × 1');
  await expect(page.getByTestId('waiting-until')).not.toBeEmpty();
  await expect(page.getByTestId('waiting-note')).toContainText('Henüz para hareket etmedi');
  await expect(page.getByTestId('message-dialog')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  const reference = (await page.getByTestId('waiting-reference').textContent())!;

  // Nothing moved while it waits, and the approvers were told (SMS naming the reference).
  expect(await balance(bank, TEKSTIL_TRY)).toBe(before.from);
  for (const approver of [demoIdentity('corporateApprover'), demoIdentity('corporateApprover2')]) {
    const told = await outbox(request, bank, approver.phone);
    expect(told.some((m) => m.text.includes(reference))).toBe(true);
  }

  // Selin's last transactions show it waiting, apart from the movements, unsigned (nothing left the account).
  await go(page, '/dashboard/last-transactions');
  const waitingRow = page.getByTestId('not-posted-operation').filter({ hasText: reference });
  await expect(waitingRow).toHaveAttribute('data-status', 'Waiting');
  await expect(waitingRow.getByTestId('not-posted-status')).toHaveText('Onay bekliyor');
  await expect(waitingRow.getByTestId('not-posted-amount')).toHaveText('15.000 TL');
  await expect(page.getByTestId('last-transaction-row').filter({ hasText: reference })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const kerem = await approverParty(bank, demoIdentity('corporateApprover'));
  const ece = await approverParty(bank, demoIdentity('corporateApprover2'));
  const operationId = await operationIdOf(kerem, reference);
  await expect(waitingRow.getByTestId('not-posted-title')).toHaveAttribute(
    'href',
    `/dashboard/corporate-operations/detail?id=${operationId}`,
  );
  await approve(kerem, operationId);
  expect(await balance(bank, TEKSTIL_TRY)).toBe(before.from);
  await approve(ece, operationId);
  await expect.poll(() => balance(bank, TEKSTIL_TRY)).toBe(before.from - 15_000_00n);
  expect(await balance(bank, TEKSTIL_PARTICIPATION)).toBe(before.to + 15_000_00n);

  // Posted, it is a movement of the list and no longer waits.
  await go(page, '/dashboard');
  await go(page, '/dashboard/last-transactions');
  await expect(page.getByTestId('last-transaction-row').first()).toBeVisible();
  await expect(page.getByTestId('not-posted-operation').filter({ hasText: reference })).toHaveCount(0);
  await expect(page.getByTestId('last-transaction-amount').first()).toHaveAttribute('data-amount', '-15000.00');
});

test('the waiting state by keyboard, in English at 375 px', async ({ page, bank, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInMaker(page, request, bank);
  await page.getByTestId('language-eng').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  const before = await balance(bank, TEKSTIL_TRY);

  await open(page, '/dashboard/between-my-accounts');
  await chooseSource(page, TEKSTIL_TRY);
  await page.getByTestId('target-account').locator('select').selectOption(TEKSTIL_PARTICIPATION);
  await field(page, 'transfer-amount').focus();
  await page.keyboard.type('12500');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/transaction-summary/);
  await page.getByTestId('summary-confirm').focus();
  await page.keyboard.press('Enter');
  await enterOtp(page, await makerCode(page, request, bank));
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('transfer-waiting')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Sent for approval');
  await expect(page.getByTestId('waiting-reference')).toHaveText(/^KRM-/);
  await expect(page.getByTestId('waiting-amount')).toHaveText('12,500 TL');
  await expect(page.getByTestId('waiting-needs')).toHaveText('Finans × 1, Yönetim × 1');
  await expect(page.getByTestId('waiting-note')).toContainText('Nothing has moved yet');
  expect(await seriousViolations(page)).toEqual([]);
  const reference = (await page.getByTestId('waiting-reference').textContent())!;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  expect(await balance(bank, TEKSTIL_TRY)).toBe(before);

  // The next steps are links reached by keyboard.
  await page.getByTestId('success-new-transfer').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/between-my-accounts/);

  // The home card shows it waiting, in English, within 375 px.
  await go(page, '/dashboard');
  const onHome = page.getByTestId('not-posted-operation').filter({ hasText: reference });
  await expect(onHome.getByTestId('not-posted-status')).toHaveText('Waiting for approval');
  await expect(onHome.getByTestId('not-posted-amount')).toHaveText('12,500 TL');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
});

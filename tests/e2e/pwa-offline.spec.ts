import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { demoIdentity } from '../../server/seed/demo-identities';
import { expect, openMyAccounts, signInWithSms, test } from './support/bank';

const retail = demoIdentity('retail');

/** Chromium's own verdict on installability (an incognito profile is never installable, hence a real one). */
const installabilityErrors = async (page: Page): Promise<string[]> => {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  return installabilityErrors.map((error) => error.errorId);
};

const workerReady = (page: Page) => page.evaluate(async () => Boolean(await navigator.serviceWorker.ready));

test('BranchWeb is installable by Chromium’s criteria and CallCenter is not', async ({ bank }, testInfo) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'emanet-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions });
  try {
    const page = await context.newPage();
    await page.goto(`${bank.url}/login`);
    await workerReady(page);
    await expect.poll(() => installabilityErrors(page), { timeout: 15_000 }).toEqual([]);

    await page.goto(`${bank.url}/callcenter/verify?token=${encodeURIComponent(bank.agentToken)}`);
    await workerReady(page);
    expect(await installabilityErrors(page)).not.toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('after a reload while offline the accounts still show, behind the offline banner', async ({
  page,
  context,
  bank,
  request,
}) => {
  await signInWithSms(page, request, bank, retail);
  await expect(page).toHaveURL(/\/dashboard/);
  const rows = await openMyAccounts(page);
  const online = await rows.count();
  // Let the persister write the answers it is allowed to keep.
  await page.waitForTimeout(1_000);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(rows).toHaveCount(online);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});

test('after logout no banking data remains in any browser storage', async ({ page, bank, request }) => {
  await signInWithSms(page, request, bank, retail);
  await openMyAccounts(page);
  await page.waitForTimeout(1_000);

  await page.getByTestId('logout').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/login/);
  await page.waitForTimeout(500);

  const storage = await page.evaluate(async () => {
    const idb: Record<string, unknown[]> = {};
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => resolve(all.result);
        });
        idb[`${info.name}/${name}`] = values;
      }
      db.close();
    }
    return {
      stores: Object.keys(idb),
      idb: JSON.stringify(idb),
      caches: await caches.keys(),
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    };
  });
  expect(storage.local.filter((key) => key !== 'app-settings')).toEqual([]);
  expect(storage.session).toEqual([]);
  expect(storage.caches.length).toBeGreaterThan(0);
  for (const name of storage.caches) expect(name).toMatch(/workbox-precache/);
  // No IBAN, balance list, customer name, identity number or token-shaped value survives.
  expect(storage.idb).not.toMatch(/TR\d{2}0089/);
  expect(storage.idb).not.toContain(retail.name);
  expect(storage.idb).not.toContain(retail.identificationNumber);
  expect(storage.idb).not.toMatch(/"accounts"|transactionToken|agentToken/);
});

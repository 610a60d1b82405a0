/**
 * A dashboard page whose chunk fails to load is tried once more after 1 s; a second failure
 * shows the error page, which clears storage and sends the person to login with the notice.
 * The worker serves chunks from its precache, so the test removes the page's chunk from
 * Cache Storage: the worker then fetches it from the network, where context.route (which
 * sees the worker's own requests in Chromium) fails it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoIdentity } from '../../server/seed/demo-identities';
import { expect, signInWithSms, test, type Bank } from './support/bank';

const retail = demoIdentity('retail');

/** The built chunk that holds the My accounts screen, found by its test id (whatever the route file is called). */
const chunkOfMyAccounts = (): RegExp => {
  const assets = path.join(process.env.E2E_DIST_DIR ?? 'dist', 'branch', 'assets');
  const files = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes('my-accounts-screen'),
  );
  expect(files).toHaveLength(1);
  return new RegExp(`/assets/${files[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
};

/** Deletes the My accounts chunk from every cache; returns how many entries went. */
const evictChunk = (page: Page, chunk: RegExp) =>
  page.evaluate(async (source) => {
    const pattern = new RegExp(source);
    let removed = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (pattern.test(new URL(request.url).pathname)) removed += Number(await cache.delete(request));
      }
    }
    return removed;
  }, chunk.source);

/** Signs in, evicts the chunk, fails its first `failures` network fetches, reloads the dashboard. */
const prepare = async (page: Page, request: APIRequestContext, bank: Bank, failures: number) => {
  const chunk = chunkOfMyAccounts();
  await signInWithSms(page, request, bank, retail);
  await expect(page.getByTestId('greeting')).toBeVisible();
  expect(await evictChunk(page, chunk)).toBe(1);
  const fetches: number[] = [];
  await page.context().route(chunk, async (route) => {
    fetches.push(Date.now());
    if (fetches.length <= failures) await route.abort('failed');
    else await route.fallback();
  });
  // A new document: nothing of the page's module graph is left in memory.
  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();
  expect(fetches).toEqual([]);
  return fetches;
};

test('a chunk that fails once is fetched again after 1 s and the page shows', async ({ page, bank, request }) => {
  const fetches = await prepare(page, request, bank, 1);
  await page.getByTestId('nav-my-accounts').click();
  await expect(page.getByTestId('account-row').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-accounts$/);
  expect(fetches).toHaveLength(2);
  // 1 s in the page; the two timestamps are taken in the test process, so allow some IPC slack.
  expect(fetches[1]! - fetches[0]!).toBeGreaterThanOrEqual(900);
  await expect(page.getByText('Uygulama Hatası!')).toHaveCount(0);
});

test('a chunk that fails twice shows the error page, then login with the chunk-error notice', async ({
  page,
  bank,
  request,
}) => {
  // The error page is shown only while the recovery clears storage: record that it appeared.
  let errorPageSeen = false;
  await page.exposeFunction('errorPageSeen', () => {
    errorPageSeen = true;
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Uygulama Hatası!')) {
        void (window as unknown as { errorPageSeen: () => Promise<void> }).errorPageSeen();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const fetches = await prepare(page, request, bank, Number.POSITIVE_INFINITY);
  await page.getByTestId('nav-my-accounts').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-message')).toHaveText('Bir hata oluştu / Lütfen tekrar giriş yapınız.');
  expect(errorPageSeen).toBe(true);
  expect(fetches).toHaveLength(2);
  // The recovery cleared the session on this device.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['app-settings']);
});

/**
 * The pages worker-overhead-fetch.ts times fetches from, and what they send: the app signed in under
 * its worker; a blank page under a bare pass-through worker; a blank page under no worker. The last
 * two send what the app's worker would put on the wire, signed in Node with a session of their own.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { demoIdentity } from '../../server/seed/demo-identities';
import { apiVersionFor, Channel, Header, SESSION_COOKIE, UNPROTECTED_TOKEN } from '../../src/contract/headers';
import { signIn } from '../server/support/http-client';
import { keysForToken, signatureHeaders } from '../server/support/worker-transport';
import { latestSmsCode } from '../support/sandbox-outbox';

const BLANK = '/bench-blank.html';
const BARE_WORKER = '/bench-bare-sw.js';

/** A worker that hands every /api request to the network as it is: the browser's own cost of a worker. */
const bareWorker = `self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname.startsWith('/api/')) event.respondWith(fetch(event.request));
});
`;

/** Adds the blank page and the bare worker to a copy of dist/branch. */
export const addBenchFiles = (branchDir: string): void => {
  writeFileSync(path.join(branchDir, BLANK.slice(1)), '<!doctype html><title>bench</title>\n');
  writeFileSync(path.join(branchDir, BARE_WORKER.slice(1)), bareWorker);
};

export interface Sample {
  /** performance.now() from fetch() to the end of the body. */
  page: number;
  /** The server's own time, from its Server-Timing app;dur. */
  server: number;
}

/** Sequential fetches of one URL from the page, one per header set. */
export const timeBatch = (page: Page, url: string, headerSets: Record<string, string>[]) =>
  page.evaluate(
    async ({ url, headerSets }) => {
      const samples: Sample[] = [];
      let body = '';
      for (const headers of headerSets) {
        const started = performance.now();
        const response = await fetch(url, { headers, credentials: 'include', cache: 'no-store' });
        body = await response.text();
        const elapsed = performance.now() - started;
        const timing = response.headers.get('Server-Timing');
        const server = /dur=([\d.]+)/.exec(timing ?? '')?.[1];
        if (!response.ok || server === undefined)
          throw new Error(`${url}: ${response.status}, Server-Timing ${timing}`);
        samples.push({ page: elapsed, server: Number(server) });
      }
      return { samples, body };
    },
    { url, headerSets },
  );

/** The retail customer signed in on the app, as a person would, on the dashboard its worker controls. */
export const appPage = async (browser: Browser, base: string): Promise<Page> => {
  const retail = demoIdentity('retail');
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${base}/login`);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="identificationNumber"]').fill(retail.identificationNumber);
  await form.locator('input[name="password"]').fill(retail.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('otp-digit-1').focus();
  await page.keyboard.type(await latestSmsCode(base, retail.phone));
  await page.getByTestId('otp-submit').click();
  await page.getByTestId('greeting').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
};

export type HeaderSource = () => Promise<Record<string, string>> | Record<string, string>;

/**
 * A session of the retail customer signed in from Node, and the headers the app's worker would
 * send for GET `unsignedPath` and GET `signedPath` (a fresh trace id and signature each time).
 */
export const wireSession = async (base: string, browserVersion: string, unsignedPath: string, signedPath: string) => {
  const { credentials } = await signIn(base, demoIdentity('retail'));
  const { token, cookie } = credentials;
  const keys = keysForToken(token);
  if (!token || !cookie || !keys) throw new Error('signing in from Node gave no session');
  const contract = (route: string) => ({
    'Content-Type': 'application/json',
    [Header.TraceId]: randomUUID(),
    [Header.Language]: 'tur',
    [Header.Channel]: Channel.Internet,
    [Header.Os]: 'Linux',
    [Header.DeviceBrand]: `Chromium ${browserVersion.split('.')[0]}`,
    [Header.DeviceModel]: 'Unknown',
    [Header.ApiVersion]: apiVersionFor(route.slice('/api'.length)),
  });
  const unsigned: HeaderSource = () => ({ ...contract(unsignedPath), [Header.UnprotectedToken]: UNPROTECTED_TOKEN });
  const signed: HeaderSource = async () => {
    const headers = contract(signedPath);
    const signature = await signatureHeaders(keys, {
      method: 'GET',
      url: base + signedPath,
      body: '',
      traceId: headers[Header.TraceId],
      timestamp: Date.now(),
    });
    return { ...headers, ...signature, [Header.TransactionToken]: token, [Header.Signed]: 'true' };
  };
  return { cookie, unsigned, signed };
};

/** The blank page holding the Node session's cookie: under the bare worker, or under none. */
export const blankPage = async (browser: Browser, base: string, cookie: string, bare: boolean): Promise<Page> => {
  const context = await browser.newContext({ serviceWorkers: bare ? 'allow' : 'block' });
  const domain = new URL(base).hostname;
  await context.addCookies([
    { name: SESSION_COOKIE, value: cookie, domain, path: '/api', httpOnly: true, sameSite: 'Strict' },
  ]);
  const page = await context.newPage();
  await page.goto(base + BLANK);
  if (bare) {
    await page.evaluate((url) => navigator.serviceWorker.register(url), BARE_WORKER);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
  return page;
};

/**
 * A first visit as a phone customer meets it, on the built app (`npm start`'s server, a fresh
 * PGlite directory) in Debian's Chromium:
 * - the JS on the wire (compressed bytes, as Resource Timing reports them) before the /login form
 *   shows, cold, with no service worker yet;
 * - Lighthouse's mobile performance score (default mobile preset, simulated throttling) of /login
 *   (cold: Lighthouse clears the origin's storage) and of /dashboard signed in (the same tab
 *   reloaded, storage kept), median of BENCH_LIGHTHOUSE_RUNS (3).
 * Nothing is downloaded: Lighthouse and puppeteer-core come from npm and drive /usr/bin/chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import config from '../../playwright.config';
import { ensureBuilt } from '../../scripts/ensure-built';
import { demoIdentity } from '../../server/seed/demo-identities';
import { latestSmsCode } from '../support/sandbox-outbox';
import { startServerProcess } from '../support/server-process';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The e2e's Chromium flags (no sandbox, no GPU, no background downloads), headless. */
const CHROME_FLAGS = ['--headless=new', ...(config.use?.launchOptions?.args ?? [])];

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface ScriptBytes {
  count: number;
  encoded: number;
  decoded: number;
}

/** The scripts a cold /login has fetched by the time its form is visible. */
const loginScriptBytes = async (url: string): Promise<ScriptBytes> => {
  const browser = await chromium.launch(config.use?.launchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    // Checked on every animation frame: the moment the form is on screen, to the frame.
    const shownAt = await page.waitForFunction(
      () => document.querySelector('[data-testid="login-form"]') && performance.now(),
      undefined,
      { polling: 'raf' },
    );
    return await page.evaluate(
      (shown) => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => /\.m?js(\?|$)/.test(entry.name))
          .filter((entry) => entry.responseEnd <= shown);
        return {
          count: scripts.length,
          encoded: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
          decoded: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        };
      },
      (await shownAt.jsonValue()) as number,
    );
  } finally {
    await browser.close();
  }
};

/** Signs the retail demo customer in on this tab, as a person would, up to the dashboard. */
const signIn = async (page: Page, url: string) => {
  const retail = demoIdentity('retail');
  await page.goto(`${url}/login`);
  await page.waitForSelector('[data-testid="login-form"] input[name="identificationNumber"]', { visible: true });
  await page.type('[data-testid="login-form"] input[name="identificationNumber"]', retail.identificationNumber);
  await page.type('[data-testid="login-form"] input[name="password"]', retail.password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForSelector('[data-testid="otp-digit-1"]', { visible: true });
  await page.focus('[data-testid="otp-digit-1"]');
  await page.keyboard.type(await latestSmsCode(url, retail.phone));
  await page.click('[data-testid="otp-submit"]');
  await page.waitForSelector('[data-testid="greeting"]', { visible: true, timeout: 30_000 });
};

interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

const audit = async (page: Page, url: string, disableStorageReset: boolean): Promise<LighthouseRun> => {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
  };
};

const lighthouseRuns = async (url: string): Promise<{ login: LighthouseRun[]; dashboard: LighthouseRun[] }> => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const login: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage();
      login.push(await audit(page, `${url}/login`, false));
      await page.close();
    }
    const page = await browser.newPage();
    await signIn(page, url);
    const dashboard: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i++) dashboard.push(await audit(page, `${url}/dashboard`, true));
    return { login, dashboard };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
};

const lighthouseRow = (label: string, runs: LighthouseRun[]) => {
  const pick = (key: keyof LighthouseRun) => runs.map((run) => run[key]);
  const seconds = (values: number[]) => (median(values) / 1000).toFixed(2);
  return `| ${label} | ${median(pick('score'))} (${pick('score').join(', ')}) | ${seconds(pick('fcp'))} | ${seconds(pick('lcp'))} | ${median(pick('tbt')).toFixed(0)} |`;
};

export const firstVisit = async (): Promise<void> => {
  ensureBuilt();
  const dir = mkdtempSync(path.join(tmpdir(), 'emanet-bench-'));
  const server = await startServerProcess(dir);
  try {
    const bytes = await loginScriptBytes(server.url);
    console.log('| /login, cold, until the form shows | scripts | on the wire KB | decoded KB |');
    console.log('|---|---|---|---|');
    console.log(`| JS | ${bytes.count} | ${kb(bytes.encoded)} | ${kb(bytes.decoded)} |`);
    const { login, dashboard } = await lighthouseRuns(server.url);
    console.log(`\n| Lighthouse 12, mobile, ${RUNS} runs | score median (runs) | FCP s | LCP s | TBT ms |`);
    console.log('|---|---|---|---|---|');
    console.log(lighthouseRow('/login, cold', login));
    console.log(lighthouseRow('/dashboard, signed in, reload', dashboard));
  } finally {
    await server.stop('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
};

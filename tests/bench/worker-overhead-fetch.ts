/**
 * The service worker's added time per /api call through real fetches: the built app (`npm start`'s
 * server on a copy of dist, a fresh PGlite directory) in Debian's Chromium, the page's own `fetch`
 * timed with performance.now() to the end of the body, after a warm-up batch. Three pages:
 * - app: the retail demo customer signed in through the login screen and the SMS code; the page
 *   sends what src/api/http.ts sends and the app's worker does the rest;
 * - none: service workers blocked; the page sends what the app's worker would put on the wire:
 *   its contract headers and, for the signed call, a session of the same customer signed in from
 *   Node with the server tests' copy of the worker's transport (tests/server/support), its cookie
 *   given to the page and each call signed with its K beforehand. The answer keeps its IBANs
 *   encrypted, as the worker receives them;
 * - bare: the same as none, through a worker that only does `respondWith(fetch(event.request))`:
 *   the browser's own cost of routing a call through any worker, which no worker code can save.
 * Every /api answer says its server time (`Server-Timing: app;dur=`); a sample is the page's time
 * minus that, so the server's work and its jitter drop out and loopback, Chromium's network stack
 * and the worker remain. Added = a worker's page minus none, at p50 and at p95 (a difference of
 * percentiles, not a percentile of per-call differences). The series run in interleaved batches,
 * so drift (GC, other processes) meets them alike. performance.now() has 0.1 ms steps in a page
 * that is not cross-origin isolated.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import config from '../../playwright.config';
import { ensureBuilt } from '../../scripts/ensure-built';
import { startServerProcess } from '../support/server-process';
import {
  addBenchFiles,
  appPage,
  blankPage,
  timeBatch,
  wireSession,
  type HeaderSource,
  type Sample,
} from './worker-overhead-callers';

const CALLS = Number(process.env.BENCH_FETCH_CALLS ?? 400);
const BATCH = 50;
const HEALTH = '/api/health';
const ACCOUNTS = '/api/Deposit/GetAccounts/false';
const PAGES = ['app', 'bare', 'none'] as const;

interface Series {
  samples: Sample[];
  body: string;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * p)]!;
const ms = (value: number) => value.toFixed(1);
const net = (series: Series) => series.samples.map((s) => s.page - s.server);

const row = (label: string, [app, bare, none]: Series[]) => {
  const at = (series: Series) => [percentile(net(series), 0.5), percentile(net(series), 0.95)] as const;
  const [a, b, n] = [at(app!), at(bare!), at(none!)];
  const pair = ([p50, p95]: readonly [number, number]) => `${ms(p50)} / ${ms(p95)}`;
  const added = (x: readonly [number, number]) => pair([x[0] - n[0], x[1] - n[1]]);
  const server = app!.samples.map((s) => s.server);
  return `| ${label} | ${ms(percentile(server, 0.5))} | ${pair(a)} | ${pair(b)} | ${pair(n)} | **${added(a)}** | ${added(b)} |`;
};

const ibans = (body: string) => [...body.matchAll(/"iban":"([^"]*)"/g)].map((m) => m[1]!);

export const workerFetchOverhead = async (): Promise<void> => {
  ensureBuilt();
  const dir = mkdtempSync(path.join(tmpdir(), 'emanet-bench-'));
  const dist = path.join(dir, 'dist');
  cpSync(path.resolve(import.meta.dirname, '..', '..', 'dist'), dist, { recursive: true });
  addBenchFiles(path.join(dist, 'branch'));
  const server = await startServerProcess(path.join(dir, 'data'), { env: { DIST_DIR: dist } });
  const browser = await chromium.launch(config.use?.launchOptions);
  try {
    const wire = await wireSession(server.url, browser.version(), HEALTH, ACCOUNTS);
    const app = await appPage(browser, server.url);
    const bare = await blankPage(browser, server.url, wire.cookie, true);
    const none = await blankPage(browser, server.url, wire.cookie, false);
    const fromApp: HeaderSource = () => ({ 'Content-Type': 'application/json' });
    const plan = [
      { page: app, url: HEALTH, headers: fromApp },
      { page: bare, url: HEALTH, headers: wire.unsigned },
      { page: none, url: HEALTH, headers: wire.unsigned },
      { page: app, url: ACCOUNTS, headers: fromApp },
      { page: bare, url: ACCOUNTS, headers: wire.signed },
      { page: none, url: ACCOUNTS, headers: wire.signed },
    ];
    const results: Series[] = plan.map(() => ({ samples: [], body: '' }));
    for (let round = 0; round <= Math.ceil(CALLS / BATCH); round++) {
      for (const [i, { page, url, headers }] of plan.entries()) {
        const headerSets = await Promise.all(Array.from({ length: BATCH }, headers));
        const { samples, body } = await timeBatch(page, url, headerSets);
        if (round > 0) results[i]!.samples.push(...samples); // round 0 warms up
        results[i]!.body = body;
      }
    }
    const opened = ibans(results[3]!.body);
    const sealed = [...ibans(results[4]!.body), ...ibans(results[5]!.body)];
    if (!opened.every((iban) => iban.startsWith('TR')) || !sealed.every((iban) => iban.startsWith('ENC1')))
      throw new Error("the app's worker did not open the IBANs, or the answer on the wire was not encrypted");
    const count = results[0]!.samples.length;
    const load = loadavg()[0]!.toFixed(1);
    console.log(`Load average over the last minute: ${load} on ${availableParallelism()} CPUs.\n`);
    const columns = PAGES.map((name) => `${name} p50 / p95`).join(' | ');
    console.log(
      `| real fetch, ${count} calls each, page time − server time (ms) | server p50 | ${columns} | app's worker added p50 / p95 | bare worker added |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    console.log(row(`(a) GET ${HEALTH}, unauthenticated`, results.slice(0, 3)));
    console.log(row(`(b) GET ${ACCOUNTS}, signed, ${opened.length} ENC1 IBANs opened`, results.slice(3)));
  } finally {
    await browser.close();
    await server.stop('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
};

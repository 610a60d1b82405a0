/**
 * The service worker's added time per /api call (contract headers, field encryption,
 * signing) for a 2 KB JSON body, measured in Chromium (Debian's, as the e2e use it) with
 * performance.now() around the worker's own prepareRequest; and the decryption of an
 * answer with ten mapped IBANs. Then the same through real fetches of the built app
 * (worker-overhead-fetch.ts). Target: under 1 ms per call.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import config from '../../playwright.config';
import { workerFetchOverhead } from './worker-overhead-fetch';

const CALLS = Number(process.env.BENCH_CALLS ?? 500);

export const workerOverhead = async (): Promise<void> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'emanet-bench-'));
  try {
    const outfile = path.join(dir, 'bench.js');
    await build({
      entryPoints: [path.join(import.meta.dirname, 'worker-overhead-page.ts')],
      bundle: true,
      format: 'iife',
      target: 'es2022',
      outfile,
      logLevel: 'silent',
    });
    const script = readFileSync(outfile, 'utf8');
    const browser = await chromium.launch(config.use?.launchOptions);
    try {
      const page = await browser.newPage();
      // localhost is a secure context, so crypto.subtle is there.
      await page.route('http://localhost/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
      );
      await page.goto('http://localhost/bench');
      await page.addScriptTag({ content: script });
      const result = await page.evaluate(
        (calls) =>
          (
            globalThis as unknown as {
              runBench: (n: number) => Promise<{
                bytes: number;
                prepare: { p50: number; p95: number };
                open: { p50: number; p95: number };
              }>;
            }
          ).runBench(calls),
        CALLS,
      );
      const ms = (value: number) => value.toFixed(3);
      console.log(`| Chromium, ${CALLS} calls, ${result.bytes}-byte body | p50 ms | p95 ms |`);
      console.log('|---|---|---|');
      console.log(
        `| prepareRequest: headers, 2 ENC1 fields, signature | ${ms(result.prepare.p50)} | ${ms(result.prepare.p95)} |`,
      );
      console.log(`| open an answer with 10 ENC1 IBANs | ${ms(result.open.p50)} | ${ms(result.open.p95)} |`);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('');
  await workerFetchOverhead();
};

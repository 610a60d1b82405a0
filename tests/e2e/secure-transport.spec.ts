/**
 * Through the real service worker: the bank receives the contract headers, ciphertext for
 * every mapped field and signed calls, while the screen shows plain values.
 */
import { createServer } from '../../server/app-server';
import { demoIdentity } from '../../server/seed/demo-identities';
import { Header } from '../../src/contract/headers';
import { freshDatabase } from '../support/fresh-database';
import { expect, signInWithSms, test as base, type Bank } from './support/bank';

interface Seen {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

const test = base.extend<{ seen: Seen[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern
  seen: async ({}, use) => use([]),
  bank: async ({ seen }, use) => {
    const database = await freshDatabase('e2e');
    const bank: Bank = await createServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      databaseUrl: database.databaseUrl,
      distDir: process.env.E2E_DIST_DIR ?? 'dist',
      logLevel: 'warn',
      onRequest: (request) => {
        const url = new URL(request.url);
        if (!url.pathname.startsWith('/api/')) return;
        void request
          .text()
          .then((body) => seen.push({ method: request.method, path: url.pathname, headers: request.headers, body }));
      },
    });
    await use(bank);
    await bank.close();
    await database.drop();
  },
});

const retail = demoIdentity('retail');

test('mapped fields travel encrypted and calls are signed, while the screen shows plain values', async ({
  page,
  bank,
  request,
  seen,
}) => {
  await signInWithSms(page, request, bank, retail);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByTestId('nav-my-accounts').click();
  const iban = page.getByTestId('account-iban').first();
  await expect(iban).toBeVisible();
  expect(await iban.getAttribute('data-iban')).toMatch(/^TR\d{24}$/);

  const at = (path: string) => seen.filter((s) => s.path.toLowerCase() === path.toLowerCase());
  expect(at('/api/Auth/GetSensitiveDataMapping').length).toBeGreaterThan(0);

  const [login] = at('/api/Auth/InitialLogin');
  expect(login).toBeDefined();
  expect(login!.headers.get(Header.ClientKey)).toMatch(/^rsa3072-[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{500,}$/);
  const fields = JSON.parse(login!.body) as Record<string, string>;
  expect(fields.identificationNumber).toMatch(/^ENC1\./);
  expect(fields.password).toMatch(/^ENC1\./);
  expect(login!.body).not.toContain(retail.identificationNumber);
  expect(login!.body).not.toContain(retail.password);

  const accounts = seen.find((s) => s.path.toLowerCase().startsWith('/api/deposit/getaccounts/'));
  expect(accounts).toBeDefined();
  for (const name of [Header.TraceId, Header.Language, Header.Channel, Header.ApiVersion, Header.Signed])
    expect(accounts!.headers.get(name), name).toBeTruthy();
  expect(accounts!.headers.get(Header.TransactionToken)).toBeTruthy();
  expect(accounts!.headers.get(Header.Signature)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(Math.abs(Number(accounts!.headers.get(Header.Timestamp)) - Date.now())).toBeLessThan(60_000);
  expect(accounts!.headers.get(Header.ApiVersion)).toBe('1.2');

  // What the server answered carries ciphertext; the page got the plain IBAN.
  const raw = await page.evaluate(async () => {
    const response = await fetch('/api/Deposit/GetAccounts/false');
    return (await response.json()) as { data: { accounts: { iban: string }[] } };
  });
  expect(raw.data.accounts[0]!.iban).toMatch(/^TR\d{24}$/);
});

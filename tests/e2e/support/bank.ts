/**
 * The sandbox bank, started inside the Playwright worker on a database of its own,
 * so a test can compare what the screen shows with what the database holds.
 */
import { test as base, type APIRequestContext } from '@playwright/test';
import { createServer } from '../../../server/app-server';
import { Header, UNPROTECTED_TOKEN } from '../../../src/contract/headers';
import type { OutboxMessage } from '../../../src/contract/sandbox';
import { freshDatabase } from '../../support/fresh-database';

export type Bank = Awaited<ReturnType<typeof createServer>>;

export const test = base.extend<object, { bank: Bank }>({
  bank: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const database = await freshDatabase('e2e');
      const bank = await createServer({
        port: 0,
        host: '127.0.0.1',
        dataDir: 'memory://',
        databaseUrl: database.databaseUrl,
        distDir: 'dist',
        logLevel: 'warn',
      });
      await use(bank);
      await bank.close();
      await database.drop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ bank }, use) => use(bank.url),
});

export { expect } from '@playwright/test';

/** The newest SMS code the sandbox "sent" to a phone number. */
export const latestSmsCode = async (request: APIRequestContext, bank: Bank, phone: string): Promise<string> => {
  const response = await request.get(`${bank.url}/api/Sandbox/Outbox?recipient=${encodeURIComponent(phone)}`, {
    headers: { [Header.UnprotectedToken]: UNPROTECTED_TOKEN },
  });
  const body = (await response.json()) as { data: { items: OutboxMessage[] } };
  const sms = body.data.items.find((item) => item.channel === 'sms' && item.code);
  if (!sms?.code) throw new Error(`no SMS code in the outbox for ${phone}`);
  return sms.code;
};

/** The /sandbox page (static HTML and script under the strict CSP) shows times in the bank's zone, Europe/Istanbul. */
import { BANK_TIME_ZONE } from '../../src/contract/date-text';
import { Header, UNPROTECTED_TOKEN } from '../../src/contract/headers';
import type { OutboxMessage } from '../../src/contract/sandbox';
import { expect, test } from './support/bank';

test.describe('the /sandbox page, in a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('shows when a message was sent in Istanbul time, under its strict CSP', async ({ page, request, bank }) => {
    const problems: string[] = [];
    // A CSP refusal shows as a console error; a missing favicon (404) is no problem here.
    page.on('console', (message) => /Content Security Policy/i.test(message.text()) && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const headers = { [Header.UnprotectedToken]: UNPROTECTED_TOKEN };
    expect((await request.post(`${bank.url}/api/Captcha/generate`, { headers, data: {} })).ok()).toBe(true);
    const outbox = await request.get(`${bank.url}/api/Sandbox/Outbox`, { headers });
    const [latest] = ((await outbox.json()) as { data: { items: OutboxMessage[] } }).data.items;
    const sentAt = new Date(latest!.createdAt);
    const istanbul = new Intl.DateTimeFormat('tr-TR', {
      timeZone: BANK_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(sentAt);

    await page.goto('/sandbox');
    await expect(page.getByRole('columnheader', { name: /Zaman \(İstanbul\)/ })).toBeVisible();
    const row = page.locator('#rows tr').first();
    await expect(row.locator('time')).toHaveText(istanbul);
    await expect(row.locator('time')).toHaveAttribute('datetime', sentAt.toISOString());
    await expect(row).toContainText(latest!.code!);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    expect(problems).toEqual([]);
  });
});

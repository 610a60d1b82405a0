/** The sandbox's outbox read over HTTP from Node, for benchmarks that sign in through a browser. */
import type { OutboxMessage } from '../../src/contract/sandbox';
import { unsignedHeaders } from './server-process';

/** The newest SMS code the sandbox at `baseUrl` "sent" to a phone number. */
export const latestSmsCode = async (baseUrl: string, phone: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/Sandbox/Outbox?recipient=${encodeURIComponent(phone)}`, {
    headers: unsignedHeaders,
  });
  const items = ((await response.json()) as { data: { items: OutboxMessage[] } }).data.items;
  const code = items.find((item) => item.channel === 'sms' && item.code)?.code;
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
};

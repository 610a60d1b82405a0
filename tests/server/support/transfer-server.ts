/**
 * The setup the send-money server tests share: the demo customers' accounts, a sandbox server on a
 * settable clock with the transfer test settings, and Ayşe (the retail demo customer) signed in.
 */
import type { ServerConfig } from '../../../server/config';
import { demoIdentity } from '../../../server/seed/demo-identities';
import { signInActive } from './login-steps';
import { startTestServer, type TestServer } from './test-server';
import { transferTestConfig, type Party, type SettableClock } from './transfer-steps';

/** Ayşe's (retail) accounts by currency, and Ali's TRY account at the same bank. */
export const AYSE_TRY = '1000146-1';
export const AYSE_USD = '1000146-3';
export const AYSE_EUR = '1000146-4';
export const ALI_TRY = '1111111-1';

/** Starts a server under `label` on `clock` and signs Ayşe in; her codes go to her phone. */
export const startTransferServer = async (
  label: string,
  clock: SettableClock,
  config: Partial<ServerConfig> = transferTestConfig(),
): Promise<{ server: TestServer; ayse: Party }> => {
  const server = await startTestServer(label, { now: clock.now, config });
  const identity = demoIdentity('retail');
  const { credentials } = await signInActive(server.url, identity);
  return { server, ayse: { base: server.url, credentials, recipient: identity.phone } };
};

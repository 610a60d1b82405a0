/**
 * Shared by the standing-order tests: a server on a settable clock with the retail and corporate demo
 * customers signed in, a monthly transfer order to change per case, and the calls that make and read
 * orders.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { DEFAULT_CONFIG } from '../../../server/config';
import { demoIdentity } from '../../../server/seed/demo-identities';
import { serviceEnvelopeSchema } from '../../../src/contract/envelope';
import { StandingOrderDetailSchema, type StandingOrderDetail } from '../../../src/contract/standing-orders';
import { call, type Credentials } from './http-client';
import { signInActive } from './login-steps';
import { startTestServer, type TestServer } from './test-server';
import { transferTestConfig, type SettableClock } from './transfer-steps';

export const AYSE_TRY = '1000146-1';
export const YILDIZ_IBAN = 'TR510001000123400056789012';
export const IBAN_TARGET = { mode: 'IBAN', iban: YILDIZ_IBAN, receiverName: 'Mehmet Yıldız' };

export interface StandingOrderWorld {
  server: TestServer;
  base: string;
  retail: Credentials;
  corporate: Credentials;
}

export const startStandingOrderWorld = async (label: string, clock: SettableClock): Promise<StandingOrderWorld> => {
  const server = await startTestServer(label, {
    now: clock.now,
    config: {
      ...transferTestConfig({ dailyTransferLimit: '100000000.00' }),
      standingOrderIntervalSeconds: 0,
    },
  });
  const base = server.url;
  const retail = (await signInActive(base, demoIdentity('retail'))).credentials;
  const corporate = (await signInActive(base, demoIdentity('corporate'))).credentials;
  return { server, base, retail, corporate };
};

export const detailOf = (body: unknown): StandingOrderDetail =>
  v.parse(serviceEnvelopeSchema(StandingOrderDetailSchema), body).data!;
export const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });

export const monthlyTransfer = (over: Record<string, unknown> = {}) => ({
  kind: 'Transfer',
  nickname: 'Kira',
  sourceAccountNumber: AYSE_TRY,
  target: IBAN_TARGET,
  amount: '100.00',
  description: 'Aralık kirası',
  frequency: 'Monthly',
  dayOfMonth: 2,
  startDate: '2026-12-02',
  maxRuns: 12,
  ...over,
});

const configBase = { ...DEFAULT_CONFIG, standingOrderIntervalSeconds: 0 };
export const configOf = () => ({ ...configBase, ...transferTestConfig({ dailyTransferLimit: '100000000.00' }) });

/** The order calls of the world that `world()` answers once it has started. */
export const standingOrderSteps = (world: () => StandingOrderWorld) => {
  const post = (route: string, json: unknown, credentials = world().retail, key: string | null = crypto.randomUUID()) =>
    call(world().base, `/api${route}`, { json, credentials, headers: key ? { 'Idempotency-Key': key } : {} });
  const getDetail = async (id: string, credentials = world().retail) =>
    (await call(world().base, `/api/StandingOrder/GetOrder/${id}`, { credentials })).body;
  const create = async (body: unknown, credentials = world().retail) => {
    const reply = await post('/StandingOrder/Create', body, credentials);
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 550 });
    return detailOf(reply.body);
  };
  return { post, getDetail, create };
};

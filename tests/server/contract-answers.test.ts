/**
 * The send-money answers fit the contract's schemas the page parses them with (issue 11: no
 * interface checked with `v.custom` any more): Preview, the Execute challenge and receipt for every
 * target mode, the transfer list, one transfer, the limits, banks and wallets, a quote and the
 * registered transaction saved from a transfer.
 */
import { pino } from 'pino';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisteredTransactionChangeSchema } from '../../src/contract/registered-transactions';
import {
  ApproverInfoSchema,
  BankListSchema,
  ExchangeQuoteSchema,
  PaymentWalletListSchema,
  TransferLimitsSchema,
  TransferListSchema,
  TransferReceiptSchema,
  TransferSummarySchema,
} from '../../src/contract/transfers';
import { demoIdentity } from '../../server/seed/demo-identities';
import { IBAN_TARGET, OTHER_TARGETS } from './support/fuzz-routes';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { codeFor, get, post, transferTestConfig, type Party } from './support/transfer-steps';

let server: TestServer;
let ayse: Party;

beforeAll(async () => {
  server = await startTestServer('contract-answers', {
    logger: pino({ level: 'silent' }),
    config: transferTestConfig(),
  });
  const { credentials } = await signInActive(server.url, demoIdentity('retail'));
  ayse = { base: server.url, credentials, recipient: demoIdentity('retail').phone };
}, 60_000);
afterAll(() => server?.stop());

const issuesOf = (schema: v.GenericSchema, data: unknown) => {
  const result = v.safeParse(schema, data);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
};

describe('the send-money answers', () => {
  it.each([IBAN_TARGET, ...OTHER_TARGETS])('fit the schemas for a $mode target', async (target) => {
    const request = {
      sourceAccountNumber: '1000146-1',
      target,
      amount: '10.00',
      description: 'Kira',
      acceptNextWindow: true,
    };
    const summary = await post<{ exchange: { quoteId: string } | null }>(ayse, '/api/Transfer/Preview', request);
    expect(summary.body.status, summary.text).toBe('success');
    expect(issuesOf(TransferSummarySchema, summary.body.data)).toEqual([]);
    const execute = {
      ...request,
      ...(summary.body.data.exchange ? { quoteId: summary.body.data.exchange.quoteId } : {}),
    };
    const key = crypto.randomUUID();
    let answer = await post<{ otpReferenceKey: string }>(ayse, '/api/Transfer/Execute', execute, key);
    expect(answer.body.status, answer.text).toBe('success');
    if ([201, 202, 203].includes(answer.body.actionCode)) {
      expect(issuesOf(ApproverInfoSchema, answer.body.data)).toEqual([]);
      const { otpReferenceKey } = answer.body.data;
      const otpCode = await codeFor(ayse, otpReferenceKey);
      answer = await post(ayse, '/api/Transfer/Execute', { ...execute, otpReferenceKey, otpCode }, key);
    }
    expect(answer.body.status, answer.text).toBe('success');
    expect(issuesOf(TransferReceiptSchema, answer.body.data)).toEqual([]);
  });

  it('fit the schemas for the lists, the limits, a quote and a saved transfer', async () => {
    const list = await get<{ transfers: { transferId: string; status: string }[] }>(
      ayse,
      '/api/Transfer/GetTransfers?take=20',
    );
    expect(issuesOf(TransferListSchema, list.body.data)).toEqual([]);
    const done = list.body.data.transfers.find((t) => t.status === 'Completed')!;
    expect(
      issuesOf(TransferReceiptSchema, (await get(ayse, `/api/Transfer/GetTransfer/${done.transferId}`)).body.data),
    ).toEqual([]);
    expect(issuesOf(TransferLimitsSchema, (await get(ayse, '/api/Transfer/GetLimits')).body.data)).toEqual([]);
    expect(issuesOf(BankListSchema, (await get(ayse, '/api/Transfer/GetBanks')).body.data)).toEqual([]);
    expect(issuesOf(PaymentWalletListSchema, (await get(ayse, '/api/Transfer/GetPaymentWallets')).body.data)).toEqual(
      [],
    );
    const quote = await post(ayse, '/api/Transfer/GetExchangeQuote', {
      sourceAccountNumber: '1000146-1',
      targetAccountNumber: '1000146-3',
      amount: '100.00',
    });
    expect(issuesOf(ExchangeQuoteSchema, quote.body.data)).toEqual([]);
    const saved = await post(
      ayse,
      '/api/DkAdc/SaveRecordedTransaction',
      { name: 'Kira', fromTransferId: done.transferId },
      crypto.randomUUID(),
    );
    expect(saved.body.status, saved.text).toBe('success');
    expect(issuesOf(RegisteredTransactionChangeSchema, saved.body.data)).toEqual([]);
  });
});

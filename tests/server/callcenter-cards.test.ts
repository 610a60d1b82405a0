/**
 * CallCenter cards (issue 18): an agent blocks a card as lost or stolen on the verified caller's word,
 * without a code (one decision under the Idempotency-Key, the customer's SMS, the Replacement
 * application naming the card); refused and audited before verification; every other card change is
 * not an agent's; another customer's card is not found; the block shows in the customer's cards and
 * applications (the lost/stolen processes page joins them by sourceCardId).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema/auth';
import { ccAudit } from '../../server/db/schema/callcenter';
import { cardApplications, cards } from '../../server/db/schema/cards';
import { demoIdentity } from '../../server/seed/demo-identities';
import { Header } from '../../src/contract/headers';
import { MessageCode } from '../../src/contract/message-codes';
import { newCall, verifiedCall, type AgentCallSession } from './support/callcenter-steps';
import { call } from './support/http-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
const ayse = demoIdentity('retail');
const ADDRESS = 'Bağdat Caddesi No: 12 D: 4, Kadıköy / İstanbul';

beforeAll(async () => {
  server = await startTestServer('callcenter_cards');
  base = server.url;
});
afterAll(() => server?.stop());

interface Envelope<T = Record<string, unknown>> {
  status: string;
  actionCode: number;
  data: T;
  messages: { code: string; text: string }[];
}

const as = <T = Record<string, unknown>>(agent: AgentCallSession, route: string, json?: unknown, key?: string) =>
  call<Envelope<T>>(base, route, {
    headers: { ...agent.headers, ...(key ? { [Header.IdempotencyKey]: key } : {}) },
    json,
  });

const ayseId = async () =>
  (await server.db.select().from(customers).where(eq(customers.identificationNumber, ayse.identificationNumber)))[0]!
    .id;

const liveDebitCard = async (customerId: string) =>
  (
    await server.db
      .select()
      .from(cards)
      .where(and(eq(cards.customerId, customerId), eq(cards.kind, 'Debit'), eq(cards.status, 'Active')))
  )[0]!;

const auditOf = async (action: string) =>
  (await server.db.select().from(ccAudit).where(eq(ccAudit.action, action))).map((row) => ({
    action: row.action,
    status: row.status,
    customerId: row.customerId,
  }));

describe('CallCenter: the lost/stolen block on the customer word', () => {
  it('refuses the block before the caller is verified, and audits the attempt', async () => {
    const agent = await newCall(base);
    await as(agent, '/api/CallCenter/FindCustomer', { by: 'identityNumber', value: ayse.identificationNumber });
    const card = await liveDebitCard(await ayseId());
    const body = { cardId: card.id, reason: 'Lost', replacement: false, deliveryAddress: null };
    const refused = await as(agent, '/api/Card/ReportLostStolen', body, randomUUID());
    expect(refused.status).toBe(403);
    expect(refused.body.messages[0]?.code).toBe(MessageCode.CcNotVerified);
    expect((await liveDebitCard(await ayseId())).id).toBe(card.id);
    expect(await auditOf('cardReportLostStolen')).toContainEqual({
      action: 'cardReportLostStolen',
      status: 403,
      customerId: await ayseId(),
    });
  });

  it('blocks at once without a code for a verified caller, once per key, with the SMS and the replacement', async () => {
    const agent = await verifiedCall(base, ayse.identificationNumber);
    const customerId = await ayseId();
    const card = await liveDebitCard(customerId);
    const key = randomUUID();
    const body = { cardId: card.id, reason: 'Stolen', replacement: true, deliveryAddress: ADDRESS };
    const done = await as<{ card: { status: string; statusReason: string }; application: { reference: string } }>(
      agent,
      '/api/Card/ReportLostStolen',
      body,
      key,
    );
    expect(done.body.status).toBe('success');
    expect(done.body.actionCode).toBe(568);
    expect(done.body.data.card).toMatchObject({ status: 'Blocked', statusReason: 'Stolen' });
    const replay = await as(agent, '/api/Card/ReportLostStolen', body, key);
    expect(replay.body).toEqual(done.body);
    const replacements = await server.db
      .select()
      .from(cardApplications)
      .where(eq(cardApplications.sourceCardId, card.id));
    expect(replacements).toHaveLength(1);
    expect(replacements[0]).toMatchObject({ kind: 'Replacement', status: 'Received', customerId });
    // The customer's own reads: the card Blocked, the replacement naming it.
    const list = await as<{ cards: { id: string; status: string; statusReason: string }[] }>(
      agent,
      '/api/Card/GetCards',
    );
    expect(list.body.data.cards.find((c) => c.id === card.id)).toMatchObject({
      status: 'Blocked',
      statusReason: 'Stolen',
    });
    const applications = await as<{ applications: { reference: string; sourceCardId: string | null }[] }>(
      agent,
      '/api/Card/GetApplications',
    );
    expect(applications.body.data.applications).toContainEqual(
      expect.objectContaining({ reference: done.body.data.application.reference, sourceCardId: card.id }),
    );
    const sms = await call<{ data: { items: { text: string }[] } }>(
      base,
      `/api/sandbox/outbox?identificationNumber=${ayse.identificationNumber}`,
      { plain: true },
    );
    expect(sms.body.data.items.some((item) => item.text.includes(card.cardNumber.slice(-4)))).toBe(true);
    expect(await auditOf('cardReportLostStolen')).toContainEqual({
      action: 'cardReportLostStolen',
      status: 200,
      customerId,
    });
  });

  it("refuses every other card change, and another customer's card is not found", async () => {
    const agent = await verifiedCall(base, ayse.identificationNumber);
    const customerId = await ayseId();
    const mine = (await server.db.select().from(cards).where(eq(cards.customerId, customerId)))[0]!;
    const freeze = await as(agent, '/api/Card/Freeze', { cardId: mine.id }, randomUUID());
    expect(freeze.status).toBe(403);
    expect(freeze.body.messages[0]?.code).toBe(MessageCode.CcNotAllowed);
    const theirs = (
      await server.db
        .select()
        .from(cards)
        .where(and(ne(cards.customerId, customerId), eq(cards.kind, 'Debit'), eq(cards.status, 'Active')))
    )[0]!;
    const body = { cardId: theirs.id, reason: 'Lost', replacement: false, deliveryAddress: null };
    const other = await as(agent, '/api/Card/ReportLostStolen', body, randomUUID());
    expect(other.body.messages.map((m) => m.code)).toEqual(['card.notFound']);
    expect((await server.db.select().from(cards).where(eq(cards.id, theirs.id)))[0]!.status).toBe('Active');
  });

  it('reads what the agent screens offer: an account statement, a financing contract, a card statement list', async () => {
    const agent = await verifiedCall(base, ayse.identificationNumber);
    const accounts = await as<{ accounts: { accountNumber: string }[] }>(agent, '/api/Deposit/GetAccounts/false');
    const accountNumber = accounts.body.data.accounts[0]!.accountNumber;
    const statement = await as<{ base64: string }>(agent, `/api/Deposit/GetStatementPdf/${accountNumber}`);
    expect(statement.body.status).toBe('success');
    const csv = await as(agent, `/api/Deposit/GetStatementCsv/${accountNumber}`);
    expect(csv.body.status).toBe('success');
    const financings = await as<{ financings: { id: string }[] }>(agent, '/api/Financing/GetFinancings');
    const detail = await as<{ contractDocumentId: string | null }>(
      agent,
      `/api/Financing/GetFinancing/${financings.body.data.financings[0]!.id}`,
    );
    const contract = await as(agent, `/api/Document/GetDocumentPdf/${detail.body.data.contractDocumentId}`);
    expect(contract.body.status).toBe('success');
    const credit = (
      await server.db
        .select()
        .from(cards)
        .where(and(eq(cards.customerId, await ayseId()), eq(cards.kind, 'Credit')))
    )[0]!;
    const statements = await as(agent, `/api/Card/GetStatements/${credit.id}`);
    expect(statements.body.status).toBe('success');
  });
});

/**
 * No answer carries a full card number (issue 14): signed in as the demo customers with cards, every
 * GET route of the route table under /Card and /CardDebt is called with real ids (every card of
 * theirs, their statements, applications and card debt payments; both transaction periods) and the
 * sandbox's card list too, and neither the bytes on the wire nor the opened answer (nor a PDF's text)
 * holds any `cards.card_number` of the database. The one call that answers a number by design,
 * `GET /CardDebt/GetPaymentCard/{id}` (a paid card's number to pay it again, issue 13), is sealed on
 * the wire (ENC1) and checked there only. The virtual card reveal is a POST, outside this test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../server/db/schema/cards';
import { demoIdentity, type DemoIdentity } from '../../server/seed/demo-identities';
import { API_ROUTES } from '../../src/contract/api-routes';
import type { CardDebtReceipt } from '../../src/contract/card-debt';
import type { CardList } from '../../src/contract/cards';
import { fund } from '../support/ledger-fixtures';
import { call, credentialsFrom, latestOutbox, startLogin } from './support/http-client';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, startTransferServer } from './support/transfer-server';
import { codeFor, get, post, settableClock, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
let numbers: string[];

const GET_ROUTES = API_ROUTES.filter(
  (route) => route.method === 'GET' && (route.path.startsWith('/Card/') || route.path.startsWith('/CardDebt/')),
);
const SEALED_BY_DESIGN = '/CardDebt/GetPaymentCard/{id}';

/** Every string of an answer; a base64 PDF also as its text. */
const stringsOf = async (value: unknown, out: string[] = []): Promise<string[]> => {
  if (typeof value === 'string') {
    out.push(value);
    if (value.startsWith('JVBERi0')) out.push(await pdfText(value));
  } else if (Array.isArray(value)) for (const item of value) await stringsOf(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) await stringsOf(item, out);
  return out;
};

const pdfText = async (base64: string): Promise<string> => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(Buffer.from(base64, 'base64')), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const items = (await (await doc.getPage(n)).getTextContent()).items;
    const strings = items.map((item) => ('str' in item ? item.str : ''));
    pages.push(strings.join(' '), strings.join(''));
  }
  return pages.join('\n');
};

const expectNoNumber = (where: string, text: string) => {
  for (const number of numbers) expect(text.includes(number), `${where} carries ${number.slice(0, 6)}…`).toBe(false);
};

/** A party's ids by what a route's parameter names. */
interface Ids {
  cards: string[];
  statements: string[];
  applications: string[];
  payments: string[];
}

const idsOf = async (party: Party, payments: string[]): Promise<Ids> => {
  const cardList = (await get<CardList>(party, '/api/Card/GetCards')).body.data.cards;
  const ids: Ids = { cards: cardList.map((card) => card.id), statements: [], applications: [], payments };
  for (const card of cardList.filter((c) => c.kind === 'Credit')) {
    const reply = await get<{ statements: { id: string }[] }>(party, `/api/Card/GetStatements/${card.id}`);
    if (reply.body.status === 'success') ids.statements.push(...reply.body.data.statements.map((s) => s.id));
  }
  const applications = await get<{ applications: { id: string }[] }>(party, '/api/Card/GetApplications');
  if (applications.body.status === 'success')
    ids.applications.push(...applications.body.data.applications.map((a) => a.id));
  return ids;
};

/** The requests a route is called with: one per id its parameter names (both periods for transactions). */
const requestsOf = (path: string, ids: Ids): string[] => {
  const param = /\{(\w+)\}/.exec(path)?.[1];
  if (!param) return [path];
  const values = path.startsWith('/CardDebt/')
    ? ids.payments
    : path.includes('Application')
      ? ids.applications
      : param === 'statementId'
        ? ids.statements
        : ids.cards;
  const filled = values.map((value) => path.replace(`{${param}}`, value));
  return path.includes('GetTransactions') ? filled.flatMap((p) => [`${p}?period=current`, `${p}?period=all`]) : filled;
};

const checkParty = async (party: Party, payments: string[]) => {
  const ids = await idsOf(party, payments);
  expect(ids.cards.length).toBeGreaterThan(0);
  let called = 0;
  for (const route of GET_ROUTES) {
    for (const path of requestsOf(route.path, ids)) {
      const reply = await call(party.base, `/api${path}`, { credentials: party.credentials });
      party.credentials = credentialsFrom(reply, party.credentials);
      expect(reply.status, path).toBe(200);
      expectNoNumber(`${path} (wire)`, reply.text);
      if (route.path !== SEALED_BY_DESIGN) expectNoNumber(path, (await stringsOf(reply.body)).join('\n'));
      called++;
    }
  }
  return { called, ids };
};

/** Ali signs in by push: the sandbox approves the message, the poll answers the session. */
const signedInByPush = async (identity: DemoIdentity): Promise<Party> => {
  const start = await startLogin(server.url, identity);
  const message = await latestOutbox(server.url, identity);
  expect((await call(server.url, '/api/Sandbox/ApprovePush', { json: { id: message.id } })).status).toBe(200);
  const approved = await call(server.url, '/api/auth/approveMessage', {
    json: { authorizationId: start.referenceKey },
    credentials: start.credentials,
  });
  return { base: server.url, credentials: credentialsFrom(approved, start.credentials), recipient: identity.phone };
};

/** Pays one's own credit card's minimum with the code: a card debt payment to read back. */
const payMinimum = async (party: Party, cardId: string): Promise<string> => {
  const key = crypto.randomUUID();
  const request = { cardId, option: 'MinimumPayment', sourceAccountNumber: AYSE_TRY };
  const first = await post<{ otpReferenceKey: string }>(party, '/api/CardDebt/PayOwnCard', request, key);
  const otpCode = await codeFor(party, first.body.data.otpReferenceKey);
  const paid = await post<CardDebtReceipt>(
    party,
    '/api/CardDebt/PayOwnCard',
    { ...request, otpReferenceKey: first.body.data.otpReferenceKey, otpCode },
    key,
  );
  expect(paid.body.status).toBe('success');
  return paid.body.data.paymentId;
};

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('cards_no_number', clock));
  await fund(server.db, AYSE_TRY, 5_000_000n, { at: clock.now() });
  numbers = (await server.db.select({ number: cards.cardNumber }).from(cards)).map((row) => row.number);
});
afterAll(() => server?.stop());

describe('no full card number in any answer', () => {
  it('covers the card routes of the table', () => {
    expect(GET_ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/Card/GetCards', '/Card/GetCard/{id}', '/Card/GetTransactions/{cardId}']),
    );
    expect(numbers.length).toBeGreaterThanOrEqual(7);
  });

  it('Ayşe (retail): every GET card route with her cards, statements, applications and a payment', async () => {
    const credit = (await get<CardList>(ayse, '/api/Card/GetCards')).body.data.cards.find((c) => c.kind === 'Credit')!;
    const payment = await payMinimum(ayse, credit.id);
    const { called, ids } = await checkParty(ayse, [payment]);
    expect(called).toBeGreaterThan(GET_ROUTES.length);
    // Her seeded statements were read too, each with its PDF.
    expect(ids.statements.length).toBeGreaterThan(0);
  });

  it('Ali (push): every GET card route with his cards', async () => {
    const ali = await signedInByPush(demoIdentity('push'));
    expect((await checkParty(ali, [])).called).toBeGreaterThan(0);
  });

  it('the sandbox’s card list', async () => {
    const reply = await call(server.url, '/api/Sandbox/Card/Cards');
    expect(reply.status).toBe(200);
    expectNoNumber('/Sandbox/Card/Cards', reply.text);
  });
});

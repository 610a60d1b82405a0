/**
 * My documents: the merged list (contracts, statements, receipts, notices) with its filters and
 * paging, each document's file only to its owner, a contract made in the commit that opens an
 * account, and the upload of a missing document (type, size, another customer's request, the flag
 * cleared).
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { documentRequests, documents } from '../../server/db/schema/documents';
import {
  DocumentFileSchema,
  DocumentListSchema,
  UPLOAD_MAX_BYTES,
  UploadMissingDocumentResultSchema,
  type DocumentList,
} from '../../src/contract/documents';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { MessageCode } from '../../src/contract/message-codes';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { demoIdentity } from '../../server/seed/demo-identities';

let server: TestServer;
let base: string;
let ayse: Credentials;

beforeAll(async () => {
  server = await startTestServer('documents', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  base = server.url;
  ayse = (await signInActive(base, demoIdentity('retail'))).credentials;
});
afterAll(() => server?.stop());

const list = async (query = '', language: 'tur' | 'eng' = 'tur'): Promise<DocumentList> => {
  const reply = await call(base, `/api/Document/GetDocuments${query}`, {
    credentials: ayse,
    headers: { 'X-Language': language },
  });
  expect(reply.status).toBe(200);
  return v.parse(serviceEnvelopeSchema(DocumentListSchema), reply.body).data!;
};
const file = (id: string) => call(base, `/api/Document/GetDocumentPdf/${id}`, { credentials: ayse });
const upload = (json: unknown, key: string = crypto.randomUUID()) =>
  call(base, '/api/Document/UploadMissingDocument', { json, credentials: ayse, headers: { 'Idempotency-Key': key } });
const customerId = async (customerNumber: string) =>
  (await server.db.select().from(customers).where(eq(customers.customerNumber, customerNumber)))[0]!.id;
const codes = (body: unknown) => ((body as { messages: { code: string }[] }).messages ?? []).map((m) => m.code);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('GetDocuments', () => {
  it('lists contracts, statements, receipts and notices newest first, with what is missing', async () => {
    const all = await list('?limit=50');
    const types = new Set(all.documents.map((d) => d.type));
    expect([...types].sort()).toEqual(['Contract', 'Notice', 'Receipt', 'Statement']);
    const dates = all.documents.map((d) => Date.parse(d.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.missing.map((m) => m.requirement)).toEqual(['ProofOfAddress']);
    expect(JSON.stringify(all).toLowerCase()).not.toContain('faiz');
  });

  it('filters by type and by Istanbul days, and pages without repeating', async () => {
    const contracts = await list('?type=Contract&limit=50');
    expect(contracts.documents.length).toBeGreaterThanOrEqual(5);
    expect(contracts.documents.every((d) => d.type === 'Contract' && d.size! > 0)).toBe(true);
    const account = contracts.documents.find((d) => d.product === 'Account' && d.productName?.includes('1000146-1'));
    expect(account?.title).toMatch(/^Hesap Açılış Sözleşmesi/);
    const card = contracts.documents.find((d) => d.product === 'Card');
    expect(card?.productName).toMatch(/\*{6}\d{4}$/);
    const english = await list('?type=Contract&limit=50', 'eng');
    expect(english.documents.some((d) => d.title.startsWith('Account Opening Agreement'))).toBe(true);

    const statements = await list('?type=Statement&limit=50');
    expect(statements.documents.some((d) => d.product === 'CreditCard')).toBe(true);
    expect(statements.documents.some((d) => d.id.startsWith('ast-'))).toBe(true);

    const receipts = await list('?type=Receipt&limit=50');
    const day = receipts.documents[0]!.date;
    const istanbulDay = new Date(Date.parse(day) + 3 * 3_600_000).toISOString().slice(0, 10);
    const sameDay = await list(`?type=Receipt&from=${istanbulDay}&to=${istanbulDay}&limit=50`);
    expect(sameDay.documents.length).toBeGreaterThan(0);
    for (const d of sameDay.documents)
      expect(new Date(Date.parse(d.date) + 3 * 3_600_000).toISOString().slice(0, 10)).toBe(istanbulDay);

    const seen: string[] = [];
    let cursor: string | null = '';
    for (let i = 0; i < 4 && cursor !== null; i++) {
      const page: DocumentList = await list(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.documents.map((d) => d.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 28)).toEqual((await list('?limit=28')).documents.map((d) => d.id));
  });

  it('refuses a reversed or too long range (400)', async () => {
    const reversed = await call(base, '/api/Document/GetDocuments?from=2026-11-10&to=2026-11-01', {
      credentials: ayse,
    });
    expect(reversed.status).toBe(400);
    const long = await call(base, '/api/Document/GetDocuments?from=2024-01-01&to=2026-01-01', { credentials: ayse });
    expect(long.status).toBe(400);
  });
});

describe('GetDocumentPdf', () => {
  it('opens each kind of document as a PDF', async () => {
    const all = await list('?limit=50');
    for (const type of ['Contract', 'Statement', 'Receipt', 'Notice'] as const) {
      const doc = all.documents.find((d) => d.type === type)!;
      const reply = await file(doc.id);
      expect(reply.status).toBe(200);
      const data = v.parse(serviceEnvelopeSchema(DocumentFileSchema), reply.body).data!;
      expect(data.contentType).toBe('application/pdf');
      expect(Buffer.from(data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('answers 404 to another customer for each of Ayşe’s documents', async () => {
    const corporate = (await signInActive(base, demoIdentity('corporate'))).credentials;
    const all = await list('?limit=50');
    const ids = ['Contract', 'Notice', 'Receipt'].map((type) => all.documents.find((d) => d.type === type)!.id);
    ids.push(
      all.documents.find((d) => d.id.startsWith('ast-'))!.id,
      all.documents.find((d) => d.id.startsWith('cst-'))!.id,
    );
    for (const id of ids) {
      expect((await file(id)).status).toBe(200);
      const reply = await call(base, `/api/Document/GetDocumentPdf/${id}`, { credentials: corporate });
      expect(reply.status).toBe(404);
      expect(codes(reply.body)).toEqual([MessageCode.DocumentNotFound]);
    }
    const theirs = v.parse(
      serviceEnvelopeSchema(DocumentListSchema),
      (await call(base, '/api/Document/GetDocuments?limit=50', { credentials: corporate })).body,
    ).data!;
    expect(theirs.documents.some((d) => ids.includes(d.id))).toBe(false);
    expect(theirs.missing).toEqual([]);
    expect((await file(`doc-${crypto.randomUUID()}`)).status).toBe(404);
    expect((await file('doc-1')).status).toBe(400);
  });
});

describe('a contract when an account is opened', () => {
  it('is written in the commit that opens the account and opens as a bilingual PDF', async () => {
    const reply = await call(base, '/api/Deposit/CreateAccount', {
      credentials: ayse,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      json: {
        kind: 'Participation',
        currency: 'TRY',
        termMonths: 3,
        poolCode: 'TRY-STD',
        sourceAccountNumber: '1000146-1',
        amount: '2500.00',
      },
    });
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 301 });
    const opened = (reply.body as { data: { account: { accountNumber: string } } }).data.account.accountNumber;
    const [row] = await server.db.select().from(accounts).where(eq(accounts.accountNumber, opened));
    const [contract] = await server.db
      .select()
      .from(documents)
      .where(and(eq(documents.productId, row!.id), eq(documents.kind, 'Contract')));
    expect(contract).toMatchObject({ product: 'Account', createdAt: row!.openedAt });
    const newest = (await list('?type=Contract&limit=1')).documents[0]!;
    expect(newest).toMatchObject({ id: `doc-${contract!.id}`, product: 'Account' });
    expect(newest.productName).toContain(opened);
    const pdf = v.parse(serviceEnvelopeSchema(DocumentFileSchema), (await file(newest.id)).body).data!;
    const text = Buffer.from(pdf.content, 'base64');
    expect(text.subarray(0, 5).toString()).toBe('%PDF-');
    // Drawn once and kept: opening it again answers the same bytes.
    const again = v.parse(serviceEnvelopeSchema(DocumentFileSchema), (await file(newest.id)).body).data!;
    expect(again.content).toBe(pdf.content);
  });
});

describe('UploadMissingDocument', () => {
  const requestOf = async () => (await list()).missing[0]!;

  it('refuses a wrong type, an empty file and one over the size, naming each problem', async () => {
    const wanted = await requestOf();
    const body = { requestId: wanted.id, fileName: 'ikametgah.pdf', contentType: 'application/pdf' };
    const wrong = await upload({ ...body, content: PNG.toString('base64') });
    expect(wrong.body).toMatchObject({ status: 'error' });
    expect(codes(wrong.body)).toEqual([MessageCode.DocumentUploadWrongType]);
    const empty = await upload({ ...body, content: '' });
    expect(codes(empty.body)).toEqual([MessageCode.DocumentUploadEmpty]);
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    big.write('%PDF-');
    const large = await upload({ ...body, content: big.toString('base64') });
    expect(large.status).toBe(200);
    expect(codes(large.body)).toEqual([MessageCode.DocumentUploadTooLarge]);
    const bigPng = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    const both = await upload({ ...body, content: bigPng.toString('base64') });
    expect(codes(both.body)).toEqual([MessageCode.DocumentUploadTooLarge, MessageCode.DocumentUploadWrongType]);
    const listed = await upload({ ...body, contentType: 'image/gif', content: PDF.toString('base64') });
    expect(listed.status).toBe(400);
    expect((await list()).missing).toHaveLength(1);
  });

  it('refuses another customer’s request', async () => {
    const ali = await customerId('1111111');
    const [asked] = await server.db
      .insert(documentRequests)
      .values({ customerId: ali, requirement: 'IncomeProof', requestedAt: new Date() })
      .returning();
    const reply = await upload({
      requestId: asked!.id,
      fileName: 'gelir.pdf',
      contentType: 'application/pdf',
      content: PDF.toString('base64'),
    });
    expect(codes(reply.body)).toEqual([MessageCode.DocumentRequestNotFound]);
    const [still] = await server.db.select().from(documentRequests).where(eq(documentRequests.id, asked!.id));
    expect(still!.documentId).toBeNull();
  });

  it('is the auth state’s hasMissingDocument at sign-in', async () => {
    const { reply } = await signInActive(base, demoIdentity('retail'));
    expect(reply.body).toMatchObject({ actionCode: 100, data: { hasMissingDocument: true } });
    const corporate = await signInActive(base, demoIdentity('corporate'));
    expect(corporate.reply.body).toMatchObject({ actionCode: 100, data: { hasMissingDocument: false } });
  });

  it('stores the file, lists it, clears the flag once every document is in, and replays under one key', async () => {
    const wanted = await requestOf();
    const key = crypto.randomUUID();
    const body = {
      requestId: wanted.id,
      fileName: 'ikametgah.pdf',
      contentType: 'application/pdf',
      content: PDF.toString('base64'),
    };
    const reply = await upload(body, key);
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 910 });
    const result = v.parse(serviceEnvelopeSchema(UploadMissingDocumentResultSchema), reply.body).data!;
    expect(result.missing).toEqual([]);
    expect(result.document).toMatchObject({ type: 'Upload', title: 'Adres belgesi (ikametgâh)', size: PDF.length });
    const replay = await upload(body, key);
    expect(replay.body).toEqual(reply.body);
    const again = await upload(body);
    expect(codes(again.body)).toEqual([MessageCode.DocumentAlreadyUploaded]);
    const after = await list('?type=Upload');
    expect(after.missing).toEqual([]);
    expect(after.documents).toHaveLength(1);
    const stored = v.parse(serviceEnvelopeSchema(DocumentFileSchema), (await file(after.documents[0]!.id)).body).data!;
    expect(stored).toEqual({
      fileName: 'ikametgah.pdf',
      contentType: 'application/pdf',
      content: PDF.toString('base64'),
    });
    const { reply: signedIn } = await signInActive(base, demoIdentity('retail'));
    expect(signedIn.body).toMatchObject({ data: { hasMissingDocument: false } });
  });
});

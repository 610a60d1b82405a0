/**
 * Contact (issue 16): the branches before and after sign-in, a request saved with its reference
 * number and answer deadline (20 days for a card matter, 30 otherwise), saved once under one key,
 * its attachments checked (count, size, type by the first bytes, name), the list showing only the
 * customer's own requests, an attachment only to its owner, "In progress" an hour later on the
 * bank's clock, and the bank's sandbox answer appearing in the list.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../server/db/schema/contact';
import { demoIdentity } from '../../server/seed/demo-identities';
import { authEnvelopeSchema, serviceEnvelopeSchema } from '../../src/contract/envelope';
import {
  BranchListSchema,
  ContactAttachmentFileSchema,
  ContactRequestListSchema,
  ContactRequestSchema,
  type ContactRequest,
} from '../../src/contract/contact';
import { MessageCode } from '../../src/contract/message-codes';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
let ayse: Credentials;
let corporate: Credentials;

beforeAll(async () => {
  server = await startTestServer('contact', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  base = server.url;
  ayse = (await signInActive(base, demoIdentity('retail'))).credentials;
  corporate = (await signInActive(base, demoIdentity('corporate'))).credentials;
});
afterAll(() => server?.stop());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const attachment = (fileName: string, contentType: string, bytes: Buffer) => ({
  fileName,
  contentType,
  content: bytes.toString('base64'),
});
const request = (extra: Record<string, unknown> = {}) => ({
  category: 'Card',
  subject: 'Kart aidatı iadesi',
  text: 'Kartımdan kesilen yıllık aidatın iadesini rica ederim.',
  ...extra,
});
const save = (json: unknown, credentials = ayse, key: string = crypto.randomUUID()) =>
  call(base, '/api/DkEnquiryAgency/SaveContactUs', { json, credentials, headers: { 'Idempotency-Key': key } });
const list = async (credentials = ayse): Promise<ContactRequest[]> =>
  v.parse(
    serviceEnvelopeSchema(ContactRequestListSchema),
    (await call(base, '/api/DkEnquiryAgency/GetContactUsList', { credentials })).body,
  ).data!.requests;
const codes = (body: unknown) => ((body as { messages: { code: string }[] }).messages ?? []).map((m) => m.code);
const saved = (body: unknown) => v.parse(serviceEnvelopeSchema(ContactRequestSchema), body).data!;

describe('GET /Auth/Branches', () => {
  it('answers every branch with city, address, phone and hours, before sign-in and in English', async () => {
    const before = await call(base, '/api/Auth/Branches', {});
    expect(before.status).toBe(200);
    const tur = v.parse(authEnvelopeSchema(BranchListSchema), before.body).data!;
    expect(tur.branches.length).toBeGreaterThanOrEqual(8);
    expect(tur.cities).toContain('İstanbul');
    expect(tur.branches.every((b) => b.address && b.phone && b.hours.startsWith('Hafta içi'))).toBe(true);
    const eng = await call(base, '/api/Auth/Branches', { credentials: ayse, headers: { 'X-Language': 'eng' } });
    const english = v.parse(authEnvelopeSchema(BranchListSchema), eng.body).data!;
    expect(english.branches[0]!.hours).toMatch(/^Weekdays/);
  });
});

describe('SaveContactUs', () => {
  it('saves a request with a reference number and a 20-day deadline for a card matter, once under one key', async () => {
    const key = crypto.randomUUID();
    const body = request({ attachments: [attachment('dekont.pdf', 'application/pdf', PDF)] });
    const first = await save(body, ayse, key);
    expect(first.body).toMatchObject({ status: 'success', actionCode: 940 });
    const made = saved(first.body);
    expect(made.referenceNumber).toMatch(/^SKY-\d{8}-\d{6}$/);
    expect(made.status).toBe('Received');
    expect(made.answerDays).toBe(20);
    expect(Date.parse(made.answerDeadline) - Date.parse(made.createdAt)).toBe(20 * 86_400_000);
    expect(made.attachments).toEqual([
      { id: expect.any(String), fileName: 'dekont.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
    const again = await save(body, ayse, key);
    expect(saved(again.body).referenceNumber).toBe(made.referenceNumber);
    const rows = await server.db.select().from(contactRequests).where(eq(contactRequests.id, made.id));
    expect(rows).toHaveLength(1);
    const reused = await save(request({ subject: 'Başka bir konu' }), ayse, key);
    expect(reused.status).toBe(409);
  });

  it('gives anything but a card matter 30 days, and numbers requests one after another', async () => {
    const a = saved((await save(request({ category: 'Transfer' }))).body);
    const b = saved((await save(request({ category: 'Other' }))).body);
    expect(a.answerDays).toBe(30);
    expect(Date.parse(a.answerDeadline) - Date.parse(a.createdAt)).toBe(30 * 86_400_000);
    expect(Number(b.referenceNumber.slice(-6))).toBe(Number(a.referenceNumber.slice(-6)) + 1);
  });

  it('refuses attachments by count, size, type, first bytes and name, naming each problem', async () => {
    const before = (await list()).length;
    const four = [1, 2, 3, 4].map((n) => attachment(`f${n}.png`, 'image/png', PNG));
    expect(codes((await save(request({ attachments: four }))).body)).toEqual([MessageCode.ContactTooManyAttachments]);
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    expect(codes((await save(request({ attachments: [attachment('big.pdf', 'application/pdf', big)] }))).body)).toEqual(
      [MessageCode.ContactAttachmentTooLarge],
    );
    expect(
      codes((await save(request({ attachments: [attachment('a.exe', 'application/x-msdownload', PDF)] }))).body),
    ).toEqual([MessageCode.ContactAttachmentWrongType]);
    expect(codes((await save(request({ attachments: [attachment('fake.png', 'image/png', PDF)] }))).body)).toEqual([
      MessageCode.ContactAttachmentWrongType,
    ]);
    expect(
      codes((await save(request({ attachments: [attachment('empty.pdf', 'application/pdf', Buffer.alloc(0))] }))).body),
    ).toEqual([MessageCode.ContactAttachmentEmpty]);
    const badNames = ['../x.pdf', 'x.png', 'a'.repeat(101) + '.pdf', 'noextension'];
    for (const name of badNames)
      expect(codes((await save(request({ attachments: [attachment(name, 'application/pdf', PDF)] }))).body)).toEqual([
        MessageCode.ContactAttachmentNameInvalid,
      ]);
    const two = await save(
      request({ attachments: [attachment('x.png', 'image/png', PDF), attachment('y', 'image/png', PNG)] }),
    );
    expect(codes(two.body).sort()).toEqual(
      [MessageCode.ContactAttachmentNameInvalid, MessageCode.ContactAttachmentWrongType].sort(),
    );
    expect(await list()).toHaveLength(before);
  });

  it('refuses a missing subject or a too short text with the field', async () => {
    const reply = await save(request({ subject: '', text: 'kısa' }));
    expect(reply.status).toBe(400);
  });
});

describe('GetContactUsList and attachments', () => {
  it('lists only the own requests; another customer’s attachment answers 404', async () => {
    const made = saved((await save(request({ attachments: [attachment('ekran.png', 'image/png', PNG)] }))).body);
    const mine = await list();
    expect(mine[0]!.id).toBe(made.id);
    const theirs = await list(corporate);
    expect(theirs.some((r) => r.id === made.id)).toBe(false);
    const fileId = made.attachments[0]!.id;
    const own = await call(base, `/api/DkEnquiryAgency/GetContactUsAttachment/${fileId}`, { credentials: ayse });
    const file = v.parse(serviceEnvelopeSchema(ContactAttachmentFileSchema), own.body).data!;
    expect(Buffer.from(file.content, 'base64').equals(PNG)).toBe(true);
    const other = await call(base, `/api/DkEnquiryAgency/GetContactUsAttachment/${fileId}`, { credentials: corporate });
    expect(other.status).toBe(404);
    expect(codes(other.body)).toEqual([MessageCode.ContactAttachmentNotFound]);
  });

  it('reads "In progress" an hour later on the bank’s clock, then shows the bank’s answer', async () => {
    const made = saved((await save(request({ category: 'Account' }), corporate)).body);
    // An hour on the bank's clock: the request came in 61 minutes ago.
    await server.db
      .update(contactRequests)
      .set({ createdAt: new Date(Date.parse(made.createdAt) - 61 * 60_000) })
      .where(eq(contactRequests.id, made.id));
    expect((await list(corporate)).find((r) => r.id === made.id)!.status).toBe('InProgress');
    const answer = await call(base, '/api/Sandbox/ContactUsAnswer', {
      json: { referenceNumber: made.referenceNumber, text: 'Talebiniz incelendi ve aidat iade edildi.' },
    });
    expect(answer.body).toMatchObject({ status: 'success', data: { status: 'Answered' } });
    const shown = (await list(corporate)).find((r) => r.id === made.id)!;
    expect(shown.status).toBe('Answered');
    expect(shown.answers.map((a) => a.text)).toEqual(['Talebiniz incelendi ve aidat iade edildi.']);
    const closed = await call(base, '/api/Sandbox/ContactUsAnswer', {
      json: { referenceNumber: made.referenceNumber, text: 'Kapatıldı.', close: true },
    });
    expect(closed.body).toMatchObject({ status: 'success', data: { status: 'Closed' } });
    const late = await call(base, '/api/Sandbox/ContactUsAnswer', {
      json: { referenceNumber: made.referenceNumber, text: 'Bir daha.' },
    });
    expect(codes(late.body)).toEqual([MessageCode.ContactRequestClosed]);
    const unknown = await call(base, '/api/Sandbox/ContactUsAnswer', {
      json: { referenceNumber: 'SKY-20260101-999999', text: 'Yok.' },
    });
    expect(codes(unknown.body)).toEqual([MessageCode.ContactRequestNotFound]);
  });
});

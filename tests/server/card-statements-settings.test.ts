/**
 * Credit card statement settings and reads: the cut-off day and the sending preference as decisions
 * with a code (and their refusals), the statements of a virtual card's main card, the PDF for the
 * owner and not for another customer, and the sandbox clock's move cutting what came due.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../server/db/schema/cards';
import { outbox } from '../../server/db/schema/outbox';
import { creditCards } from '../../server/db/schema/payments';
import type { CardStatementList, CardStatementPdf, StatementSettings } from '../../src/contract/card-statements';
import type { CardList } from '../../src/contract/cards';
import type { ApproverInfo } from '../../src/contract/transfers';
import type { Reply } from './support/http-client';
import { accountOf, mainCardOf, statementsOf } from './support/card-statement-steps';
import type { TestServer } from './support/test-server';
import { startTransferServer } from './support/transfer-server';
import { codeFor, get, post, settableClock, type Envelope, type Party } from './support/transfer-steps';

const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
let creditId: string;
let debitId: string;
let zeynepCreditId: string;

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('card_statement_settings', clock));
  const list = (await get<CardList>(ayse, '/api/Card/GetCards')).body.data.cards;
  creditId = list.find((c) => c.kind === 'Credit')!.id;
  debitId = list.find((c) => c.kind === 'Debit' && c.status === 'Active')!.id;
  zeynepCreditId = (await mainCardOf(server.db, await accountOf(server.db, 1))).id;
});
afterAll(() => server?.stop());

/** The call, the code, the call again under the same key: the final reply (or the first refusal). */
const decide = async (path: string, body: object, key = crypto.randomUUID()) => {
  const first = await post<ApproverInfo>(ayse, path, body, key);
  if (first.body.status !== 'success' || first.body.actionCode !== 201)
    return first as unknown as Reply<Envelope<StatementSettings>>;
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(ayse, otpReferenceKey);
  return post<StatementSettings>(ayse, path, { ...body, otpReferenceKey, otpCode }, key);
};
const refusal = (code: string) => ({ status: 'error', messages: [expect.objectContaining({ code })] });
const CUTOFF = '/api/Card/UpdateStatementCutoff';
const PREFERENCE = '/api/Card/UpdateStatementPreference';

describe('statement cut-off day', () => {
  it('moves the next cut-off to the new day’s first date at least 15 days after the last statement', async () => {
    // Last statement 15 November; 23 November is 8 days after it, so the change counts from 23 December.
    const key = crypto.randomUUID();
    const reply = await decide(CUTOFF, { cardId: creditId, cutoffDay: 23 }, key);
    expect(reply.body).toMatchObject({
      status: 'success',
      actionCode: 590,
      data: { cardId: creditId, cutoffDay: 23, nextCutoffDate: '2026-12-23', statementPreference: 'Email' },
    });
    const account = await accountOf(server.db, 0);
    expect(account).toMatchObject({ cutoffDay: 23, nextCutoffDate: '2026-12-23' });
    // The same key again: the same answer, nothing changed twice.
    const replay = await post<StatementSettings>(ayse, CUTOFF, { cardId: creditId, cutoffDay: 23 }, key);
    expect(replay.body).toMatchObject({ status: 'success', actionCode: 590 });
  });

  it('refuses a day the bank does not offer, the same day, a debit card and another customer’s card', async () => {
    expect((await decide(CUTOFF, { cardId: creditId, cutoffDay: 10 })).body).toMatchObject(
      refusal('cardStatement.dayNotAllowed'),
    );
    expect((await decide(CUTOFF, { cardId: creditId, cutoffDay: 23 })).body).toMatchObject(
      refusal('cardStatement.sameCutoff'),
    );
    expect((await decide(CUTOFF, { cardId: debitId, cutoffDay: 8 })).body).toMatchObject(
      refusal('cardStatement.notCreditCard'),
    );
    expect((await decide(CUTOFF, { cardId: zeynepCreditId, cutoffDay: 8 })).body).toMatchObject(
      refusal('card.notFound'),
    );
    expect((await accountOf(server.db, 0)).cutoffDay).toBe(23);
    // A cut-off that has come but is not cut yet: the change waits for the statement.
    const { id } = await accountOf(server.db, 0);
    await server.db.update(creditCards).set({ nextCutoffDate: '2026-11-18' }).where(eq(creditCards.id, id));
    expect((await decide(CUTOFF, { cardId: creditId, cutoffDay: 8 })).body).toMatchObject(
      refusal('cardStatement.cutPending'),
    );
    await server.db.update(creditCards).set({ nextCutoffDate: '2026-12-23' }).where(eq(creditCards.id, id));
  });
});

describe('statement sending preference', () => {
  it('changes e-mail to post, refuses the same value, a closed card and a virtual card', async () => {
    const reply = await decide(PREFERENCE, { cardId: creditId, preference: 'Post' });
    expect(reply.body).toMatchObject({ status: 'success', actionCode: 591, data: { statementPreference: 'Post' } });
    expect((await accountOf(server.db, 0)).statementPreference).toBe('Post');
    expect((await decide(PREFERENCE, { cardId: creditId, preference: 'Post' })).body).toMatchObject(
      refusal('cardStatement.samePreference'),
    );

    await server.db.update(cards).set({ status: 'Cancelled' }).where(eq(cards.id, creditId));
    expect((await decide(PREFERENCE, { cardId: creditId, preference: 'None' })).body).toMatchObject(
      refusal('cardStatement.cardClosed'),
    );
    await server.db.update(cards).set({ status: 'Active' }).where(eq(cards.id, creditId));

    await server.db.update(cards).set({ kind: 'Virtual' }).where(eq(cards.id, creditId));
    expect((await decide(PREFERENCE, { cardId: creditId, preference: 'None' })).body).toMatchObject(
      refusal('cardStatement.notCreditCard'),
    );
    // A virtual card reads its main card's statements.
    const virtual = await get<CardStatementList>(ayse, `/api/Card/GetStatements/${creditId}`);
    expect(virtual.body.data.statements).toHaveLength(3);
    await server.db.update(cards).set({ kind: 'Credit' }).where(eq(cards.id, creditId));
    expect((await accountOf(server.db, 0)).statementPreference).toBe('Post');
  });
});

describe('statement reads', () => {
  it('lists the statements newest first, card as BIN + last 4; a debit card and another’s card are refused', async () => {
    const reply = await get<CardStatementList>(ayse, `/api/Card/GetStatements/${creditId}`);
    expect(reply.body.status).toBe('success');
    const { statements, maskedNumber } = reply.body.data;
    expect(maskedNumber).toMatch(/^515899\*{6}\d{4}$/);
    expect(statements.map((s) => s.cutoffDate)).toEqual(['2026-11-15', '2026-10-15', '2026-09-15']);
    expect((await get(ayse, `/api/Card/GetStatements/${debitId}`)).body).toMatchObject(
      refusal('cardStatement.notCreditCard'),
    );
    expect((await get(ayse, `/api/Card/GetStatements/${zeynepCreditId}`)).body).toMatchObject(refusal('card.notFound'));
  });

  it('answers the PDF to its owner, and not-found for another customer’s statement', async () => {
    const [own] = await statementsOf(server.db, await accountOf(server.db, 0));
    const pdf = await get<CardStatementPdf>(ayse, `/api/Card/GetStatementPdf/${own!.id}`);
    expect(pdf.body.status).toBe('success');
    const bytes = Buffer.from(pdf.body.data.content, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.body.data.fileName).toBe(`kart-ekstresi-${own!.cutoffDate}.pdf`);
    const card = (await accountOf(server.db, 0)).cardNumber;
    expect(bytes.toString('latin1')).not.toContain(card);

    const [theirs] = await statementsOf(server.db, await accountOf(server.db, 1));
    expect((await get(ayse, `/api/Card/GetStatementPdf/${theirs!.id}`)).body).toMatchObject(
      refusal('cardStatement.notFound'),
    );
  });
});

describe('the sandbox clock', () => {
  it('cuts the statements that came due when it moves, with the e-mail when they go by e-mail', async () => {
    const account = await accountOf(server.db, 1);
    expect(account.nextCutoffDate).toBe('2026-12-08');
    const ayseMails = () =>
      server.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'ayse.yilmaz@example.com'))
        .then((rows) => rows.length);
    const ayseBefore = await ayseMails();
    // 35 days on: 23 December, Zeynep's 8 December and Ayşe's new 23 December cut-offs have come.
    const moved = await post(ayse, '/api/Sandbox/Clock', { advanceDays: 35 });
    expect(moved.body.status).toBe('success');
    const [latest] = await statementsOf(server.db, account);
    expect(latest!.cutoffDate).toBe('2026-12-08');
    const [row] = await server.db.select().from(creditCards).where(eq(creditCards.id, account.id));
    expect(row!.nextCutoffDate).toBe('2027-01-08');
    // Zeynep's statements go by e-mail: the e-mail names the card as BIN + last 4 only.
    const mails = await server.db.select().from(outbox).where(eq(outbox.recipient, 'zeynep.kaya@example.com'));
    const mail = mails.find((m) => m.text.includes('08.12.2026 tarihli hesap özeti hazır'));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(`515899******${account.cardNumber.slice(-4)}`);
    expect(mail!.text).not.toContain(account.cardNumber);
    // Ayşe's go by post now: her statement is cut, no e-mail for it.
    const [ayseLatest] = await statementsOf(server.db, await accountOf(server.db, 0));
    expect(ayseLatest!.cutoffDate).toBe('2026-12-23');
    expect(await ayseMails()).toBe(ayseBefore);
    await post(ayse, '/api/Sandbox/Clock', { reset: true });
  });
});

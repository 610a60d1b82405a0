/**
 * Bad text and where a 400 points (issue 10): the contract's text schema refuses control characters
 * and lone surrogates with `text.invalidCharacters`; every 400 names the field at fault (a body path,
 * a query or path parameter, a header); a data error the database still raises answers 400, logged
 * as a warning with its code and without the value, never a 500.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { DEFAULT_CONFIG } from '../../server/config';
import type { Db } from '../../server/db/client';
import { demoIdentity } from '../../server/seed/demo-identities';
import { call, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let base: string;
let ayse: Credentials;

beforeAll(async () => {
  server = await startTestServer('bad_text');
  base = server.url;
  ayse = (await signInActive(base, demoIdentity('retail'))).credentials;
});
afterAll(() => server?.stop());

const signed = (route: string, json?: unknown) =>
  call(base, route, {
    json,
    credentials: ayse,
    headers: { 'Idempotency-Key': crypto.randomUUID(), 'X-Language': 'eng' },
  });

const INVALID_TEXT = 'This field contains characters that cannot be used (a control character or a broken character).';
const TARGET = { mode: 'IBAN', iban: 'TR510001000123400056789012', receiverName: 'Mehmet Yıldız' };

describe('the text schema', () => {
  it.each([
    ['NUL', 'Maaş\u0000'],
    ['a lone high surrogate', 'Maaş \ud83d'],
    ['a lone low surrogate', '\ude00 Maaş'],
    ['a C1 control', 'Ma\u0085aş'],
    ['a line break', 'Maaş\nhesabı'],
  ])('refuses %s in an alias, naming the field', async (_label, alias) => {
    const reply = await signed('/api/Deposit/UpdateAccountAlias', { accountNumber: '1000146-1', alias });
    expect(reply.status).toBe(400);
    expect(reply.body.messages).toEqual([{ code: 'text.invalidCharacters', text: INVALID_TEXT, field: 'alias' }]);
  });

  it('lets Turkish letters, emoji and combining marks through', async () => {
    const reply = await signed('/api/Deposit/UpdateAccountAlias', {
      accountNumber: '1000146-1',
      alias: 'Çiğdem 😀 e\u0301',
    });
    expect(reply.body).toMatchObject({ status: 'success', data: { account: { alias: 'Çiğdem 😀 e\u0301' } } });
  });

  it('refuses bad text in a nested field and names its path', async () => {
    const reply = await signed('/api/DkAdc/SaveRecordedTransaction', {
      name: 'Kira',
      target: { ...TARGET, receiverName: 'Mehmet\u0000' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.messages).toMatchObject([{ code: 'text.invalidCharacters', field: 'target.receiverName' }]);
  });

  it('refuses bad text before the database sees it on sign-in steps and the sandbox outbox', async () => {
    const forgot = await call(base, '/api/auth/forgotPassword', {
      json: { identificationNumber: '17291716060', capthchaValue: 'AB12', captchaReference: 'x\u0000' },
    });
    expect(forgot.status).toBe(400);
    expect(forgot.body.messages).toMatchObject([{ code: 'text.invalidCharacters', field: 'captchaReference' }]);
    const outbox = await call(base, '/api/Sandbox/Outbox?recipient=%2B90532%001000146');
    expect(outbox.status).toBe(400);
    expect(outbox.body.messages).toMatchObject([{ code: 'text.invalidCharacters', field: 'recipient' }]);
    const push = await call(base, '/api/Sandbox/ApprovePush', { json: { id: '-'.repeat(36) } });
    expect(push.status).toBe(400);
    expect(push.body.messages).toMatchObject([{ code: 'field.invalid', field: 'id' }]);
  });
});

describe('a 400 names the field at fault', () => {
  it('in a body that fits no option of a union: the closest option', async () => {
    const reply = await signed('/api/DkAdc/SaveRecordedTransaction', {
      name: 'Kira',
      target: { ...TARGET, receiverName: 7 },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.messages).toMatchObject([{ code: 'request.invalid', field: 'target.receiverName' }]);
  });

  it('in a query, also for a rule across two parameters', async () => {
    const text = await signed('/api/Deposit/GetTransactions/1000146-1?q=Ki%00ra');
    expect(text.body.messages).toMatchObject([{ code: 'text.invalidCharacters', field: 'q' }]);
    const range = await signed('/api/Deposit/GetTransactions/1000146-1?from=2026-02-02&to=2026-02-01');
    expect(range.status).toBe(400);
    expect(range.body.messages).toMatchObject([{ code: 'field.invalid', field: 'to' }]);
    const take = await signed('/api/Deposit/GetTransactions/1000146-1?take=0');
    expect(take.body.messages).toMatchObject([{ code: 'field.invalid', field: 'take' }]);
  });

  it('in a path parameter', async () => {
    const reply = await signed('/api/Deposit/GetAccountDetail/1000146%00-1');
    expect(reply.status).toBe(400);
    expect(reply.body.messages).toMatchObject([{ code: 'request.invalid', field: 'accountNumber' }]);
    const flag = await signed('/api/Deposit/GetAccounts/maybe');
    expect(flag.body.messages).toMatchObject([{ code: 'request.invalid', field: 'isClosedIncluded' }]);
  });

  it('in a header, and a sensitive field sent in clear', async () => {
    const key = await call(base, '/api/Auth/InitialLogin', {
      plain: true,
      headers: { 'X-Client-Key': 'nobody.AAAA' },
      json: { identificationNumber: 'ENC1.AAAA', password: 'ENC1.AAAA' },
    });
    expect(key.body.messages).toMatchObject([{ code: 'transport.clientKeyInvalid', field: 'X-Client-Key' }]);
    // A raw body is sent as it is (with the client key): the mapped field arrives in clear.
    const plain = await call(base, '/api/auth/forgotPassword', {
      raw: JSON.stringify({ identificationNumber: '10000000146' }),
    });
    expect(plain.status).toBe(400);
    expect(plain.body.messages).toMatchObject([
      { code: 'transport.sensitiveFieldPlain', field: 'identificationNumber' },
    ]);
  });
});

describe('a data error the database raises', () => {
  it('answers 400 and is logged as a warning with its code, without the value', async () => {
    const lines: string[] = [];
    const database = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00 in secret-value'), {
      code: '22021',
    });
    const failing = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('Failed query: select 1\nparams: secret-value', { cause: database });
        },
      },
    ) as unknown as Db;
    const app = createApp({
      db: failing,
      config: DEFAULT_CONFIG,
      logger: pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) }),
      now: () => new Date(),
      distDir: 'nowhere',
    });
    const response = await app.request('/api/health');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'error', messages: [{ code: 'request.invalid' }] });
    expect(lines.join('')).toContain('"pgCode":"22021"');
    expect(lines.join('')).not.toContain('secret-value');
  });
});

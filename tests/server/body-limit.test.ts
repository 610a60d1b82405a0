/**
 * A body over the limit answers 413 with an envelope and the client's keep-alive connection serves
 * its next request (server/http/body-limit.ts), whether the body comes with a Content-Length or
 * chunked; one announced past what the server reads to keep the connection answers 413 and closes.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { DRAIN_MAX_BYTES } from '../../server/http/body-limit';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('body_limit');
});
afterAll(() => server?.stop());

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes a request on the socket and reads one answer (it has a Content-Length). */
const exchange = (socket: Socket, parts: (string | Buffer)[]): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    if (socket.destroyed) return reject(new Error('the server closed the connection'));
    let received = Buffer.alloc(0);
    const onClose = () => reject(new Error('the server closed the connection'));
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = received.subarray(end + 4);
      if (body.length < Number(headers['content-length'] ?? 0)) return;
      socket.off('data', onData);
      socket.off('error', reject);
      socket.off('close', onClose);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', onClose);
    for (const part of parts) socket.write(part);
  });

const open = async (): Promise<Socket> => {
  const socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
};

const post = (path: string, headers: string[]) =>
  `POST ${path} HTTP/1.1\r\nHost: bank\r\nContent-Type: application/json\r\n${headers.join('\r\n')}\r\n\r\n`;
const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: bank\r\n\r\n';
/** A client reuses an idle keep-alive connection a while later (Node's keep-alive timeout is 5 s). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const oversized = JSON.stringify({ password: 'x'.repeat(DEFAULT_CONFIG.bodyLimitBytes * 4) });

const expectTooLarge = (reply: RawReply) => {
  expect(reply.status).toBe(413);
  expect(JSON.parse(reply.body)).toMatchObject({ status: 'error', messages: [{ code: 'request.tooLarge' }] });
};

describe('a body over the limit', () => {
  it('answers 413 and keeps the connection when it comes with a Content-Length', async () => {
    const socket = await open();
    const length = Buffer.byteLength(oversized);
    const tooLarge = await exchange(socket, [post('/api/Auth/InitialLogin', [`Content-Length: ${length}`]), oversized]);
    expectTooLarge(tooLarge);
    expect(tooLarge.headers.connection).toBe('keep-alive');
    await idle();
    const next = await exchange(socket, [HEALTH]);
    expect(next.status).toBe(200);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });

  it('answers 413 and keeps the connection when it comes chunked', async () => {
    const socket = await open();
    const chunks = oversized
      .match(/.{1,8192}/gs)!
      .map((part) => `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
    const tooLarge = await exchange(socket, [
      post('/api/Auth/InitialLogin', ['Transfer-Encoding: chunked']),
      ...chunks,
      '0\r\n\r\n',
    ]);
    expectTooLarge(tooLarge);
    await idle();
    const next = await exchange(socket, [HEALTH]);
    expect(next.status).toBe(200);
    socket.destroy();
  });

  it('still lets a body within the limit through on the same connection', async () => {
    const socket = await open();
    const body = JSON.stringify({ languageCode: 'eng' });
    const reply = await exchange(socket, [
      post('/api/DkAdc/GetLocalizationData', [`Content-Length: ${Buffer.byteLength(body)}`]),
      body,
    ]);
    expect(reply.status).toBe(200);
    expect((await exchange(socket, [HEALTH])).status).toBe(200);
    socket.destroy();
  });

  it('answers 413 without reading a body announced past what it drains, and closes the connection', async () => {
    const socket = await open();
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const length = DEFAULT_CONFIG.bodyLimitBytes + DRAIN_MAX_BYTES + 1;
    const reply = await exchange(socket, [post('/api/Auth/InitialLogin', [`Content-Length: ${length}`]), '{"a":']);
    expectTooLarge(reply);
    expect(reply.headers.connection).toBe('close');
    await closed;
  });
});

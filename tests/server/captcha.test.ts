/** The captcha image holds no text a script could read; its answer reaches tests only through the sandbox. */
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { DEFAULT_CONFIG } from '../../server/config';
import { outbox } from '../../server/db/schema/outbox';
import { call } from './support/http-client';
import { captchaSvg, newCaptcha } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('captcha', { config: { rateLimitPerIp: 1000 } });
});
afterAll(() => server?.stop());

describe('the captcha image', () => {
  it('is paths only: no text, no font, the answer nowhere in it', async () => {
    for (let i = 0; i < 10; i++) {
      const { image, answer } = await newCaptcha(server.url);
      const svg = captchaSvg(image);
      expect(svg).not.toMatch(/<text|<tspan|<title|<desc|<style|<use|font|glyph/i);
      expect(new Set(Array.from(svg.matchAll(/<(\w+)/g), (m) => m[1]))).toEqual(
        new Set(['svg', 'rect', 'path', 'circle']),
      );
      // Nothing between the tags: no character of the answer is there as text.
      expect(svg.replace(/<[^>]*>/g, '')).toBe('');
      // Nor anywhere else (colours aside, whose hex digits could spell it by chance).
      expect(svg.replace(/#[0-9A-F]{6}/g, '').toUpperCase()).not.toContain(answer);
    }
  });
});

describe('GET /api/Sandbox/Captcha', () => {
  it('answers a captcha it drew, and 404 for any other reference', async () => {
    const captcha = await newCaptcha(server.url);
    const reply = await call(server.url, `/api/Sandbox/Captcha?reference=${captcha.captchaReference}`);
    expect(reply.body).toMatchObject({ data: { reference: captcha.captchaReference, answer: captcha.answer } });
    for (const reference of [crypto.randomUUID(), 'x', "'; select 1 --", ''])
      expect((await call(server.url, `/api/Sandbox/Captcha?reference=${encodeURIComponent(reference)}`)).status).toBe(
        404,
      );
  });

  it('does not exist outside sandbox mode, where the answer is kept only as a hash', async () => {
    const app = createApp({
      db: server.db,
      config: { ...DEFAULT_CONFIG, sandbox: false },
      logger: pino({ level: 'silent' }),
      now: () => new Date(),
      distDir: 'nowhere',
    });
    const generated = await app.request('/api/Captcha/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { data } = (await generated.json()) as { data: { captchaReference: string } };
    expect(data.captchaReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(await server.db.select().from(outbox).where(eq(outbox.recipient, data.captchaReference))).toEqual([]);
    expect((await app.request(`/api/Sandbox/Captcha?reference=${data.captchaReference}`)).status).toBe(404);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createLogBatcher } from './client-log';
import { redactText } from '../contract/log-redaction';
import { scrubbedLog } from './log-scrub';

const manualTimers = () => {
  const pending: { callback: () => void; ms: number }[] = [];
  return {
    setTimer: (callback: () => void, ms: number) => void pending.push({ callback, ms }),
    run: async () => {
      const next = pending.shift();
      next?.callback();
      await Promise.resolve();
      await Promise.resolve();
      return next?.ms;
    },
    pending,
  };
};

describe('the log batcher', () => {
  it('sends every interval, or at once when the batch is full', async () => {
    const send = vi.fn(async () => undefined);
    const timers = manualTimers();
    const logs = createLogBatcher({ send, setTimer: timers.setTimer, batchSize: 3, intervalMs: 5000 });
    logs.add('info', { path: '/a' });
    expect(send).not.toHaveBeenCalled();
    expect(await timers.run()).toBe(5000);
    expect(send).toHaveBeenCalledTimes(1);
    logs.add('info', { n: 1 });
    logs.add('info', { n: 2 });
    logs.add('error', { n: 3 });
    expect(send).toHaveBeenCalledTimes(2);
    expect((send.mock.calls[1] as unknown[][])[0]).toHaveLength(3);
  });

  it('backs off exponentially after failures and keeps the entries', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    send.mockResolvedValue(undefined);
    const timers = manualTimers();
    const logs = createLogBatcher({ send, setTimer: timers.setTimer, intervalMs: 1000 });
    logs.add('info', { path: '/a' });
    expect(await timers.run()).toBe(1000);
    expect(await timers.run()).toBe(2000);
    expect(await timers.run()).toBe(4000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(logs.pending()).toBe(0);
    expect(logs.nextDelay()).toBe(1000);
  });
});

describe('the log scrubber', () => {
  it('removes tokens, passwords, codes, card and identity numbers', () => {
    const text = scrubbedLog({
      message: 'card 4543 1234 5678 9012, TCKN 10000000146, code 123456, url /x?token=abc',
      password: 'Demo1234',
      nested: { transactionToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIx.sig', otpCode: '654321' },
    });
    for (const secret of ['4543', '10000000146', '123456', 'abc', 'Demo1234', 'eyJ', '654321']) {
      expect(text).not.toContain(secret);
    }
    expect(redactText('Bearer xyz and page /dashboard')).toBe('Bearer [redacted] and page /dashboard');
  });
});

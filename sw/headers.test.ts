import { describe, expect, it } from 'vitest';
import { Channel, Header, UNPROTECTED_TOKEN } from '../src/contract/headers';
import { fromClientHints, fromUserAgent } from './device';
import { buildHeaders, credentialFor } from './headers';

const device = { os: 'Windows 15.0.0', brand: 'Chromium 130', model: 'Unknown' };
const base = { language: 'tur' as const, channel: Channel.Internet, device };

describe('credentialFor', () => {
  it('sends the unprotected token on pre-login paths, whatever is held', () => {
    expect(credentialFor({ path: '/Auth/InitialLogin', channel: Channel.Internet, transactionToken: 't' })).toEqual({
      kind: 'unprotected',
    });
    expect(credentialFor({ path: '/Sandbox/Outbox', channel: Channel.CallCenter })).toEqual({ kind: 'unprotected' });
  });

  it('needs the transaction token after login, the agent token in CallCenter mode', () => {
    expect(credentialFor({ path: '/auth/sessionInitiate', channel: Channel.Internet })).toBeUndefined();
    expect(credentialFor({ path: '/auth/sessionInitiate', channel: Channel.Internet, transactionToken: 't1' })).toEqual(
      { kind: 'transaction', token: 't1' },
    );
    expect(
      credentialFor({ path: '/CallCenter/Agent', channel: Channel.CallCenter, transactionToken: 't1' }),
    ).toBeUndefined();
    expect(credentialFor({ path: '/CallCenter/Agent', channel: Channel.CallCenter, agentToken: 'a1' })).toEqual({
      kind: 'agent',
      token: 'a1',
    });
  });
});

describe('buildHeaders', () => {
  it('builds the unsigned headers', () => {
    const headers = buildHeaders({ ...base, path: '/Auth/InitialLogin' }, { kind: 'unprotected' });
    expect(headers.get(Header.TraceId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get(Header.Language)).toBe('tur');
    expect(headers.get(Header.Channel)).toBe('Internet');
    expect(headers.get(Header.ApiVersion)).toBe('1.1');
    expect(headers.get(Header.UnprotectedToken)).toBe(UNPROTECTED_TOKEN);
    expect(headers.has(Header.TransactionToken)).toBe(false);
    expect(headers.has(Header.Signed)).toBe(false);
    expect(headers.get(Header.Os)).toBe('Windows 15.0.0');
  });

  it('builds the signed headers with API version 1.2 for the account list', () => {
    const headers = buildHeaders(
      { ...base, path: '/Deposit/GetAccounts/false', language: 'eng' },
      { kind: 'transaction', token: 'tok' },
    );
    expect(headers.get(Header.TransactionToken)).toBe('tok');
    expect(headers.get(Header.Signed)).toBe('true');
    expect(headers.get(Header.ApiVersion)).toBe('1.2');
    expect(headers.get(Header.Language)).toBe('eng');
    expect(headers.has(Header.UnprotectedToken)).toBe(false);
  });

  it('builds the agent headers', () => {
    const headers = buildHeaders(
      { ...base, channel: Channel.CallCenter, path: '/CallCenter/Agent' },
      { kind: 'agent', token: 'agent-1' },
    );
    expect(headers.get(Header.AgentToken)).toBe('agent-1');
    expect(headers.get(Header.Channel)).toBe('CC');
    expect(headers.has(Header.TransactionToken)).toBe(false);
  });

  it('gives every request a fresh trace id', () => {
    const a = buildHeaders({ ...base, path: '/x' }, { kind: 'unprotected' }).get(Header.TraceId);
    const b = buildHeaders({ ...base, path: '/x' }, { kind: 'unprotected' }).get(Header.TraceId);
    expect(a).not.toBe(b);
  });

  it('cuts device values to 150 characters', () => {
    const long = 'x'.repeat(400);
    const headers = buildHeaders(
      { ...base, path: '/x', device: { os: long, brand: long, model: long } },
      { kind: 'unprotected' },
    );
    for (const name of [Header.Os, Header.DeviceBrand, Header.DeviceModel]) expect(headers.get(name)).toHaveLength(150);
  });

  it('passes only Content-Type, Accept and Idempotency-Key from the page', () => {
    const pageHeaders = new Headers({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k-1',
      'X-Transaction-Token': 'forged',
      'X-Channel': 'CC',
    });
    const headers = buildHeaders({ ...base, path: '/x', pageHeaders }, { kind: 'unprotected' });
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has(Header.TransactionToken)).toBe(false);
    expect(headers.get(Header.Channel)).toBe('Internet');
  });
});

describe('device info', () => {
  it('reads User-Agent Client Hints without GREASE brands', () => {
    expect(
      fromClientHints({
        platform: 'Android',
        platformVersion: '14.0.0',
        model: 'SM-S918B',
        brands: [
          { brand: 'Not)A;Brand', version: '99' },
          { brand: 'Chromium', version: '130' },
        ],
      }),
    ).toEqual({ os: 'Android 14.0.0', brand: 'Chromium 130', model: 'SM-S918B' });
  });

  it('parses the UA string where hints are missing', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(fromUserAgent(iphone)).toEqual({ os: 'iOS 17.4', brand: 'Apple', model: 'iPhone' });
    const android =
      'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    expect(fromUserAgent(android)).toEqual({ os: 'Android 13', brand: 'Samsung', model: 'SM-A536B' });
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    expect(fromUserAgent(firefox)).toEqual({ os: 'Linux', brand: 'Unknown', model: 'Unknown' });
  });
});

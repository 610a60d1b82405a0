import { describe, expect, it, vi } from 'vitest';
import { Channel, Header } from '../src/contract/headers';
import type { WorkerToPage } from '../src/contract/sw-messages';
import { handleApi, type ProxyDeps } from './api-proxy';
import { decryptField } from '../src/contract/sensitive-data';
import { createClientTransport } from './crypto-session';
import { testBank } from './test-transport';
import { createTokenStore, memoryKeyValue } from './tokens';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const setup = async (channel: Channel = Channel.Internet) => {
  const tokens = createTokenStore(memoryKeyValue());
  const broadcasts: WorkerToPage[] = [];
  const fetch = vi.fn<(request: Request) => Promise<Response>>();
  const deps: ProxyDeps = {
    tokens,
    config: () => ({ language: 'tur', channel }),
    device: async () => ({ os: 'Linux', brand: 'Unknown', model: 'Unknown' }),
    fetch,
    broadcast: async (message) => void broadcasts.push(message),
    transport: createClientTransport(tokens, (await testBank()).mapping),
  };
  return { tokens, broadcasts, fetch, deps };
};

const api = (path: string, init?: RequestInit) => new Request(`https://bank.example/api${path}`, init);

describe('handleApi', () => {
  it('answers 401 itself, without the network, when a call needs a token and none is held', async () => {
    const { fetch, deps } = await setup();
    const response = await handleApi(api('/Deposit/GetAccounts/false'), deps);
    expect(fetch).not.toHaveBeenCalled();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'error',
      data: null,
      messages: [{ code: 'authorization.missing', text: 'Authorization headers are missing.' }],
      actionCode: 105,
      isTransactionSigning: false,
    });
  });

  it('does the same in CallCenter mode without an agent token', async () => {
    const { fetch, deps } = await setup(Channel.CallCenter);
    expect((await handleApi(api('/CallCenter/Agent'), deps)).status).toBe(401);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores the token from a response header and strips it from what the page sees', async () => {
    const { tokens, fetch, deps } = await setup();
    fetch.mockResolvedValueOnce(
      json({ result: true, actionCode: 101, messages: [] }, 200, { [Header.TransactionToken]: 'tok-1' }),
    );
    const response = await handleApi(
      api('/Auth/InitialLogin', { method: 'POST', body: '{"identificationNumber":"1"}' }),
      deps,
    );
    expect(response.headers.has(Header.TransactionToken)).toBe(false);
    expect(await response.json()).toMatchObject({ actionCode: 101 });
    expect(await tokens.transactionToken()).toBe('tok-1');

    const sent = fetch.mock.calls[0]![0];
    expect(sent.credentials).toBe('include');
    expect(sent.headers.get(Header.UnprotectedToken)).toBeTruthy();
    expect(sent.headers.get(Header.ClientKey)).toMatch(/^test-key\.[A-Za-z0-9_-]+$/);
    const sentBody = (await sent.json()) as { identificationNumber: string };
    expect(sentBody.identificationNumber).toMatch(/^ENC1\./);
    const k = await deps.transport.current();
    expect(
      await decryptField(k!.field, '/auth/initiallogin', 'identificationNumber', sentBody.identificationNumber),
    ).toBe('1');

    fetch.mockResolvedValueOnce(
      json({ result: false, actionCode: 101, messages: [] }, 200, { [Header.TransactionToken]: 'tok-2' }),
    );
    await handleApi(api('/auth/sessionInitiate', { method: 'POST', body: '{}' }), deps);
    const signed = fetch.mock.calls[1]![0];
    expect(signed.headers.get(Header.TransactionToken)).toBe('tok-1');
    expect(signed.headers.get(Header.Signed)).toBe('true');
    expect(signed.headers.get(Header.Signature)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(signed.headers.get(Header.Timestamp))).toBeGreaterThan(Date.now() - 5000);
    expect(await tokens.transactionToken()).toBe('tok-2');
  });

  it('clears the tokens and tells the pages on a 401', async () => {
    const { tokens, fetch, deps, broadcasts } = await setup();
    await tokens.setTransactionToken('tok-1');
    fetch.mockResolvedValueOnce(
      json({ status: 'error', data: null, messages: [], actionCode: 105, isTransactionSigning: false }, 401),
    );
    const response = await handleApi(api('/Customer/Customer'), deps);
    expect(response.status).toBe(401);
    expect(await tokens.transactionToken()).toBeUndefined();
    expect(broadcasts).toEqual([{ type: 'unauthorized' }]);
  });

  it('clears the tokens after a successful logout', async () => {
    const { tokens, fetch, deps } = await setup();
    await tokens.setTransactionToken('tok-1');
    fetch.mockResolvedValueOnce(json({ result: true, actionCode: 105, messages: [] }));
    await handleApi(api('/auth/logout', { method: 'POST' }), deps);
    expect(await tokens.transactionToken()).toBeUndefined();
  });

  it('sends the agent token in CallCenter mode', async () => {
    const { tokens, fetch, deps } = await setup(Channel.CallCenter);
    await tokens.setAgentToken('agent-1');
    fetch.mockResolvedValueOnce(
      json({
        status: 'success',
        data: { agentId: 'a', name: 'Zeynep' },
        messages: [],
        actionCode: 0,
        isTransactionSigning: false,
      }),
    );
    await handleApi(api('/CallCenter/Agent'), deps);
    const sent = fetch.mock.calls[0]![0];
    expect(sent.headers.get(Header.AgentToken)).toBe('agent-1');
    expect(sent.headers.get(Header.Channel)).toBe('CC');
  });
});

describe('token store', () => {
  it('survives a worker restart through its key-value store', async () => {
    const kv = memoryKeyValue();
    await createTokenStore(kv).setTransactionToken('tok-1');
    expect(await createTokenStore(kv).transactionToken()).toBe('tok-1');
  });

  it('drops the customer session when a different agent token arrives', async () => {
    const tokens = createTokenStore(memoryKeyValue());
    await tokens.setTransactionToken('tok-1');
    await tokens.setAgentToken('agent-1');
    expect(await tokens.transactionToken()).toBeUndefined();
    expect(await tokens.agentToken()).toBe('agent-1');
  });
});

import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../tests/setup/render';
import { ApiError } from '../lib/api-error';
import { onLogout, resetLogoutEvent } from '../lib/logout-event';
import { authRequest, serviceRequest } from './http';

const unauthorized = () =>
  jsonResponse(
    {
      status: 'error',
      data: null,
      messages: [{ code: 'authorization.missing', text: 'Authorization headers are missing.' }],
      actionCode: 105,
      isTransactionSigning: false,
    },
    401,
  );

afterEach(() => resetLogoutEvent());

describe('http', () => {
  it('sends plain JSON with credentials and no token headers', async () => {
    const fetch = vi.fn(async () => jsonResponse({ result: true, actionCode: 105, messages: [] }));
    vi.stubGlobal('fetch', fetch);
    await authRequest('/auth/logout', v.unknown(), { method: 'POST', body: { a: 1 } });
    expect(fetch).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('raises one global logout event for a 401, however many calls see it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized()),
    );
    const listener = vi.fn();
    const stop = onLogout(listener);
    const calls = [
      serviceRequest('/Customer/Customer', v.unknown()),
      serviceRequest('/Deposit/GetAccounts/false', v.unknown()),
    ];
    const results = await Promise.allSettled(calls);
    stop();
    expect(
      results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.status === 401),
    ).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer that does not match the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          status: 'success',
          data: { accounts: 'nope' },
          messages: [],
          actionCode: 0,
          isTransactionSigning: false,
        }),
      ),
    );
    await expect(serviceRequest('/x', v.object({ accounts: v.array(v.string()) }))).rejects.toMatchObject({
      status: -1,
    });
  });
});

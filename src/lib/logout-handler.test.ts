import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/setup/render';
import { createAuthStore } from './auth-store';
import { readLoginNotice } from './login-notice';
import { createLogoutHandler } from './logout-handler';

const setup = (signedIn = true, customer = true) => {
  const auth = createAuthStore(memoryStorage());
  if (signedIn) auth.applyLoginStep('initialLogin', { result: true, actionCode: 100, messages: [] });
  const calls: string[] = [];
  const handler = createLogoutHandler({
    auth,
    tellServer: vi.fn(async () => void calls.push('server')),
    endSession: vi.fn(async () => void calls.push('end')),
    goSignedOut: vi.fn(async () => void calls.push('navigate')),
    customer,
  });
  return { handler, calls };
};

describe('the global logout handler', () => {
  it('after a 401: clears this device only, then leaves the session-ended message', async () => {
    const { handler, calls } = setup();
    await handler('unauthorized');
    expect(calls).toEqual(['end', 'navigate']);
    expect(readLoginNotice()?.code).toBe('login_firstfactor_sessioncontrol_errormessage');
  });

  it('a 401 before sign-in leaves no message', async () => {
    const { handler } = setup(false);
    await handler('unauthorized');
    expect(readLoginNotice()).toBeUndefined();
  });

  it('idle or maximum length: tells the server, clears, navigates, with the message', async () => {
    const { handler, calls } = setup();
    await handler('session-ended');
    expect(calls).toEqual(['server', 'end', 'navigate']);
    expect(readLoginNotice()?.code).toBe('login_firstfactor_sessioncontrol_errormessage');
  });

  it('Back into the login page: tells the server, no message', async () => {
    const { handler, calls } = setup();
    await handler('back-navigation');
    expect(calls).toEqual(['server', 'end', 'navigate']);
    expect(readLoginNotice()).toBeUndefined();
  });

  it('a failing server call still ends the session here', async () => {
    const auth = createAuthStore(memoryStorage());
    const endSession = vi.fn(async () => undefined);
    const handler = createLogoutHandler({
      auth,
      tellServer: async () => Promise.reject(new Error('offline')),
      endSession,
      goSignedOut: async () => undefined,
      customer: true,
    });
    await handler('session-ended');
    expect(endSession).toHaveBeenCalled();
  });

  it('CallCenter mode shows no customer message', async () => {
    const { handler } = setup(true, false);
    await handler('session-ended');
    expect(readLoginNotice()).toBeUndefined();
  });
});

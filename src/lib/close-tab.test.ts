import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/setup/render';
import { createAuthStore } from './auth-store';
import { watchPageClose } from './close-tab';

describe('watchPageClose', () => {
  const postMessage = vi.fn();
  const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'serviceWorker', original);
    postMessage.mockReset();
  });

  it("posts 'page-closing' on pagehide only while signed in", () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });
    const auth = createAuthStore(memoryStorage());
    const stop = watchPageClose(auth);
    window.dispatchEvent(new Event('pagehide'));
    expect(postMessage).not.toHaveBeenCalled();
    auth.applyLoginStep('initialLogin', { result: true, actionCode: 100, messages: [] });
    window.dispatchEvent(new Event('pagehide'));
    expect(postMessage).toHaveBeenCalledWith({ type: 'page-closing' });
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(postMessage).toHaveBeenCalledTimes(1);
  });
});

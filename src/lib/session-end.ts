import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from './auth-store';
import { postToWorker } from './sw-bridge';

/** Clears everything a session left on this device: auth state, cached answers, the worker's tokens. */
export const endSession = async (auth: AuthStore, queryClient: QueryClient): Promise<void> => {
  auth.reset();
  queryClient.clear();
  await postToWorker({ type: 'clear-session' });
};

/** Where a session that ended goes: the login page, or the agent token check in CallCenter mode. */
export const SIGNED_OUT_PATH = __APP_MODE__ === 'callcenter' ? '/verify' : '/login';

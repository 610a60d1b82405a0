import { runSessionReset } from './session-reset';
import { postToWorker } from './sw-bridge';

/** Clears everything a session left on this device: the registered state (auth, cached answers) and the worker's tokens. */
export const endSession = async (): Promise<void> => {
  runSessionReset();
  await postToWorker({ type: 'clear-session' });
};

/** Where a session that ended goes: the login page, or the agent token check in CallCenter mode. */
export const SIGNED_OUT_PATH = __APP_MODE__ === 'callcenter' ? '/verify' : '/login';

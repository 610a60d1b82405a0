import { isLanguage, Channel } from '../src/contract/headers';
import type { PageToWorker, WorkerToPage } from '../src/contract/sw-messages';
import type { SessionConfig } from './session-config';
import type { TokenStore } from './tokens';

const CHANNELS: readonly string[] = Object.values(Channel);

/** Answers a page message; returns the reply for 'session-status'. */
export const handleMessage = async (
  message: PageToWorker,
  tokens: TokenStore,
  config: SessionConfig,
): Promise<WorkerToPage | undefined> => {
  switch (message.type) {
    case 'configure':
      if (isLanguage(message.language) && CHANNELS.includes(message.channel))
        config.configure(message.language, message.channel);
      return undefined;
    case 'set-agent-token':
      if (typeof message.token === 'string' && message.token.length > 0 && message.token.length <= 512) {
        await tokens.setAgentToken(message.token);
      }
      return undefined;
    case 'clear-session':
      await tokens.clear();
      return undefined;
    case 'session-status':
      return {
        type: 'session-status',
        hasTransactionToken: Boolean(await tokens.transactionToken()),
        hasAgentToken: Boolean(await tokens.agentToken()),
      };
    default:
      return undefined;
  }
};

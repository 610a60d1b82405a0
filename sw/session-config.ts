import { Channel, DEFAULT_LANGUAGE, type Language } from '../src/contract/headers';

/**
 * Language and channel for X-Language and X-Channel. The channel follows the
 * registration scope (the CallCenter build lives under /callcenter/); the page's
 * 'configure' message may restate both.
 */
export const channelForScope = (scope: string): Channel =>
  scope.endsWith('/callcenter/') ? Channel.CallCenter : Channel.Internet;

export const createSessionConfig = (scope: string) => {
  const state: { language: Language; channel: Channel } = {
    language: DEFAULT_LANGUAGE,
    channel: channelForScope(scope),
  };
  return {
    get: () => ({ ...state }),
    configure(language: Language, channel: Channel) {
      state.language = language;
      state.channel = channel;
    },
  };
};

export type SessionConfig = ReturnType<typeof createSessionConfig>;

import type { PageToWorker, WorkerToPage } from '../src/contract/sw-messages';
import type { TokenStore } from './tokens';
import { forgetSessionAnswers, forgetUpdateTimes, type AnswerStore } from './update-time-cache';

export interface StorageDeps {
  answers: AnswerStore;
  tokens: TokenStore;
}

/** The cache messages (language change, cache version); undefined for any other message. */
export const handleStorageMessage = (
  message: PageToWorker,
  { answers, tokens }: StorageDeps,
): Promise<WorkerToPage | undefined> | undefined => {
  switch (message?.type) {
    case 'language-changed':
      return forgetUpdateTimes(answers).then(() => undefined);
    case 'clear-storage':
      return Promise.all([answers.clear().catch(() => undefined), tokens.clear()]).then(() => ({
        type: 'storage-cleared' as const,
      }));
    case 'clear-session':
      // The api proxy's own handling (tokens) still runs; this drops the session's cached menu.
      void forgetSessionAnswers(answers);
      return undefined;
    default:
      return undefined;
  }
};

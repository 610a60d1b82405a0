import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('./i18n', () => ({
  activateLanguage: vi.fn(async (language: string) => void calls.push(`activate:${language}`)),
  applyServerStrings: vi.fn(async () => void calls.push('server-strings')),
}));
vi.mock('./sw-bridge', () => ({
  postToWorker: vi.fn(
    async (message: { type: string; language?: string }) =>
      void calls.push(`worker:${message.type}${message.language ? `:${message.language}` : ''}`),
  ),
}));

const { changeLanguage, onLanguageChanged } = await import('./language');

describe('changeLanguage', () => {
  beforeEach(() => {
    calls.length = 0;
    localStorage.clear();
  });

  it('tells the worker the new language before the listeners refetch anything', async () => {
    const stop = onLanguageChanged((language) => void calls.push(`listener:${language}`));
    await changeLanguage('eng');
    stop();
    expect(calls).toEqual([
      'activate:eng',
      'worker:configure:eng',
      'worker:language-changed',
      'server-strings',
      'listener:eng',
    ]);
    expect(JSON.parse(localStorage.getItem('app-settings') ?? '{}')).toMatchObject({ language: 'eng' });
  });

  it('stops calling a listener once it is removed', async () => {
    const listener = vi.fn();
    onLanguageChanged(listener)();
    await changeLanguage('tur');
    expect(listener).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { offlineAnswer } from './offline-answer';
import { handleStorageMessage } from './storage-messages';
import { createTokenStore, memoryKeyValue } from './tokens';
import { forgetUpdateTimes, memoryAnswerStore, withUpdateTimeCache } from './update-time-cache';

const ORIGIN = 'https://bank.test';
const envelope = (data: unknown) => ({
  status: 'success',
  data,
  messages: [],
  actionCode: 0,
  isTransactionSigning: false,
});
const reply = (data: unknown) => new Response(JSON.stringify(envelope(data)), { status: 200 });
const localization = (languageCode = 'eng') =>
  new Request(`${ORIGIN}/api/DkAdc/GetLocalizationData`, { method: 'POST', body: JSON.stringify({ languageCode }) });
const full = {
  languageCode: 'eng',
  isChanged: true,
  updateTime: 't1',
  localizationStringList: [{ code: 'a', value: 'A' }],
};
const unchanged = { languageCode: 'eng', isChanged: false, updateTime: 't1', localizationStringList: [] };

describe('the updateTime cache', () => {
  it('stores a changed answer, sends its updateTime next time and answers an unchanged one from the store', async () => {
    const store = memoryAnswerStore();
    const sent: unknown[] = [];
    const next = vi.fn(async (request: Request) => {
      sent.push(await request.json());
      return reply(sent.length === 1 ? full : unchanged);
    });
    const first = await withUpdateTimeCache(localization(), next, store);
    expect(await first.json()).toEqual(envelope(full));
    const second = await withUpdateTimeCache(localization(), next, store);
    expect(sent[1]).toEqual({ languageCode: 'eng', updateTime: 't1' });
    expect(await second.json()).toEqual(envelope(full));
  });

  it('replaces the stored answer when the server says it changed', async () => {
    const store = memoryAnswerStore();
    await store.set('localization:eng', { updateTime: 't1', body: envelope(full) });
    const newer = { ...full, updateTime: 't2', localizationStringList: [{ code: 'a', value: 'B' }] };
    const answer = await withUpdateTimeCache(localization(), async () => reply(newer), store);
    expect(await answer.json()).toEqual(envelope(newer));
    expect(await store.get('localization:eng')).toEqual({ updateTime: 't2', body: envelope(newer) });
  });

  it('keeps languages and image areas apart, and the menu sends ?updateTime=', async () => {
    const store = memoryAnswerStore();
    await store.set('menu', { updateTime: 'm1', body: envelope({ children: [{ title: 'x' }], isChanged: true }) });
    let url = '';
    const menu = await withUpdateTimeCache(
      new Request(`${ORIGIN}/api/TenantSettings/GetMenuTree`),
      async (request) => {
        url = request.url;
        return reply({ children: [], updateTime: 'm1', isChanged: false });
      },
      store,
    );
    expect(url).toBe(`${ORIGIN}/api/TenantSettings/GetMenuTree?updateTime=m1`);
    expect(((await menu.json()) as { data: { children: unknown[] } }).data.children).toHaveLength(1);
    const tur = vi.fn(async () => reply({ ...full, languageCode: 'tur', updateTime: 'x' }));
    await withUpdateTimeCache(localization('tur'), tur, store);
    expect(await store.get('localization:tur')).toMatchObject({ updateTime: 'x' });
    expect(await store.get('localization:eng')).toBeUndefined();
  });

  it('answers from the store when the worker is offline, and passes other calls straight through', async () => {
    const store = memoryAnswerStore();
    await store.set('localization:eng', { updateTime: 't1', body: envelope(full) });
    const offline = await withUpdateTimeCache(localization(), async () => offlineAnswer('eng'), store);
    expect(offline.status).toBe(200);
    expect(await offline.json()).toEqual(envelope(full));
    const other = vi.fn(async () => new Response('{}', { status: 200 }));
    const accounts = new Request(`${ORIGIN}/api/Deposit/GetAccounts/false`);
    await withUpdateTimeCache(accounts, other, store);
    expect(other).toHaveBeenCalledWith(accounts);
  });

  it('a language change drops every stored updateTime but keeps the answers', async () => {
    const store = memoryAnswerStore();
    await store.set('localization:eng', { updateTime: 't1', body: envelope(full) });
    await store.set('images:prelogin', { updateTime: 'i1', body: envelope({}) });
    await handleStorageMessage(
      { type: 'language-changed' },
      { answers: store, tokens: createTokenStore(memoryKeyValue()) },
    );
    expect(await store.entries()).toEqual([
      ['localization:eng', { body: envelope(full) }],
      ['images:prelogin', { body: envelope({}) }],
    ]);
    let sent: unknown;
    await withUpdateTimeCache(localization(), async (request) => ((sent = await request.json()), reply(full)), store);
    expect(sent).toEqual({ languageCode: 'eng', updateTime: null });
  });

  it('a cache-version clear empties the store and the tokens, then says so', async () => {
    const store = memoryAnswerStore();
    const tokens = createTokenStore(memoryKeyValue());
    await tokens.setTransactionToken('t');
    await store.set('menu', { updateTime: 'm', body: {} });
    const answer = await handleStorageMessage({ type: 'clear-storage' }, { answers: store, tokens });
    expect(answer).toEqual({ type: 'storage-cleared' });
    expect(await store.entries()).toEqual([]);
    expect(await tokens.transactionToken()).toBeUndefined();
    await forgetUpdateTimes(store);
  });
});

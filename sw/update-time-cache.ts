import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { OFFLINE_HEADER } from '../src/contract/offline';

/**
 * Answers that change rarely, cached by the server's updateTime (spec sections 4 and 7):
 * GetLocalizationData per language, GetImageUrls per area, GetMenuTree. The worker sends
 * the stored updateTime; on `isChanged: false` (or offline) the page gets the stored full
 * answer, so page code never sees an empty "unchanged" list. Failures fall through silently.
 */
export interface StoredAnswer {
  /** Dropped by a language change, so the next call fetches the whole list again. */
  updateTime?: string;
  /** The whole service envelope as the server sent it. */
  body: unknown;
}

export interface AnswerStore {
  get(key: string): Promise<StoredAnswer | undefined>;
  set(key: string, value: StoredAnswer): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, StoredAnswer][]>;
  clear(): Promise<void>;
}

export const idbAnswerStore = (): AnswerStore => {
  let store: UseStore | undefined;
  const use = () => (store ??= createStore('emanet-sw-cache', 'update-time'));
  return {
    get: (key) => get<StoredAnswer>(key, use()),
    set: (key, value) => set(key, value, use()),
    del: (key) => del(key, use()),
    entries: () => entries<string, StoredAnswer>(use()),
    clear: () => clear(use()),
  };
};

export const memoryAnswerStore = (): AnswerStore => {
  const map = new Map<string, StoredAnswer>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()],
    clear: async () => map.clear(),
  };
};

const LOCALIZATION = '/api/dkadc/getlocalizationdata';
const IMAGES = '/api/dkadc/getimageurls';
const MENU = '/api/tenantsettings/getmenutree';
/** Entries that belong to one session (roles decide the menu): cleared with the session. */
export const SESSION_KEYS = ['menu'];

interface Plan {
  key: string;
  request: (updateTime: string | undefined) => Request;
}

const safe = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await work();
  } catch {
    return undefined;
  }
};

/** Which cached call a request is, keyed by its language or area; undefined for any other call. */
const planFor = async (request: Request): Promise<Plan | undefined> => {
  const url = new URL(request.url);
  const path = url.pathname.toLowerCase();
  if (path === MENU && request.method === 'GET') {
    return {
      key: 'menu',
      request: (updateTime) => {
        const next = new URL(url);
        if (updateTime) next.searchParams.set('updateTime', updateTime);
        else next.searchParams.delete('updateTime');
        return new Request(next, request);
      },
    };
  }
  if ((path !== LOCALIZATION && path !== IMAGES) || request.method !== 'POST') return undefined;
  const body = await safe(async () => (await request.clone().json()) as Record<string, unknown>);
  if (!body || typeof body !== 'object') return undefined;
  const part = path === LOCALIZATION ? body.languageCode : body.area;
  if (typeof part !== 'string' || !/^[A-Za-z]{1,20}$/.test(part)) return undefined;
  return {
    key: `${path === LOCALIZATION ? 'localization' : 'images'}:${part}`,
    request: (updateTime) =>
      new Request(url, {
        method: 'POST',
        headers: request.headers,
        body: JSON.stringify({ ...body, updateTime: updateTime ?? null }),
      }),
  };
};

const stored = (answer: StoredAnswer): Response =>
  new Response(JSON.stringify(answer.body), { status: 200, headers: { 'Content-Type': 'application/json' } });

interface Envelope {
  status?: unknown;
  data?: { isChanged?: unknown; updateTime?: unknown } | null;
}

/**
 * Sends a cached call through `next` (the api proxy) with the stored updateTime; answers
 * from the store when the server says unchanged or the network is gone. Undefined for a
 * request this cache does not handle.
 */
export const handleCachedCall = async (
  request: Request,
  next: (request: Request) => Promise<Response>,
  store: AnswerStore,
): Promise<Response | undefined> => {
  const plan = await planFor(request);
  if (!plan) return undefined;
  const previous = await safe(() => store.get(plan.key));
  const response = await next(plan.request(previous?.updateTime));
  if (response.headers.get(OFFLINE_HEADER) && previous) return stored(previous);
  if (!response.ok) return response;
  const text = await response.text();
  const body = await safe(async () => JSON.parse(text) as Envelope);
  const data = body?.status === 'success' ? body.data : undefined;
  if (data?.isChanged === false && previous) return stored(previous);
  if (data?.isChanged === true && typeof data.updateTime === 'string') {
    await safe(() => store.set(plan.key, { updateTime: data.updateTime as string, body }));
  }
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
};

/** A language change: every stored updateTime goes, so the next calls fetch whole lists. */
export const forgetUpdateTimes = async (store: AnswerStore): Promise<void> => {
  const all = (await safe(() => store.entries())) ?? [];
  await Promise.all(all.map(([key, value]) => safe(() => store.set(key, { body: value.body }))));
};

/** The end of a session: the entries that belong to it go. */
export const forgetSessionAnswers = async (store: AnswerStore): Promise<void> => {
  await Promise.all(SESSION_KEYS.map((key) => safe(() => store.del(key))));
};

/** The fetch handler's entry: cached calls go through the cache, every other one straight to `next`. */
export const withUpdateTimeCache = async (
  request: Request,
  next: (request: Request) => Promise<Response>,
  store: AnswerStore,
): Promise<Response> => (await handleCachedCall(request, next, store)) ?? next(request);

import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The transaction token, the agent token and the session key K (base64url of its 32 raw
 * bytes): held in memory and in IndexedDB, so a worker the browser stopped and restarted
 * still has them. Page code never sees them; they are cleared together.
 */
export interface KeyValue {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  del(key: string): Promise<void>;
}

const TRANSACTION = 'transactionToken';
const AGENT = 'agentToken';
const SESSION_KEY = 'sessionKey';

export const idbKeyValue = (): KeyValue => {
  let store: UseStore | undefined;
  const use = () => (store ??= createStore('emanet-sw', 'tokens'));
  return {
    get: (key) => get<string>(key, use()),
    set: (key, value) => set(key, value, use()),
    del: (key) => del(key, use()),
  };
};

/** A Map, for tests and for browsers without IndexedDB in workers. */
export const memoryKeyValue = (): KeyValue => {
  const map = new Map<string, string>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
  };
};

export const createTokenStore = (kv: KeyValue = idbKeyValue()) => {
  const memory: { transaction?: string; agent?: string; key?: string } = {};
  let loaded: Promise<void> | undefined;
  let generation = 0;
  const load = () => {
    const started = generation;
    return (loaded ??= Promise.all([kv.get(TRANSACTION), kv.get(AGENT), kv.get(SESSION_KEY)]).then(
      ([transaction, agent, key]) => {
        if (started !== generation) return; // cleared while reading
        memory.transaction ??= transaction;
        memory.agent ??= agent;
        memory.key ??= key;
      },
      () => undefined,
    ));
  };

  return {
    async transactionToken() {
      await load();
      return memory.transaction;
    },
    async agentToken() {
      await load();
      return memory.agent;
    },
    async sessionKey() {
      await load();
      return memory.key;
    },
    /** K of a new login session (customer mode). */
    setSessionKey(key: string) {
      memory.key = key;
      return kv.set(SESSION_KEY, key).catch(() => undefined);
    },
    setTransactionToken(token: string) {
      memory.transaction = token;
      return kv.set(TRANSACTION, token).catch(() => undefined);
    },
    /** A new agent token replaces whatever session was there (spec section 4, CallCenter entry). */
    setAgentToken(token: string) {
      const changed = memory.agent !== token;
      memory.agent = token;
      if (changed) {
        generation += 1; // a read still in flight must not bring the old session back
        delete memory.transaction;
        delete memory.key;
      }
      const drop = changed ? [kv.del(TRANSACTION), kv.del(SESSION_KEY)] : [];
      return Promise.all([kv.set(AGENT, token), ...drop]).then(
        () => undefined,
        () => undefined,
      );
    },
    clear() {
      generation += 1;
      delete memory.transaction;
      delete memory.agent;
      delete memory.key;
      loaded = Promise.resolve();
      return Promise.all([kv.del(TRANSACTION), kv.del(AGENT), kv.del(SESSION_KEY)]).then(
        () => undefined,
        () => undefined,
      );
    },
  };
};

export type TokenStore = ReturnType<typeof createTokenStore>;

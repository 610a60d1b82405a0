import { useEffect, useSyncExternalStore } from 'react';

/**
 * A new version of the app waits (registerType 'prompt') until the person agrees; the
 * prompt is held back while a transaction screen says so (useUpdateBlocker).
 */
interface UpdateState {
  ready: boolean;
  blockers: number;
}
let state: UpdateState = { ready: false, blockers: 0 };
let apply: () => Promise<void> = async () => undefined;
const listeners = new Set<() => void>();
const emit = (next: UpdateState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const markUpdateReady = (update: () => Promise<void>): void => {
  apply = update;
  emit({ ...state, ready: true });
};
export const applyUpdate = (): Promise<void> => apply();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True when the prompt may show: a version is waiting and no transaction flow is open. */
export const useUpdatePrompt = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => state.ready && state.blockers === 0,
    () => false,
  );

/** A transaction screen calls this (active by default) so no update prompt interrupts it. */
export const useUpdateBlocker = (active = true): void => {
  useEffect(() => {
    if (!active) return;
    emit({ ...state, blockers: state.blockers + 1 });
    return () => emit({ ...state, blockers: state.blockers - 1 });
  }, [active]);
};

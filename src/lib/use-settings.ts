import { useSyncExternalStore } from 'react';
import { readSettings, subscribeSettings, type Settings } from './settings';

let current: Settings | undefined;
const snapshot = (): Settings => (current ??= readSettings());
const subscribe = (notify: () => void) =>
  subscribeSettings((next) => {
    current = next;
    notify();
  });

/** The settings as React state: re-renders after every writeSettings/resetSettings. */
export const useSettings = (): Settings => useSyncExternalStore(subscribe, snapshot, snapshot);

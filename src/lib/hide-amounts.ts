import { useSyncExternalStore } from 'react';
import { readSettings, subscribeSettings, writeSettings } from './settings';

/**
 * The global "hide amounts" switch (spec section 9: amounts masked with asterisks), a tiny
 * store over the persisted app-settings, so every <Money> follows one toggle.
 */
const subscribe = (onChange: () => void) => subscribeSettings(() => onChange());
const snapshot = (): boolean => readSettings().hideAmounts;

export const setHideAmounts = (hidden: boolean): void => void writeSettings({ hideAmounts: hidden });
export const toggleHideAmounts = (): void => setHideAmounts(!snapshot());

export const useHideAmounts = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);

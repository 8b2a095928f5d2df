import { browserStorage } from '../storage/key-value-storage';
import { createStore, useStore } from '../storage/store';
import { readSettings, type Settings, writeSettings } from './settings';

const storage = browserStorage();
const store = createStore(readSettings(storage));

export function useSettings(): Settings {
  return useStore(store);
}

export function updateSettings(change: Partial<Settings>): void {
  const next = { ...store.get(), ...change };
  writeSettings(storage, next);
  store.set(next);
}

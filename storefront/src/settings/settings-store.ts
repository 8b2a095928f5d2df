import { browserStorage } from '../storage/key-value-storage';
import { createStore, useStore } from '../storage/store';
import { defaultSettings, readSettings, type Settings, writeSettings } from './settings';

const storage = browserStorage();
// The server renders the default settings: it cannot see this browser's storage.
const store = createStore(readSettings(storage), () => defaultSettings);

export function useSettings(): Settings {
  return useStore(store);
}

export function updateSettings(change: Partial<Settings>): void {
  const next = { ...store.get(), ...change };
  writeSettings(storage, next);
  store.set(next);
}

/** The part of `localStorage` the storefront uses; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/**
 * `localStorage` (or the tab's `sessionStorage`) when the browser lets the page use it. It throws in some private modes and is
 * missing in Node (the unit tests), where the shopper's choices then last for the session only.
 */
export function browserStorage(
  kind: 'localStorage' | 'sessionStorage' = 'localStorage',
): KeyValueStorage {
  try {
    const storage = globalThis[kind];
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** A quota error must not break a click: the choice still applies to the open page. */
export function writeQuietly(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Nothing better to do: the in-memory state stays correct.
  }
}

export function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

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

type StorageKind = 'localStorage' | 'sessionStorage';

/** What each kind turned out to be: the stores each ask for theirs as their modules load. */
const opened = new Map<StorageKind, KeyValueStorage>();

/**
 * `localStorage` (or the tab's `sessionStorage`) when the browser lets the page use it. Reaching
 * it throws where the browser blocks storage, and it is missing in Node (the unit tests); the
 * shopper's choices then last for the page only. A full or read-only storage is left to
 * `writeQuietly` (the stores keep their values in memory anyway), so a read tells enough: the
 * probe key each call used to write and remove was start-up work on a throttled phone.
 */
export function browserStorage(kind: StorageKind = 'localStorage'): KeyValueStorage {
  let storage = opened.get(kind);
  if (storage === undefined) {
    storage = reachable(kind) ?? memoryStorage();
    opened.set(kind, storage);
  }
  return storage;
}

function reachable(kind: StorageKind): KeyValueStorage | undefined {
  try {
    const storage = globalThis[kind];
    storage.getItem('');
    return storage;
  } catch {
    return undefined;
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

import { useSyncExternalStore } from 'react';

/** A value shared by components outside React's tree of state, e.g. kept in localStorage. */
export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  // The third argument serves server rendering (the unit tests render pages to HTML).
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

import { useSyncExternalStore } from 'react';

/** A value shared by components outside React's tree of state, e.g. kept in localStorage. */
export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
  /**
   * What the server renders (and so what hydration must render first): the value without this
   * browser's storage or startup calls. The store's own value where none was given.
   */
  firstView(): T;
}

let firstViewRender = false;

/**
 * Server rendering and hydration show every store's first view (`firstView`), so the browser's
 * first render matches the server's HTML; the stores' own values (a saved cart, a returning
 * shopper's currency) follow in the render after hydration. Set by `entry-server.tsx` while it
 * renders and by `main.tsx` before it hydrates.
 */
export function renderFirstViews(on: boolean): void {
  firstViewRender = on;
}

export function createStore<T>(initial: T, firstView?: () => T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const initialValue = initial;
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
    firstView: firstView ?? (() => initialValue),
  };
}

export function useStore<T>(store: Store<T>): T {
  // The third argument serves server rendering and hydration; the unit tests render pages to
  // HTML with the stores' values as they set them.
  return useSyncExternalStore(store.subscribe, store.get, () =>
    firstViewRender ? store.firstView() : store.get(),
  );
}

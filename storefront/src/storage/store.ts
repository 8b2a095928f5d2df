import equal from 'fast-deep-equal';
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
/** `useServerValue`'s values: recorded while the server renders, given back while hydrating. */
let serverValues: Record<string, unknown> | undefined;
let recording = false;

/**
 * Server rendering and hydration show every store's first view (`firstView`), so the browser's
 * first render matches the server's HTML; the stores' own values (a saved cart, a returning
 * shopper's currency) follow in the render after hydration. `entry-server.tsx` renders with
 * `'server'` (it records what `useServerValue` computed) and `main.tsx` hydrates with
 * `'hydrate'` and those values; `false` ends it.
 */
export function renderFirstViews(
  mode: 'server' | 'hydrate' | false,
  values: Record<string, unknown> = {},
): Record<string, unknown> {
  firstViewRender = mode !== false;
  recording = mode === 'server';
  serverValues = mode === false ? undefined : values;
  return values;
}

const noSubscription = () => () => {};

/**
 * What the server computed under `key` (`useServerValue`), while the browser takes the server's
 * HTML over; undefined otherwise. For a value too slow to compute while hydrating: the component
 * starts from the server's and computes its own later.
 */
export function hydratingValue<T>(key: string): T | undefined {
  if (!firstViewRender || recording || !serverValues || !(key in serverValues)) return undefined;
  return serverValues[key] as T;
}

/**
 * `value`, except while hydrating, where it is what the server computed under `key`: for text
 * that the server and the browser compute differently (names and dates from `Intl`, whose data
 * and time zone differ), so hydration matches; the browser's own follows at once. `value` must
 * be stable (memoised) between renders.
 */
export function useServerValue<T>(key: string, value: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => value,
    () => {
      if (!serverValues) return value;
      if (recording) {
        serverValues[key] = value;
        return value;
      }
      return key in serverValues ? (serverValues[key] as T) : value;
    },
  );
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

/**
 * The store's value, or the part of it that `select` picks: a component that shows one field
 * (the currency, whether the shopper is signed in) renders again only when that field changes, not
 * when another does, e.g. when the preference the server keeps arrives right after hydration.
 * `select` must return a primitive or a part of the value, never a new object.
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const pick = select ?? ((value: T) => value);
  // The third argument serves server rendering and hydration; the unit tests render pages to
  // HTML with the stores' values as they set them.
  return useSyncExternalStore(
    store.subscribe,
    () => pick(store.get()),
    () => pick(firstViewRender ? firstViewOf(store) : store.get()),
  );
}

/**
 * The store's first view, or its own value where the two are equal (a first visit's empty
 * lists and default settings, read from storage as new objects): React compares the value
 * hydrated with the store's own by identity, and each one that differs renders its component
 * again right after hydration, for nothing when only the identity differs.
 */
function firstViewOf<T>(store: Store<T>): T {
  const first = store.firstView();
  const own = store.get();
  return own !== first && equal(own, first) ? own : first;
}

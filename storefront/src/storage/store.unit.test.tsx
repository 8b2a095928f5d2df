import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, renderFirstViews, type Store, useStore } from './store';

interface Settings {
  readonly dark: boolean;
  readonly saved: readonly number[];
}

const defaults: Settings = { dark: false, saved: [] };

/** The value a component renders from `store` while a page is drawn for hydration. */
function hydratedValue(store: Store<Settings>): Settings | undefined {
  let seen: Settings | undefined;
  function Probe() {
    seen = useStore(store);
    return null;
  }
  renderFirstViews('hydrate');
  renderToString(<Probe />);
  return seen;
}

afterEach(() => {
  renderFirstViews(false);
});

describe('a store while the server’s page is taken over', () => {
  it('gives its own value where it equals the first view, so React need not render again', () => {
    // A first visit: storage holds nothing, and reading it makes new but equal objects.
    const own: Settings = { dark: false, saved: [] };
    const store = createStore(own, () => defaults);
    expect(hydratedValue(store)).toBe(own);
  });

  it('gives the first view where its own value differs, so hydration matches the server', () => {
    const store = createStore<Settings>({ dark: true, saved: [] }, () => defaults);
    expect(hydratedValue(store)).toBe(defaults);
    const withSaved = createStore<Settings>({ dark: false, saved: [7] }, () => defaults);
    expect(hydratedValue(withSaved)).toBe(defaults);
  });

  it('gives its own value once hydration is over', () => {
    const own: Settings = { dark: true, saved: [1] };
    const store = createStore(own, () => defaults);
    renderFirstViews(false);
    let seen: Settings | undefined;
    function Probe() {
      seen = useStore(store);
      return null;
    }
    renderToString(<Probe />);
    expect(seen).toBe(own);
  });
});

describe('a part of a store picked by a component', () => {
  /** What a component that picks `select` renders while the page is taken over. */
  function hydratedPick<S>(store: Store<Settings>, select: (value: Settings) => S): S | undefined {
    let seen: S | undefined;
    function Probe() {
      seen = useStore(store, select);
      return null;
    }
    renderFirstViews('hydrate');
    renderToString(<Probe />);
    return seen;
  }

  it('hydrates as the store’s own where only other fields differ, so React need not render again', () => {
    // A returning shopper with saved products: the dark setting is the same in both.
    const own: Settings = { dark: false, saved: [7] };
    const store = createStore(own, () => defaults);
    const pickDark = (value: Settings) => value.dark;
    expect(hydratedValue(store)).not.toBe(store.get());
    expect(Object.is(hydratedPick(store, pickDark), pickDark(store.get()))).toBe(true);
  });

  it('hydrates with the first view’s field where the field itself differs', () => {
    const store = createStore<Settings>({ dark: true, saved: [] }, () => defaults);
    expect(hydratedPick(store, (value) => value.dark)).toBe(false);
  });
});

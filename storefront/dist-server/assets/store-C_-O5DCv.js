import { useSyncExternalStore } from "react";
// src/storage/store.ts
var firstViewRender = false;
/** `useServerValue`'s values: recorded while the server renders, given back while hydrating. */
var serverValues;
var recording = false;
/**
* Server rendering and hydration show every store's first view (`firstView`), so the browser's
* first render matches the server's HTML; the stores' own values (a saved cart, a returning
* shopper's currency) follow in the render after hydration. `entry-server.tsx` renders with
* `'server'` (it records what `useServerValue` computed) and `main.tsx` hydrates with
* `'hydrate'` and those values; `false` ends it.
*/
function renderFirstViews(mode, values = {}) {
	firstViewRender = mode !== false;
	recording = mode === "server";
	serverValues = mode === false ? void 0 : values;
	return values;
}
var noSubscription = () => () => {};
/**
* `value`, except while hydrating, where it is what the server computed under `key`: for text
* that the server and the browser compute differently (names and dates from `Intl`, whose data
* and time zone differ), so hydration matches; the browser's own follows at once. `value` must
* be stable (memoised) between renders.
*/
function useServerValue(key, value) {
	return useSyncExternalStore(noSubscription, () => value, () => {
		if (!serverValues) return value;
		if (recording) {
			serverValues[key] = value;
			return value;
		}
		return key in serverValues ? serverValues[key] : value;
	});
}
function createStore(initial, firstView) {
	let value = initial;
	const listeners = /* @__PURE__ */ new Set();
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
		firstView: firstView ?? (() => initialValue)
	};
}
function useStore(store) {
	return useSyncExternalStore(store.subscribe, store.get, () => firstViewRender ? store.firstView() : store.get());
}
export { useStore as i, renderFirstViews as n, useServerValue as r, createStore as t };

import { useSyncExternalStore } from "react";
// src/storage/store.ts
var firstViewRender = false;
/**
* Server rendering and hydration show every store's first view (`firstView`), so the browser's
* first render matches the server's HTML; the stores' own values (a saved cart, a returning
* shopper's currency) follow in the render after hydration. Set by `entry-server.tsx` while it
* renders and by `main.tsx` before it hydrates.
*/
function renderFirstViews(on) {
	firstViewRender = on;
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
export { renderFirstViews as n, useStore as r, createStore as t };

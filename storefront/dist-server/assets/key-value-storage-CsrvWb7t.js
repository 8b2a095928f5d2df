// src/storage/key-value-storage.ts
function memoryStorage() {
	const values = /* @__PURE__ */ new Map();
	return {
		getItem: (key) => values.get(key) ?? null,
		setItem: (key, value) => {
			values.set(key, value);
		},
		removeItem: (key) => {
			values.delete(key);
		}
	};
}
/**
* `localStorage` (or the tab's `sessionStorage`) when the browser lets the page use it. It throws in some private modes and is
* missing in Node (the unit tests), where the shopper's choices then last for the session only.
*/
function browserStorage(kind = "localStorage") {
	try {
		const storage = globalThis[kind];
		const probe = "__storage_probe__";
		storage.setItem(probe, probe);
		storage.removeItem(probe);
		return storage;
	} catch {
		return memoryStorage();
	}
}
/** A quota error must not break a click: the choice still applies to the open page. */
function writeQuietly(storage, key, value) {
	try {
		storage.setItem(key, value);
	} catch {}
}
function readJson(storage, key) {
	const raw = storage.getItem(key);
	if (raw === null) return void 0;
	try {
		return JSON.parse(raw);
	} catch {
		return;
	}
}
export { readJson as n, writeQuietly as r, browserStorage as t };

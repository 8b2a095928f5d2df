import { _ as ApiError, d as showError, g as shopApi, m as track } from "./decode-Cq8skW8-.js";
import { useEffect, useState } from "react";
// src/api/shared-fetch.ts
/** Catalogue answers are reused for a minute: Back and tab switches then cost no request. */
var freshForMs = 6e4;
var cache = /* @__PURE__ */ new Map();
var inFlight = /* @__PURE__ */ new Map();
var onMiss;
/** The answer to `path` if one came within the last minute. */
function cachedAnswer(path) {
	const entry = cache.get(path);
	if (entry && Date.now() - entry.at < freshForMs) return entry.raw;
	onMiss?.(path);
}
/**
* Answers that arrived another way, as if just fetched: the server's, inline in the page it
* rendered (`ssr-state.ts`), or the ones the server renders with (`entry-server.tsx`).
*/
function seedAnswers(answers) {
	const at = Date.now();
	for (const [path, raw] of Object.entries(answers)) cache.set(path, {
		raw,
		at
	});
}
/** Forgets every answer: the server's renders share this module, never their data. */
function clearAnswers() {
	cache.clear();
}
/** Tells `listener` each path asked of the cache that it has not (the server's render pass). */
function watchMisses(listener) {
	onMiss = listener;
}
/**
* GETs `path` under `/api`, sharing one request between everyone who wants it: the boot script
* (`landing-data.ts`) starts the landing page's calls, the page's components then get the same
* request. Free of React, so the boot script can run it before the app has arrived.
*/
function requestShared(path) {
	const hit = cachedAnswer(path);
	if (hit !== void 0) return Promise.resolve(hit);
	let request = inFlight.get(path);
	if (!request) {
		request = shopApi.request(path).then((raw) => {
			cache.set(path, {
				raw,
				at: Date.now()
			});
			return raw;
		}).finally(() => inFlight.delete(path));
		inFlight.set(path, request);
	}
	return request;
}
// src/api/use-resource.ts
/**
* GETs `path` under `/api`, sharing one request between the components that want it; the top
* loading bar shows while it is under way.
*/
function fetchShared(path) {
	const hit = cachedAnswer(path);
	return hit !== void 0 ? Promise.resolve(hit) : track(requestShared(path));
}
function isNotFound(error) {
	return error instanceof ApiError && error.status === 404;
}
/** A lost session: the browser is on its way to the sign-in page, which says why. */
function isUnauthorized(error) {
	return error instanceof ApiError && error.status === 401;
}
function fromCache(path, decode) {
	const raw = path === null ? void 0 : cachedAnswer(path);
	if (path === null || raw === void 0) return void 0;
	try {
		return {
			path,
			data: decode(raw)
		};
	} catch {
		return;
	}
}
/**
* Loads and decodes `path` (nothing while it is null). Failures show the error toast, except a
* 404, which the page turns into its not-found state. `decode` must be stable (module level or
* memoised), since a new one loads again.
*/
function useResource(path, decode) {
	const [answer, setAnswer] = useState(() => fromCache(path, decode));
	const [latest, setLatest] = useState(answer?.data);
	useEffect(() => {
		if (path === null) return;
		let current = true;
		fetchShared(path).then((raw) => {
			const data = decode(raw);
			if (!current) return;
			setAnswer({
				path,
				data
			});
			setLatest(data);
		}).catch((error) => {
			if (!current) return;
			if (!isNotFound(error)) showError(error);
			setAnswer({
				path,
				error
			});
		});
		return () => {
			current = false;
		};
	}, [path, decode]);
	const settled = answer?.path === path ? answer : void 0;
	return {
		data: settled?.data,
		latest,
		loading: path !== null && settled === void 0,
		error: settled?.error
	};
}
export { clearAnswers as a, useResource as i, isNotFound as n, seedAnswers as o, isUnauthorized as r, watchMisses as s, fetchShared as t };

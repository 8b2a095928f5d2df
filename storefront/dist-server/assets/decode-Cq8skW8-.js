import { t as createStore } from "./store-C_-O5DCv.js";
// src/api/client.ts
/** An error the API answered with: its HTTP status and the `code` and `message` of its body. */
var ApiError = class extends Error {
	name = "ApiError";
	status;
	code;
	/** The whole error body, for answers that say more than a message (the lines out of stock). */
	body;
	constructor(status, code, message, body) {
		super(message);
		this.status = status;
		this.code = code;
		this.body = body;
	}
};
/** The code given to an error response whose body is not the API's `{ error }` shape. */
var unknownErrorCode = "http_error";
/**
* Turns an error response into an {@link ApiError}. The server answers
* `{ "error": { "code", "message" } }`; anything else (a proxy's HTML page, an empty body)
* falls back to the status text.
*
* @example parseApiError(409, 'Conflict', '{"error":{"code":"out_of_stock","message":"Sold out"}}')
*/
function parseApiError(status, statusText, body) {
	const error = errorBody(body);
	return error ? new ApiError(status, error.code, error.message, error.body) : new ApiError(status, unknownErrorCode, statusText || `HTTP ${status}`);
}
function errorBody(body) {
	let parsed;
	try {
		parsed = JSON.parse(body);
	} catch {
		return;
	}
	if (!isRecord$1(parsed) || !isRecord$1(parsed.error)) return void 0;
	const { code, message } = parsed.error;
	return typeof code === "string" && typeof message === "string" ? {
		code,
		message,
		body: parsed
	} : void 0;
}
function isRecord$1(value) {
	return typeof value === "object" && value !== null;
}
/** The header the server reads the CSRF token from. */
var csrfHeader = "X-CSRF-Token";
/**
* @example
* const api = createApiClient({ domainCountry: domainCountryCode(location.host) });
* const user = await api.request('/auth/user');
*/
function createApiClient({ domainCountry, baseUrl = "/api", fetch: send = (input, init) => fetch(input, init), csrfToken = () => void 0, onUnauthorized }) {
	return { async request(path, { method = "GET", body, headers: extra = {}, signal, anonymousOk, keepalive } = {}) {
		const headers = new Headers({
			...extra,
			Accept: "application/json",
			domainCountry
		});
		if (body !== void 0) headers.set("Content-Type", "application/json");
		const csrf = method === "GET" ? void 0 : csrfToken();
		if (csrf) headers.set(csrfHeader, csrf);
		const response = await send(`${baseUrl}${path}`, {
			method,
			headers,
			credentials: "include",
			body: body === void 0 ? void 0 : JSON.stringify(body),
			signal,
			keepalive
		});
		const text = await response.text();
		if (!response.ok) {
			const error = parseApiError(response.status, response.statusText, text);
			if (error.status === 401 && !anonymousOk) onUnauthorized?.(error);
			throw error;
		}
		return text === "" ? void 0 : JSON.parse(text);
	} };
}
// src/api/cookies.ts
/**
* One cookie's value from a `document.cookie` string, decoded; `undefined` when it is not set.
*
* @example readCookie('locale=ja; auth.csrf=abc%3D', 'auth.csrf') // 'abc='
*/
function readCookie(cookies, name) {
	for (const part of cookies.split(";")) {
		const separator = part.indexOf("=");
		if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
		const value = part.slice(separator + 1).trim();
		try {
			return decodeURIComponent(value) || void 0;
		} catch {
			return value || void 0;
		}
	}
}
// src/api/domain-country.ts
/**
* The code the API reads from the `domainCountry` header: the host's first two letters
* uppercased. `localhost` gives `LO`, which stands for no country, so it becomes `WW`
* (worldwide).
*
* @example domainCountryCode('ja.shop.example') // 'JA'
*/
function domainCountryCode(host) {
	const code = host.slice(0, 2).toUpperCase();
	return code === "LO" ? "WW" : code;
}
// src/api/shop-api.ts
/** The readable cookie the server sets at sign-in, beside the HttpOnly session cookie. */
var csrfCookie = "auth.csrf";
var sessionLostListeners = /* @__PURE__ */ new Set();
/**
* Calls `listener` whenever a call is refused with 401: the session has ended (expired, signed
* out in another tab). Returns the unsubscribe function.
*/
function onSessionLost(listener) {
	sessionLostListeners.add(listener);
	return () => sessionLostListeners.delete(listener);
}
/**
* The storefront's one API client. `location` and `document` are read defensively because the
* unit tests render pages in Node, where there are none.
*/
var shopApi = createApiClient({
	domainCountry: domainCountryCode(globalThis.location?.host ?? "localhost"),
	csrfToken: () => readCookie(globalThis.document?.cookie ?? "", csrfCookie),
	onUnauthorized: (error) => {
		for (const listener of sessionLostListeners) listener(error);
	}
});
// src/feedback/activity.ts
var activity = createStore({
	pending: 0,
	failed: false
});
/**
* Counts `work` as loading until it settles.
*
* @example const product = await track(shopApi.request('/products/7'));
*/
async function track(work) {
	const { pending, failed } = activity.get();
	activity.set({
		pending: pending + 1,
		failed: pending === 0 ? false : failed
	});
	let succeeded = false;
	try {
		const result = await work;
		succeeded = true;
		return result;
	} finally {
		const current = activity.get();
		activity.set({
			pending: current.pending - 1,
			failed: current.failed || !succeeded
		});
	}
}
// src/feedback/toasts.ts
var errorToastMs = 1e4;
var toasts = createStore([]);
var lastId = 0;
function dismissToast(id) {
	toasts.set(toasts.get().filter((toast) => toast.id !== id));
}
function show(toast, ms) {
	lastId += 1;
	const id = lastId;
	toasts.set([...toasts.get(), {
		...toast,
		id
	}]);
	setTimeout(() => dismissToast(id), ms);
}
/** Shows "Error: {message}" for 10 seconds; the same message already on screen is not repeated. */
function showError(error) {
	const message = error instanceof Error && error.message ? error.message : void 0;
	if (toasts.get().some((toast) => toast.kind === "error" && toast.message === message)) return;
	show({
		kind: "error",
		message
	}, errorToastMs);
}
// src/catalog/decode.ts
/**
* Small readers for API answers: the client hands back `unknown`, and these check the shape
* the pages rely on, filling what the sample data sometimes leaves out.
*/
var UnexpectedAnswerError = class extends Error {
	name = "UnexpectedAnswerError";
};
function isRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function record(value, what) {
	if (!isRecord(value)) throw new UnexpectedAnswerError(`${what} is not an object`);
	return value;
}
function requiredNumber(fields, name) {
	const value = fields[name];
	if (typeof value === "number" && Number.isFinite(value)) return value;
	if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
	throw new UnexpectedAnswerError(`${name} is not a number`);
}
function optionalNumber(fields, name) {
	return fields[name] === void 0 || fields[name] === null ? void 0 : requiredNumber(fields, name);
}
function text(fields, name, fallback = "") {
	const value = fields[name];
	if (typeof value === "string") return value;
	if (typeof value === "number") return String(value);
	return fallback;
}
function optionalText(fields, name) {
	const value = text(fields, name);
	return value === "" ? void 0 : value;
}
function list(value) {
	return Array.isArray(value) ? value : [];
}
function texts(value) {
	return list(value).filter((item) => typeof item === "string");
}
function numbers(value) {
	return list(value).filter((item) => typeof item === "number");
}
export { ApiError as _, optionalText as a, text as c, showError as d, toasts as f, shopApi as g, onSessionLost as h, optionalNumber as i, texts as l, track as m, list as n, record as o, activity as p, numbers as r, requiredNumber as s, isRecord as t, dismissToast as u, unknownErrorCode as v };

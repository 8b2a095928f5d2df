import { a as clearAnswers, i as useResource, o as seedAnswers, s as watchMisses } from "./assets/use-resource-eiGXM7FF.js";
import { i as languages, n as isLanguage, r as languageNames, t as defaultLanguage } from "./assets/languages-BpLRNh2M.js";
import { i as usePreference, n as setFirstViewCurrency, r as useCurrency, t as changePreference } from "./assets/preference-store-rjnqpLdO.js";
import { n as readJson, r as writeQuietly, t as browserStorage } from "./assets/key-value-storage-CsrvWb7t.js";
import { i as useStore, n as renderFirstViews, r as useServerValue, t as createStore } from "./assets/store-C_-O5DCv.js";
import { _ as ApiError, a as optionalText, c as text, d as showError, f as toasts, g as shopApi, h as onSessionLost, m as track, n as list, o as record, p as activity, s as requiredNumber, t as isRecord, u as dismissToast } from "./assets/decode-Cq8skW8-.js";
import { t as useCatalogLocale } from "./assets/use-catalog-locale-CbEJ6cqZ.js";
import { _ as roundAmount, f as syncCart, h as itemCount, l as repriceGuestCart, p as useCart, s as removeFromCart, y as subTotal } from "./assets/cart-store-BnLQi_kd.js";
import { t as CloseIcon } from "./assets/CloseIcon-BnhFyNqc.js";
import { t as emailMessage } from "./assets/email-message-BsKGUI1h.js";
import { t as FormAlert } from "./assets/FormAlert-D_CWGJcG.js";
import { t as TextField } from "./assets/TextField-KlO6ML8K.js";
import { t as Icon } from "./assets/Icon-C9C-l1fH.js";
import { t as BasketIcon } from "./assets/BasketIcon-DyupgZwG.js";
import { t as formatPrice } from "./assets/format-price-CqHzwgNM.js";
import { n as HeartIcon, r as CompareIcon, t as SearchIcon } from "./assets/SearchIcon-G3pjMbIU.js";
import { a as decodeProductPage, c as productPath, i as decodeProductDetail, l as productsPath, n as decodeFilterChoices, o as categoriesPath, r as decodeProduct, s as filtersPath, t as decodeCategories, u as searchPath } from "./assets/product.decode-D_3RNbdC.js";
import { c as currencyCodes, d as isCurrencyCode, s as currencies } from "./assets/preference-storage-B-zlVlpp.js";
import { createInstance } from "i18next";
import { StrictMode, Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import { Form, Link, NavLink, Navigate, Outlet, ScrollRestoration, StaticRouterProvider, createStaticHandler, createStaticRouter, isRouteErrorResponse, redirect, useLocation, useNavigate, useNavigation, useRouteError } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/i18n/catalogues.ts
/**
* Each language's texts as a chunk of its own: a shopper downloads only the language shown
* (fetched at start-up by `boot.ts`, beside the app) and another one when they pick it.
*/
var catalogues = {
	"en-US": async () => (await import("./assets/en-US-CU-5xDes.js")).enUS,
	ko: async () => (await import("./assets/ko-9XGgZSyS.js")).ko,
	ja: async () => (await import("./assets/ja-C4u-ukka.js")).ja,
	"zh-CN": async () => (await import("./assets/zh-CN-DuY450pU.js")).zhCN
};
// src/i18n/locale-cookie.ts
var cookieName = "locale";
var maxAgeSeconds = 31536e3;
/**
* The language saved in the `locale` cookie, if it is one the storefront speaks.
*
* @example readLocaleCookie('theme=dark; locale=ja') // 'ja'
*/
function readLocaleCookie(cookie) {
	for (const pair of cookie.split(";")) {
		const [name, value = ""] = pair.trim().split("=", 2);
		if (name === cookieName) return isLanguage(value) ? value : void 0;
	}
}
/**
* A `document.cookie` assignment that remembers the shopper's choice for a year.
*
* @example document.cookie = localeCookie('ko')
*/
function localeCookie(language) {
	return `${cookieName}=${language}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
// src/i18n/detect-language.ts
var hostPrefixes = /* @__PURE__ */ new Map([
	["en", "en-US"],
	["ko", "ko"],
	["ja", "ja"],
	["cn", "zh-CN"]
]);
var browserLanguages = /* @__PURE__ */ new Map([
	["en", "en-US"],
	["ko", "ko"],
	["ja", "ja"],
	["zh", "zh-CN"]
]);
/**
* The language to show: the host's language prefix wins, then the shopper's saved choice,
* then the first browser language the storefront speaks, then English.
*
* @example detectLanguage({ host: 'localhost', cookie: '', navigatorLanguages: ['ko-KR'] }) // 'ko'
*/
function detectLanguage({ host, cookie, navigatorLanguages }) {
	return fromHost(host) ?? readLocaleCookie(cookie) ?? fromBrowser(navigatorLanguages) ?? "en-US";
}
function fromHost(host) {
	const [prefix = "", ...rest] = host.toLowerCase().split(".");
	return rest.length > 0 ? hostPrefixes.get(prefix) : void 0;
}
function fromBrowser(navigatorLanguages) {
	for (const tag of navigatorLanguages) {
		const language = browserLanguages.get(tag.toLowerCase().split("-")[0] ?? "");
		if (language) return language;
	}
}
// src/account/login-redirect.ts
/** Where the sign-in form sends the shopper when nothing else asked: their account. */
var defaultAfterLogin = "/page/account/dashboard";
var loginRoute = "/page/account/login";
/** Pages a shopper signing in must not be sent back to: they would just show the form again. */
var noReturnPaths = [
	loginRoute,
	"/page/account/register",
	"/page/account/forget-password",
	"/page/account/reset-password"
];
/** Whether a path is one of the sign-in pages (where a lost session needs no redirect). */
function isSignInPath(pathname) {
	return noReturnPaths.some((path) => pathname.toLowerCase() === path.toLowerCase());
}
/**
* The page to go to after signing in, from the `next` query value: only a path of this shop
* (never another site, `//host` or a scheme), and never the sign-in pages themselves.
*
* @example safeNextPath('/page/account/checkout?step=2') // '/page/account/checkout?step=2'
* @example safeNextPath('https://evil.example/') // '/page/account/dashboard'
*/
function safeNextPath(next) {
	if (!next?.startsWith("/") || next.startsWith("//") || next.includes("\\")) return defaultAfterLogin;
	const url = new URL(next, "http://shop.invalid");
	if (url.origin !== "http://shop.invalid") return defaultAfterLogin;
	if (isSignInPath(url.pathname)) return defaultAfterLogin;
	return `${url.pathname}${url.search}${url.hash}`;
}
/**
* The sign-in page, asked to come back to `next` afterwards.
*
* @example loginPath('/page/account/cart') // '/page/account/login?next=%2Fpage%2Faccount%2Fcart'
*/
function loginPath(next) {
	const target = next === void 0 ? void 0 : safeNextPath(next);
	return target === void 0 || target === "/page/account/dashboard" ? loginRoute : `${loginRoute}?next=${encodeURIComponent(target)}`;
}
/** A sign-in page link (e.g. on the register form) that keeps the `next` it was given. */
function withNext(path, next) {
	return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
// src/account/to-login.loader.ts
/**
* The spec's older sign-in routes (`login-firebase`, `auth/auth`, from sign-in providers the shop
* no longer uses) redirect to the sign-in page before anything renders, keeping their query (a
* `next`, say).
*/
function toLoginPage({ request }) {
	return redirect(`${loginRoute}${new URL(request.url).search}`);
}
// src/catalog/collection-layout.ts
/**
* The spec's collection layouts, each a `?layout=` of the one collection page (the list view is
* its `?view=list`). The default, a filter sidebar at the start and four per row, keeps a plain URL.
*/
var collectionLayouts = [
	"left-sidebar",
	"right-sidebar",
	"no-sidebar",
	"sidebar-popup",
	"three-grid",
	"four-grid",
	"six-grid",
	"full-width",
	"metro"
];
var defaultCollectionLayout = "left-sidebar";
var shapes = {
	"left-sidebar": {
		sidebar: "start",
		columns: 4,
		fullWidth: false,
		metro: false
	},
	"right-sidebar": {
		sidebar: "end",
		columns: 4,
		fullWidth: false,
		metro: false
	},
	"no-sidebar": {
		sidebar: "popup",
		columns: 4,
		fullWidth: false,
		metro: false
	},
	"sidebar-popup": {
		sidebar: "popup",
		columns: 3,
		fullWidth: false,
		metro: false
	},
	"three-grid": {
		sidebar: "popup",
		columns: 3,
		fullWidth: false,
		metro: false
	},
	"four-grid": {
		sidebar: "popup",
		columns: 4,
		fullWidth: false,
		metro: false
	},
	"six-grid": {
		sidebar: "popup",
		columns: 6,
		fullWidth: true,
		metro: false
	},
	"full-width": {
		sidebar: "popup",
		columns: 6,
		fullWidth: true,
		metro: false
	},
	metro: {
		sidebar: "popup",
		columns: 4,
		fullWidth: true,
		metro: true
	}
};
function layoutShape(layout) {
	return shapes[layout];
}
function isCollectionLayout(value) {
	return collectionLayouts.includes(value);
}
/** The layout a URL asks for; anything else is the default. */
function parseCollectionLayout(value) {
	return isCollectionLayout(value) ? value : defaultCollectionLayout;
}
/**
* The spec's customizer linked `/collection/right-sidebar`, `/collection/list-view`, … (and
* `/collection/leftsidebar/all`): the query of the page they stand for, or nothing for a
* category id.
*
* @example layoutAliasQuery('six-grid') // 'layout=six-grid'
*/
function layoutAliasQuery(segment) {
	if (segment === "list-view") return "view=list";
	if (segment === "leftsidebar") return "";
	if (isCollectionLayout(segment)) return segment === "left-sidebar" ? "" : `layout=${segment}`;
}
// src/catalog/collection-alias.loader.ts
/**
* The spec customizer's layout paths (`/collection/six-grid`, `/collection/list-view`) lead to
* the whole collection in that layout; a category id renders its page as it is.
*/
function collectionAlias({ params }) {
	const query = layoutAliasQuery(params.cid ?? "");
	if (query === void 0) return null;
	return redirect(`/collection/all${query ? `?${query}` : ""}`);
}
/** `/collection/leftsidebar/:cid`: the left sidebar is the collection page's own layout. */
function leftSidebarAlias({ params }) {
	return redirect(`/collection/${encodeURIComponent(params.cid ?? "all")}`);
}
// src/errors/StatusMessage.tsx
/** The body of the not-found and error pages: a big status code, a heading, the way home. */
function StatusMessage({ status, title, message }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("section", {
		className: "container status-message",
		children: [
			/* @__PURE__ */ jsx("title", { children: title }),
			/* @__PURE__ */ jsx("p", {
				className: "status-message__code",
				"aria-hidden": "true",
				children: status
			}),
			/* @__PURE__ */ jsx("h1", { children: title }),
			message && /* @__PURE__ */ jsx("p", { children: message }),
			/* @__PURE__ */ jsx(Link, {
				className: "button",
				to: "/",
				children: t("navigation.backHome")
			})
		]
	});
}
// src/errors/NotFoundPage.tsx
function NotFoundPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(StatusMessage, {
		status: 404,
		title: t("notFound.title")
	});
}
var reloadedAtKey = "chunkReloadedAt";
var reloadedKey = "chunkReloaded";
/**
* An error of a dynamic import or of a chunk's preload: after a release the page's old chunks are
* gone from the server, and only a reload fetches the new ones.
*/
function isChunkLoadError(error) {
	const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
	return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(message);
}
/**
* Reloads the page after a chunk load failure, unless it did so less than a minute ago (the
* time is kept in `storage`, the tab's sessionStorage, so a reload loop stops). Returns whether
* it reloads; otherwise the error is the page's to show.
*/
function reloadAfterChunkError(error, { storage, reload, now = Date.now() }) {
	if (!isChunkLoadError(error)) return false;
	const last = Number(storage.getItem(reloadedAtKey));
	if (Number.isFinite(last) && last > 0 && now - last < 6e4) return false;
	writeQuietly(storage, reloadedAtKey, String(now));
	writeQuietly(storage, reloadedKey, "1");
	reload();
	return true;
}
// src/errors/RouteErrorPage.tsx
/**
* Shown when a route's loader or component fails; a 404 thrown by a loader is a missing page.
* A page whose chunk failed to load (a new release replaced it) reloads once instead.
*/
function RouteErrorPage() {
	const { t } = useTranslation();
	const error = useRouteError();
	const [reloading, setReloading] = useState(() => isChunkLoadError(error));
	useEffect(() => {
		const storage = browserStorage("sessionStorage");
		setReloading(reloadAfterChunkError(error, {
			storage,
			reload: () => window.location.reload()
		}));
	}, [error]);
	const status = isRouteErrorResponse(error) ? error.status : 500;
	if (status === 404) return /* @__PURE__ */ jsx(NotFoundPage, {});
	if (reloading) return null;
	return /* @__PURE__ */ jsx(StatusMessage, {
		status,
		title: t("error.title"),
		message: t("error.message")
	});
}
// src/account/user.ts
function code(value) {
	if (typeof value === "string") return value || void 0;
	return isRecord(value) ? optionalText(value, "code") : void 0;
}
/** `{ user }`; a user without an id is no user (the spec: logged out). */
function decodeUserAnswer(raw) {
	const answer = record(raw, "user answer");
	if (!isRecord(answer.user)) return void 0;
	const user = answer.user;
	const id = text(user, "id");
	if (!id) return void 0;
	return {
		id,
		email: text(user, "email"),
		displayName: text(user, "displayName"),
		role: text(user, "role", "customer"),
		language: code(user.language)
	};
}
// src/account/session-store.ts
var session = createStore({ status: "unknown" });
function useSession() {
	return useStore(session);
}
var loginRequest = createStore(void 0);
onSessionLost(() => {
	session.set({ status: "guest" });
	const here = globalThis.location;
	if (!here || loginRequest.get() || isSignInPath(here.pathname)) return;
	loginRequest.set({
		next: `${here.pathname}${here.search}`,
		seq: Date.now()
	});
});
function signedIn(raw) {
	const user = decodeUserAnswer(raw);
	if (!user) throw new ApiError(500, "unexpected_answer", "The server sent no user.");
	session.set({
		status: "signed-in",
		user
	});
	return user;
}
async function signIn(email, password) {
	return signedIn(await track(shopApi.request("/auth/login", {
		method: "POST",
		body: {
			email: email.trim(),
			password
		},
		anonymousOk: true
	})));
}
/**
* Registers, then signs in with the same e-mail and password. The server answers a taken address
* as it answers a new one (it mails the owner instead), so a sign-in that fails after it means
* the address had an account already: `'check-mail'`.
*/
async function register(fields) {
	await track(shopApi.request("/auth/register", {
		method: "POST",
		body: {
			...fields,
			email: fields.email.trim(),
			displayName: fields.displayName.trim()
		},
		anonymousOk: true
	}));
	try {
		return await signIn(fields.email, fields.password);
	} catch (error) {
		if (error instanceof ApiError && error.status === 401) return "check-mail";
		throw error;
	}
}
/** Signs out on the server; the shopper is a guest afterwards even if that call fails. */
async function signOut() {
	try {
		await track(shopApi.request("/auth/logout", {
			method: "POST",
			anonymousOk: true
		}));
	} catch (error) {
		showError(error);
	} finally {
		session.set({ status: "guest" });
	}
}
async function requestPasswordReset(email) {
	await track(shopApi.request("/auth/forgot-password", {
		method: "POST",
		body: { email: email.trim() },
		anonymousOk: true
	}));
}
async function resetPassword(token, password) {
	await track(shopApi.request("/auth/reset-password", {
		method: "POST",
		body: {
			token,
			password
		},
		anonymousOk: true
	}));
}
async function changePassword(currentPassword, newPassword) {
	await track(shopApi.request("/auth/change-password", {
		method: "POST",
		body: {
			currentPassword,
			newPassword
		}
	}));
}
// src/account/LoginRedirect.tsx
/**
* Sends the browser to the sign-in page when an API call found the session gone (a 401), with
* the page it was on as `next`, so signing in brings the shopper back.
*/
function LoginRedirect() {
	const request = useStore(loginRequest);
	const navigate = useNavigate();
	useEffect(() => {
		if (!request) return;
		loginRequest.set(void 0);
		navigate(loginPath(request.next), {
			replace: true,
			state: { loginRequired: true }
		});
	}, [request, navigate]);
	return null;
}
// src/cart/CartSync.tsx
/**
* Keeps the cart in step with who is shopping and in which language and currency: the server
* cart after sign-in (with the guest cart merged in), the local one for a guest, re-priced
* when the currency changes.
*/
function CartSync() {
	const session = useSession();
	const { lang, currency } = useCatalogLocale();
	const guest = useCart().mode === "guest";
	useEffect(() => {
		syncCart(session, {
			lang,
			currency
		});
	}, [
		session,
		lang,
		currency
	]);
	useEffect(() => {
		if (guest) repriceGuestCart({
			lang,
			currency
		});
	}, [
		guest,
		lang,
		currency
	]);
	return null;
}
// src/merch/merch-events.ts
/** The product a shopper asked to see in the quick view, if any. */
var quickViewProduct = createStore(void 0);
/** The product just added to the cart, for the confirmation with related products. */
var addedProduct = createStore(void 0);
function openQuickView(productId) {
	addedProduct.set(void 0);
	quickViewProduct.set(productId);
}
/** A new page closes what was opened over the last one. */
function closeMerchModals() {
	quickViewProduct.set(void 0);
	addedProduct.set(void 0);
}
/** Closes the quick view (if the product came from there) and shows the confirmation. */
function announceAdded(product) {
	quickViewProduct.set(void 0);
	addedProduct.set({
		id: product.id,
		title: product.title
	});
}
// src/merch/offer-memory.ts
/** This browser's memory of the offers: the visit in sessionStorage, the visitor in localStorage. */
var offerMemory = {
	visit: browserStorage("sessionStorage"),
	visitor: browserStorage("localStorage")
};
// src/merch/offer-rules.ts
/** Pages where a shopper is paying: no offer gets in their way there. */
var checkoutPaths = [
	"/page/account/checkout",
	"/page/account/PayPal",
	"/page/order-success",
	"/page/order-failure"
];
function isCheckoutPage(pathname) {
	return checkoutPaths.includes(pathname);
}
/** The pointer left the page through its top edge, towards the tabs and the address bar. */
function leavesThroughTop(event) {
	return event.relatedTarget === null && event.clientY <= 0;
}
var offerKeys = {
	exitIntent: "exitOffer",
	offerBox: "offerBox"
};
/**
* Whether an offer may show: once per visit, never again for a shopper who dismissed it, and
* never while they pay.
*/
function mayOffer(memory, offer, pathname) {
	return !isCheckoutPage(pathname) && memory.visit.getItem(`${offer}Seen`) !== "true" && memory.visitor.getItem(`${offer}Dismissed`) !== "true";
}
function markSeen(memory, offer) {
	writeQuietly(memory.visit, `${offer}Seen`, "true");
}
function markDismissed(memory, offer) {
	writeQuietly(memory.visitor, `${offer}Dismissed`, "true");
}
// src/merch/use-exit-intent.ts
/** A pointer that can leave the page: a desktop's mouse, not a finger. */
function hasFinePointer() {
	return typeof matchMedia === "function" && matchMedia("(pointer: fine)").matches;
}
/**
* Whether the exit-intent offer is open: it opens when a desktop shopper's mouse leaves through
* the top of the page, at most once per visit (`offer-rules.ts`).
*/
function useExitIntent() {
	const { pathname } = useLocation();
	const [open, setOpen] = useState(false);
	useEffect(() => {
		if (open || !hasFinePointer() || !mayOffer(offerMemory, offerKeys.exitIntent, pathname)) return;
		function onMouseOut(event) {
			if (!leavesThroughTop(event)) return;
			markSeen(offerMemory, offerKeys.exitIntent);
			setOpen(true);
		}
		document.documentElement.addEventListener("mouseout", onMouseOut);
		return () => document.documentElement.removeEventListener("mouseout", onMouseOut);
	}, [open, pathname]);
	return [open, () => setOpen(false)];
}
// src/merch/use-offer-box.ts
/** How long a shopper browses the home page before the offer box slides in. */
var delayMs = 2e4;
/** Whether the offer box shows: after a while on the home page, once per visit. */
function useOfferBox() {
	const { pathname } = useLocation();
	const [shown, setShown] = useState(false);
	useEffect(() => {
		if (pathname !== "/" || !mayOffer(offerMemory, offerKeys.offerBox, pathname)) return;
		const timer = setTimeout(() => {
			markSeen(offerMemory, offerKeys.offerBox);
			setShown(true);
		}, delayMs);
		return () => clearTimeout(timer);
	}, [pathname]);
	return [shown, () => setShown(false)];
}
// src/merch/MerchModals.tsx
var QuickViewModal = lazy(() => import("./assets/QuickViewModal-BH5dB1W-.js"));
var AddedToCartModal = lazy(() => import("./assets/AddedToCartModal-DY3W31jl.js"));
var ExitIntentOffer = lazy(() => import("./assets/ExitIntentOffer-X1hpSB6L.js"));
var OfferBox = lazy(() => import("./assets/OfferBox-CBi1W2IO.js"));
/**
* The quick view, the add-to-cart confirmation and the offers (exit intent, the sliding box),
* over whichever page asked for them.
*/
function MerchModals() {
	const quickView = useStore(quickViewProduct);
	const added = useStore(addedProduct);
	const { pathname } = useLocation();
	const [exitOffer, closeExitOffer] = useExitIntent();
	const [offerBox, hideOfferBox] = useOfferBox();
	useEffect(() => {
		if (pathname) closeMerchModals();
	}, [pathname]);
	return /* @__PURE__ */ jsxs(Suspense, {
		fallback: null,
		children: [
			quickView !== void 0 && /* @__PURE__ */ jsx(QuickViewModal, {
				productId: quickView,
				onClose: () => quickViewProduct.set(void 0)
			}),
			added && /* @__PURE__ */ jsx(AddedToCartModal, {
				product: added,
				onClose: () => addedProduct.set(void 0)
			}),
			exitOffer && /* @__PURE__ */ jsx(ExitIntentOffer, { onClose: closeExitOffer }),
			offerBox && /* @__PURE__ */ jsx(OfferBox, { onHide: hideOfferBox })
		]
	});
}
// src/pages-content/newsletter-api.ts
/** Signs `email` up; the answer is the same whether it was subscribed already or not. */
async function signUpForNewsletter(email, lang) {
	try {
		await shopApi.request("/newsletter", {
			method: "POST",
			body: {
				email,
				lang
			}
		});
		return "checkInbox";
	} catch (error) {
		return error instanceof ApiError && error.status === 429 ? "tooMany" : "failed";
	}
}
var linkErrors = {
	invalid_link: "invalidLink",
	invalid_request: "invalidLink",
	link_expired: "expiredLink",
	link_used: "usedLink"
};
/** Follows a mailed link: confirms the subscription or unsubscribes. */
async function followNewsletterLink(action, token) {
	try {
		await shopApi.request(`/newsletter/${action}`, {
			method: "POST",
			body: { token }
		});
		return action === "confirm" ? "confirmed" : "unsubscribed";
	} catch (error) {
		return error instanceof ApiError && linkErrors[error.code] || "failed";
	}
}
// src/pages-content/newsletter-prompt.ts
var promptKey = "newsletter-prompt";
/** Pages where a pop-up would be in the way: checkout, account forms, the newsletter's own links. */
var quietPaths = [
	/^\/page\/account\//,
	/^\/page\/newsletter\//,
	/^\/page\/order-/
];
/** Whether this visitor may still be offered the newsletter pop-up on `path`. */
function mayPrompt(storage, path) {
	return storage.getItem(promptKey) === null && !quietPaths.some((quiet) => quiet.test(path));
}
/** Once shown (or signed up through the footer), the pop-up never comes back for this visitor. */
function rememberPrompted(storage) {
	writeQuietly(storage, promptKey, "seen");
}
// src/pages-content/NewsletterForm.tsx
/** The newsletter sign-up (footer and pop-up): an address, then a mail with a link to confirm. */
function NewsletterForm() {
	const { t } = useTranslation();
	const { lang } = useCatalogLocale();
	const [email, setEmail] = useState("");
	const [problem, setProblem] = useState();
	const [outcome, setOutcome] = useState();
	const [busy, setBusy] = useState(false);
	async function submit(event) {
		event.preventDefault();
		const issue = emailMessage(t, email);
		setProblem(issue);
		setOutcome(void 0);
		if (issue) return;
		setBusy(true);
		const result = await signUpForNewsletter(email.trim(), lang);
		setBusy(false);
		setOutcome(result);
		if (result === "checkInbox") {
			setEmail("");
			rememberPrompted(browserStorage());
		}
	}
	return /* @__PURE__ */ jsxs("form", {
		className: "newsletter-form",
		noValidate: true,
		onSubmit: submit,
		"aria-busy": busy,
		children: [outcome && /* @__PURE__ */ jsx(FormAlert, {
			kind: outcome === "checkInbox" ? "success" : "error",
			children: t(`pages.newsletter.${outcome}`)
		}), /* @__PURE__ */ jsxs("div", {
			className: "newsletter-form__row",
			children: [/* @__PURE__ */ jsx(TextField, {
				label: t("pages.newsletter.email"),
				name: "newsletter-email",
				type: "email",
				inputMode: "email",
				autoComplete: "email",
				value: email,
				onChange: setEmail,
				error: problem,
				maxLength: 254
			}), /* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "button",
				disabled: busy,
				children: busy ? t("pages.newsletter.sending") : t("pages.newsletter.subscribe")
			})]
		})]
	});
}
// src/pages-content/NewsletterModal.tsx
/**
* Offers the newsletter once per visitor, never on first paint: after some time on the site or
* once most of a page has been scrolled. A modal `<dialog>`: focus stays inside, Escape, the
* close button or a click beside it closes it, and focus goes back where it was.
*/
function NewsletterModal() {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	const dialog = useRef(null);
	const titleId = useId();
	const [open, setOpen] = useState(false);
	const eligible = mayPrompt(browserStorage(), pathname);
	useEffect(() => {
		if (!eligible) return;
		const show = () => {
			if (!mayPrompt(browserStorage(), window.location.pathname)) return;
			if (document.querySelector("dialog[open]")) return;
			rememberPrompted(browserStorage());
			setOpen(true);
		};
		const timer = window.setTimeout(show, 25e3);
		const onScroll = () => {
			const scrollable = document.documentElement.scrollHeight - window.innerHeight;
			if (scrollable > 0 && window.scrollY / scrollable >= .6) show();
		};
		window.addEventListener("scroll", onScroll, { passive: true });
		return () => {
			window.clearTimeout(timer);
			window.removeEventListener("scroll", onScroll);
		};
	}, [eligible]);
	useEffect(() => {
		const element = dialog.current;
		if (open && element && !element.open) element.showModal();
	}, [open]);
	if (!open) return null;
	const close = () => {
		dialog.current?.close();
	};
	return /* @__PURE__ */ jsx("dialog", {
		ref: dialog,
		className: "newsletter-modal",
		"aria-labelledby": titleId,
		onClose: () => setOpen(false),
		onClick: (event) => {
			if (event.target === event.currentTarget) close();
		},
		children: /* @__PURE__ */ jsxs("div", {
			className: "newsletter-modal__body",
			children: [
				/* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "icon-button newsletter-modal__close",
					onClick: close,
					children: [/* @__PURE__ */ jsx(CloseIcon, {}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("pages.newsletter.close")
					})]
				}),
				/* @__PURE__ */ jsx("h2", {
					id: titleId,
					children: t("pages.newsletter.title")
				}),
				/* @__PURE__ */ jsx("p", { children: t("pages.newsletter.intro") }),
				/* @__PURE__ */ jsx(NewsletterForm, {}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "link-button",
					onClick: close,
					children: t("pages.newsletter.noThanks")
				})
			]
		})
	});
}
// src/settings/settings.ts
/** Where the cart panel slides in from: 300 px wide at a side, 218 px tall at the top or bottom. */
var cartSides = [
	"right",
	"left",
	"top",
	"bottom"
];
function isCartSide(value) {
	return cartSides.includes(value);
}
var defaultSettings = {
	themeColor: "#ff4c3b",
	direction: "ltr",
	dark: false,
	cartSide: "right"
};
var keys = {
	themeColor: "themeColor",
	direction: "direction",
	dark: "darkMode",
	cartSide: "cartSide"
};
function isHexColor(value) {
	return /^#[0-9a-f]{6}$/i.test(value);
}
/** The saved settings; a missing or tampered value falls back to its default. */
function readSettings(storage) {
	const themeColor = storage.getItem(keys.themeColor) ?? "";
	const direction = storage.getItem(keys.direction);
	const cartSide = storage.getItem(keys.cartSide);
	return {
		themeColor: isHexColor(themeColor) ? themeColor.toLowerCase() : defaultSettings.themeColor,
		direction: direction === "rtl" ? "rtl" : "ltr",
		dark: storage.getItem(keys.dark) === "true",
		cartSide: isCartSide(cartSide) ? cartSide : defaultSettings.cartSide
	};
}
function writeSettings(storage, settings) {
	writeQuietly(storage, keys.themeColor, settings.themeColor);
	writeQuietly(storage, keys.direction, settings.direction);
	writeQuietly(storage, keys.dark, String(settings.dark));
	writeQuietly(storage, keys.cartSide, settings.cartSide);
}
/**
* The drawer side of a cart side: the drawer works in the text's direction (start, end), the
* setting on the screen (left, right).
*/
function cartDrawerSide(side, direction) {
	if (side === "top" || side === "bottom") return side;
	return side === "left" === (direction === "ltr") ? "start" : "end";
}
/** The settings as a configuration file would hold them (the panel's pop-up shows it). */
function settingsFile(settings) {
	return JSON.stringify(settings, null, 2);
}
// src/settings/settings-store.ts
var storage$1 = browserStorage();
var store = createStore(readSettings(storage$1), () => defaultSettings);
function useSettings() {
	return useStore(store);
}
function updateSettings(change) {
	const next = {
		...store.get(),
		...change
	};
	writeSettings(storage$1, next);
	store.set(next);
}
// src/settings/ApplySettings.tsx
/**
* Puts the settings on `<html>`: the theme colour as `--theme`, `dir` and a dark flag, so every
* part of the page (and the browser's own controls) follows them.
*/
function ApplySettings() {
	const { themeColor, direction, dark } = useSettings();
	useEffect(() => {
		const root = document.documentElement;
		root.style.setProperty("--theme", themeColor);
		root.dir = direction;
		root.dataset.theme = dark ? "dark" : "light";
		document.querySelector("meta[name=\"theme-color\"]")?.setAttribute("content", themeColor);
	}, [
		themeColor,
		direction,
		dark
	]);
	return null;
}
// src/layout/ErrorToasts.tsx
/**
* The toasts: "Error: {message}" for 10 seconds (spec §8), announced as an alert; a notice for
* 5 seconds, announced politely.
*/
function ErrorToasts() {
	const { t } = useTranslation();
	const shown = useStore(toasts);
	const text = (toast) => {
		if (toast.kind === "notice") return t(`notices.${toast.notice}`);
		return toast.message ? t("toast.error", { message: toast.message }) : t("toast.unknownError");
	};
	return /* @__PURE__ */ jsx("div", {
		className: "toasts",
		children: shown.map((toast) => /* @__PURE__ */ jsxs("div", {
			className: `toast toast--${toast.kind}`,
			role: toast.kind === "error" ? "alert" : "status",
			children: [/* @__PURE__ */ jsx("p", { children: text(toast) }), /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "icon-button",
				onClick: () => dismissToast(toast.id),
				children: [/* @__PURE__ */ jsx(CloseIcon, {}), /* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: t("toast.dismiss")
				})]
			})]
		}, toast.id))
	});
}
// src/icons/ReturnIcon.tsx
function ReturnIcon() {
	return /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("path", { d: "M9 14 4 9l5-5" }), /* @__PURE__ */ jsx("path", { d: "M4 9h10a6 6 0 0 1 0 12h-3" })] });
}
// src/icons/TruckIcon.tsx
function TruckIcon() {
	return /* @__PURE__ */ jsxs(Icon, { children: [
		/* @__PURE__ */ jsx("path", { d: "M2 6h12v10H2Z" }),
		/* @__PURE__ */ jsx("path", { d: "M14 10h4l3 3v3h-7" }),
		/* @__PURE__ */ jsx("circle", {
			cx: "6",
			cy: "18",
			r: "2"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "17",
			cy: "18",
			r: "2"
		})
	] });
}
// src/pages-content/content-links.ts
/** The shop's information pages, as the footer and the sitemap link them. */
var contentLinks = [
	["/page/faq", "faq"],
	["/page/about-us", "about"],
	["/page/contact", "contact"],
	["/page/lookbook", "lookbook"],
	["/blog", "blog"],
	["/page/review", "reviews"],
	["/page/sitemap", "sitemap"]
];
// src/pages-content/FooterContent.tsx
/** The footer's links to the information pages, and its newsletter sign-up. */
function FooterContent() {
	const { t } = useTranslation();
	const linksId = useId();
	const newsletterId = useId();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("nav", {
		className: "site-footer__links",
		"aria-labelledby": linksId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: linksId,
			children: t("pages.links.title")
		}), /* @__PURE__ */ jsx("ul", { children: contentLinks.map(([path, key]) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
			to: path,
			children: t(`pages.links.${key}`)
		}) }, path)) })]
	}), /* @__PURE__ */ jsxs("section", {
		className: "site-footer__newsletter",
		"aria-labelledby": newsletterId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: newsletterId,
				children: t("pages.newsletter.title")
			}),
			/* @__PURE__ */ jsx("p", { children: t("pages.newsletter.intro") }),
			/* @__PURE__ */ jsx(NewsletterForm, {})
		]
	})] });
}
// src/terms/documents/about-delivery.ts
var aboutDelivery = {
	"en-US": {
		title: "About delivery",
		sections: [
			{ paragraphs: ["Pacific Pantry buys groceries in the United States and Japan and ships them to you from there. Delivery usually takes 2–3 weeks from the day your order is placed."] },
			{
				heading: "How long it takes",
				paragraphs: ["We first collect your items from our suppliers and bring them to our warehouse, which takes a few days. The parcel then travels internationally with the courier you chose at checkout.", "At checkout each shipping option shows its own estimate. Customs checks, public holidays and remote addresses can add a few days; we cannot shorten the time customs takes."]
			},
			{
				heading: "Shipping fees, duty and tax",
				paragraphs: ["The shipping fee depends on the courier, the weight of your order and your country, and is shown before you pay.", "Some countries charge import duty or tax on food. Where we can estimate it, checkout shows it as a separate line. Any charges the customs office of your country asks for on delivery are paid by the recipient."]
			},
			{
				heading: "Tracking your parcel",
				paragraphs: ["When your parcel leaves our warehouse we add its tracking number to your order. You can follow it from your account page or on the courier’s website."]
			},
			{
				heading: "Address",
				paragraphs: ["Please check your address, phone number and, where your country requires it, your customs ID before you pay. A parcel returned because of a wrong address can only be sent again for a new shipping fee. Addresses in Japan must be written in Japanese."]
			}
		]
	},
	ja: {
		title: "配送について",
		sections: [
			{ paragraphs: ["パシフィック・パントリーはアメリカと日本で食料品を仕入れ、現地からお客様へ発送しています。お届けまでは、ご注文日から通常2〜3週間かかります。"] },
			{
				heading: "お届けまでの日数",
				paragraphs: ["まず仕入れ先から商品を集めて当社倉庫へ入荷するまでに数日かかります。その後、ご注文時に選択された配送業者で国際輸送いたします。", "ご注文手続きの画面で、配送方法ごとの目安日数をご確認いただけます。通関検査や祝日、遠隔地へのお届けの場合は数日長くかかることがあります。通関にかかる日数は当社では短縮できません。"]
			},
			{
				heading: "送料・関税・税金",
				paragraphs: ["送料は配送業者、ご注文の重量、お届け先の国によって異なり、お支払い前に表示されます。", "国によっては食品に輸入関税や税金がかかります。見積もりが可能な場合は、ご注文手続きの画面に別行で表示します。お届けの際にお届け先の国の税関から請求される費用は、受取人のご負担となります。"]
			},
			{
				heading: "荷物の追跡",
				paragraphs: ["荷物が当社倉庫を出発すると、ご注文に追跡番号を追加します。アカウントページまたは配送業者のウェブサイトで配送状況をご確認いただけます。"]
			},
			{
				heading: "お届け先住所",
				paragraphs: ["お支払いの前に、住所・電話番号、また国によって必要な場合は通関用の個人識別番号をご確認ください。住所の誤りにより返送された荷物の再発送には、改めて送料がかかります。日本国内の住所は日本語でご記入ください。"]
			}
		]
	},
	ko: {
		title: "배송 안내",
		sections: [
			{ paragraphs: ["퍼시픽 팬트리는 미국과 일본에서 식료품을 구매해 현지에서 고객님께 직접 발송합니다. 배송은 주문일로부터 보통 2~3주 걸립니다."] },
			{
				heading: "배송 기간",
				paragraphs: ["먼저 공급처에서 상품을 모아 당사 창고로 입고하는 데 며칠이 걸립니다. 그 후 주문 시 선택하신 배송사를 통해 국제 배송됩니다.", "주문 단계에서 배송 방법별 예상 기간을 확인하실 수 있습니다. 통관 검사, 공휴일, 도서·산간 지역 배송 등으로 며칠 더 걸릴 수 있으며, 통관에 걸리는 시간은 당사가 단축할 수 없습니다."]
			},
			{
				heading: "배송비, 관세 및 세금",
				paragraphs: ["배송비는 배송사, 주문 무게, 받는 국가에 따라 다르며 결제 전에 표시됩니다.", "일부 국가는 식품에 수입 관세나 세금을 부과합니다. 예상이 가능한 경우 주문 단계에서 별도 항목으로 보여 드립니다. 배송 시 해당 국가의 세관이 청구하는 비용은 받는 분이 부담합니다."]
			},
			{
				heading: "배송 조회",
				paragraphs: ["상품이 당사 창고에서 출발하면 주문에 운송장 번호를 추가합니다. 계정 페이지나 배송사 웹사이트에서 배송 상황을 확인하실 수 있습니다."]
			},
			{
				heading: "배송지 주소",
				paragraphs: ["결제 전에 주소, 전화번호, 그리고 해당 국가에서 필요한 경우 개인통관고유부호를 확인해 주세요. 주소 오류로 반송된 상품은 배송비를 다시 내셔야 재발송할 수 있습니다."]
			}
		]
	}
};
// src/terms/documents/contact-us.ts
/** The address is the shop's support mailbox; see the storefront README on where to change it. */
var supportEmail = "support@pacific-pantry.example";
// src/terms/terms-documents.ts
/** The spec's policy pages, each in the languages it was written in. */
var termsDocuments = {
	AboutDelivery: aboutDelivery,
	ContactUs: { "en-US": {
		title: "Contact us",
		sections: [
			{ paragraphs: [`Write to us at ${supportEmail}. We answer in English, Korean, Japanese or Chinese, usually within one business day.`] },
			{
				heading: "About an order",
				paragraphs: ["Please give your order number (it starts with 100) and the email address you ordered with, so we can find your order straight away.", "For a damaged, wrong or missing product, include photos of the product, its packaging and the shipping label, and write to us within 7 days of delivery."]
			},
			{
				heading: "Before you write",
				paragraphs: ["Delivery usually takes 2–3 weeks; your order page shows the tracking number once the parcel has left our warehouse. Our delivery and returns pages answer the most common questions."]
			}
		]
	} },
	PrivacyPolicy: { "en-US": {
		title: "Privacy policy",
		sections: [
			{ paragraphs: ["This policy explains what Pacific Pantry records about you, why, and what you can ask us to do with it."] },
			{
				heading: "What we record",
				paragraphs: ["Your account: name, email address and a hashed password. Your orders: the products, prices, delivery address, phone number and, where your country requires it, your customs ID. Your shop settings: language, currency, country and the site that referred you.", "Your browser keeps a few things for the shop: a session cookie while you are logged in, a cookie with your language (for 365 days), and in its local storage your wishlist, compare list, display settings and a token for your shop settings. They stay in your browser and you can delete them at any time."]
			},
			{
				heading: "Why we use it",
				paragraphs: ["To show you prices in your currency, to take and deliver your orders, to answer your messages, and to meet our legal and tax obligations. We do not sell your data and we do not send advertising email without your consent."]
			},
			{
				heading: "Who we share it with",
				paragraphs: ["Only with those who need it to deliver your order: our payment provider, the courier and the customs authorities of the countries your parcel passes through."]
			},
			{
				heading: "How long we keep it",
				paragraphs: ["Order records are kept for as long as tax law requires. You can close your account at any time; we then delete what the law does not require us to keep."]
			},
			{
				heading: "Your rights",
				paragraphs: [`You may ask for a copy of your data, its correction or its deletion by writing to ${supportEmail}.`]
			}
		]
	} },
	ReturnExchange: {
		"en-US": {
			title: "Returns and exchanges",
			sections: [
				{ paragraphs: ["We accept returns and exchanges only when there is a problem with the product, and the problem must be reported within 7 days of delivery."] },
				{
					heading: "What counts as a problem",
					paragraphs: ["A product that arrived damaged, leaking, spoiled or past its best-before date; a product that is not the one you ordered; or items missing from your parcel.", "Because we sell food, we cannot take back products that are unopened and in good order because of a change of mind, a taste preference or a late delivery."]
				},
				{
					heading: "How to report it",
					paragraphs: ["Contact us within 7 days of delivery with your order number, the product concerned and photos of the product, its packaging and the shipping label. Please keep the product and the box until we have answered."]
				},
				{
					heading: "What we do",
					paragraphs: ["Once we have confirmed the problem, we send a replacement when the product is in stock, or refund the product’s price to your original payment method. When we ask you to send the product back, we pay the return shipping.", "Refunds usually reach your account within 5–10 business days after we approve them, depending on your bank."]
				}
			]
		},
		ja: {
			title: "返品・交換について",
			sections: [
				{ paragraphs: ["返品・交換は、商品に問題があった場合のみ承ります。問題はお届けから7日以内にご連絡ください。"] },
				{
					heading: "対象となる問題",
					paragraphs: ["破損・液漏れ・変質した状態、または賞味期限切れで届いた商品、ご注文と異なる商品、荷物に入っていなかった商品が対象です。", "食品を扱っているため、未開封で問題のない商品について、お客様のご都合、味のお好み、配送の遅れを理由とする返品はお受けできません。"]
				},
				{
					heading: "ご連絡の方法",
					paragraphs: ["お届けから7日以内に、ご注文番号、該当する商品、商品・包装・配送ラベルの写真を添えてご連絡ください。当社から回答するまで、商品と箱は保管しておいてください。"]
				},
				{
					heading: "当社の対応",
					paragraphs: ["問題を確認できましたら、在庫がある場合は代わりの商品をお送りするか、商品代金を元のお支払い方法へ返金いたします。商品の返送をお願いする場合、返送料は当社が負担します。", "返金は承認後、金融機関により異なりますが通常5〜10営業日でお客様の口座に反映されます。"]
				}
			]
		},
		ko: {
			title: "반품 및 교환 안내",
			sections: [
				{ paragraphs: ["반품과 교환은 상품에 문제가 있는 경우에만 가능하며, 배송 완료 후 7일 이내에 알려 주셔야 합니다."] },
				{
					heading: "문제로 인정되는 경우",
					paragraphs: ["파손, 누액, 변질 또는 유통기한이 지난 상태로 도착한 상품, 주문과 다른 상품, 상자에 빠져 있던 상품이 해당됩니다.", "식품을 판매하고 있어, 개봉하지 않은 정상 상품을 단순 변심, 입맛, 배송 지연 등의 이유로 반품할 수는 없습니다."]
				},
				{
					heading: "접수 방법",
					paragraphs: ["배송 완료 후 7일 이내에 주문 번호, 해당 상품, 그리고 상품·포장·운송장 사진을 보내 주세요. 답변을 드릴 때까지 상품과 상자를 보관해 주시기 바랍니다."]
				},
				{
					heading: "처리 방법",
					paragraphs: ["문제가 확인되면 재고가 있는 경우 같은 상품을 다시 보내 드리거나, 상품 금액을 원래 결제 수단으로 환불해 드립니다. 상품 반송을 요청드리는 경우 반송비는 당사가 부담합니다.", "환불은 승인 후 은행에 따라 보통 영업일 기준 5~10일 안에 반영됩니다."]
				}
			]
		}
	},
	TermsOfUse: { "en-US": {
		title: "Terms of use",
		sections: [
			{ paragraphs: ["These terms apply when you use the Pacific Pantry shop and when you order from it. By placing an order you accept them."] },
			{
				heading: "Products and prices",
				paragraphs: ["We sell groceries bought in the United States and Japan. Our prices are set in US dollars; prices in other currencies are converted at our current rate and may change when the rate does. The price you pay is the one shown when you place your order.", "Product photos and descriptions are as accurate as we can make them, but packaging may differ from the pictures. Please read the ingredient list on the product itself if you have an allergy."]
			},
			{
				heading: "Orders",
				paragraphs: ["An order is accepted when we confirm it. If a product turns out to be unavailable from our suppliers, we tell you and refund that product."]
			},
			{
				heading: "Delivery, duty and returns",
				paragraphs: ["Delivery usually takes 2–3 weeks. You are the importer of your order: import duty and tax charged by your country are yours to pay. Returns are accepted only for problems with a product, reported within 7 days of delivery, as described on our returns page."]
			},
			{
				heading: "Your account",
				paragraphs: ["Keep your password to yourself; orders placed from your account are treated as yours. We may close accounts used for fraud or abuse."]
			},
			{
				heading: "Changes",
				paragraphs: ["We may update these terms. The version in force when you place an order applies to that order."]
			}
		]
	} }
};
/** Pages that also answer without a language suffix (the spec lists `/terms/ReturnExchange`). */
var plainNames = /* @__PURE__ */ new Set(["ReturnExchange"]);
function isTermsName(name) {
	return Object.hasOwn(termsDocuments, name);
}
/** The language a page is shown in: the shopper's if it was written in it, else English. */
function termsLanguage(name, language) {
	return termsDocuments[name][language] ? language : defaultLanguage;
}
/**
* The page a `/terms/…` path names: `AboutDelivery.ja`, or a plain `ReturnExchange` in the
* shopper's language.
*
* @example findTermsDocument('AboutDelivery.ko', 'en-US')?.language // 'ko'
*/
function findTermsDocument(path, uiLanguage) {
	const dot = path.indexOf(".");
	const name = dot < 0 ? path : path.slice(0, dot);
	const suffix = dot < 0 ? void 0 : path.slice(dot + 1);
	if (!isTermsName(name)) return void 0;
	if (suffix === void 0 && !plainNames.has(name)) return void 0;
	const language = suffix === void 0 ? termsLanguage(name, uiLanguage) : suffix;
	if (!isLanguage(language)) return void 0;
	const document = termsDocuments[name][language];
	return document ? {
		document,
		language
	} : void 0;
}
/** The footer's link to a page, in the shopper's language where it exists. */
function termsHref(name, language) {
	return `/terms/${name}.${termsLanguage(name, language)}`;
}
// src/layout/Footer.tsx
var policyLinks = [
	["AboutDelivery", "aboutDelivery"],
	["ReturnExchange", "returnExchange"],
	["ContactUs", "contactUs"],
	["PrivacyPolicy", "privacyPolicy"],
	["TermsOfUse", "termsOfUse"]
];
function Footer() {
	const { t, i18n } = useTranslation();
	const linksId = useId();
	const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
	return /* @__PURE__ */ jsxs("footer", {
		className: "site-footer",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container site-footer__inner",
			children: [
				/* @__PURE__ */ jsxs("section", {
					className: "site-footer__policy",
					children: [/* @__PURE__ */ jsx(TruckIcon, {}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", { children: t("footer.deliveryTitle") }), /* @__PURE__ */ jsx("p", { children: t("footer.delivery") })] })]
				}),
				/* @__PURE__ */ jsxs("section", {
					className: "site-footer__policy",
					children: [/* @__PURE__ */ jsx(ReturnIcon, {}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", { children: t("footer.returnsTitle") }), /* @__PURE__ */ jsx("p", { children: t("footer.returns") })] })]
				}),
				/* @__PURE__ */ jsxs("nav", {
					className: "site-footer__links",
					"aria-labelledby": linksId,
					children: [/* @__PURE__ */ jsx("h2", {
						id: linksId,
						children: t("footer.customerService")
					}), /* @__PURE__ */ jsx("ul", { children: policyLinks.map(([name, key]) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: termsHref(name, language),
						children: t(`footer.links.${key}`)
					}) }, name)) })]
				}),
				/* @__PURE__ */ jsx(FooterContent, {})
			]
		}), /* @__PURE__ */ jsx("p", {
			className: "container site-footer__legal",
			children: t("footer.copyright", { year: (/* @__PURE__ */ new Date()).getFullYear() })
		})]
	});
}
// src/icons/UserIcon.tsx
function UserIcon({ className }) {
	return /* @__PURE__ */ jsxs(Icon, {
		className,
		children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "8",
			r: "4"
		}), /* @__PURE__ */ jsx("path", { d: "M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" })]
	});
}
// src/account/AccountLink.tsx
/** "Sign in" for a guest, "My account" for a customer. */
function AccountLink() {
	const { t } = useTranslation();
	const signedIn = useSession().status === "signed-in";
	return /* @__PURE__ */ jsxs(Link, {
		className: "header-action",
		to: signedIn ? "/page/account/dashboard" : "/page/account/login",
		children: [/* @__PURE__ */ jsx(UserIcon, {}), /* @__PURE__ */ jsx("span", {
			className: "header-action__label",
			children: signedIn ? t("layout.account") : t("layout.signIn")
		})]
	});
}
// src/icons/CartIcon.tsx
function CartIcon({ className }) {
	return /* @__PURE__ */ jsxs(Icon, {
		className,
		children: [
			/* @__PURE__ */ jsx("circle", {
				cx: "9",
				cy: "20",
				r: "1.5"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "17",
				cy: "20",
				r: "1.5"
			}),
			/* @__PURE__ */ jsx("path", { d: "M3 4h2l2.4 11h10.2L20 8H6.3" })
		]
	});
}
// src/ui/Modal.tsx
/**
* The shop's one modal: a native `<dialog>` opened with `showModal()`, so the browser makes the
* page behind it inert (focus stays inside), gives it the `dialog` role and `aria-modal`; focus
* goes back to the control that opened it when it closes or is removed. Escape and a click on the
* backdrop close it. Its content is only rendered while open, so its controls do not double the
* page's own. Small screens get it full-screen (`overlays.css`).
*
* @example
* <Modal open={open} onClose={close} title={t('quickView.title')} closeLabel={t('modal.close')}>
*   …
* </Modal>
*/
function Modal({ open, onClose, title, closeLabel, className = "modal--dialog", hideTitle = false, children }) {
	const dialog = useRef(null);
	const titleId = useId();
	useEffect(() => {
		const element = dialog.current;
		if (!element || !open) return;
		const opener = document.activeElement;
		element.showModal();
		return () => {
			if (element.open) element.close();
			if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
		};
	}, [open]);
	return /* @__PURE__ */ jsx("dialog", {
		ref: dialog,
		className: `modal ${className}`,
		"aria-labelledby": titleId,
		"aria-modal": "true",
		onClose,
		onKeyDown: (event) => {
			if (event.key !== "Escape") return;
			event.preventDefault();
			onClose();
		},
		onClick: (event) => {
			if (event.target === event.currentTarget) onClose();
		},
		children: open && /* @__PURE__ */ jsxs("div", {
			className: "modal__body",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "modal__header",
				children: [/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: hideTitle ? "visually-hidden" : void 0,
					children: title
				}), /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "icon-button modal__close",
					onClick: onClose,
					children: [/* @__PURE__ */ jsx(CloseIcon, {}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: closeLabel
					})]
				})]
			}), children]
		})
	});
}
// src/ui/Drawer.tsx
/** A panel that slides in from a side of the screen: the shop's `Modal`, placed at that side. */
function Drawer({ open, onClose, title, closeLabel, side = "end", className = "", children }) {
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose,
		title,
		closeLabel,
		className: `drawer drawer--${side} ${className}`.trim(),
		children
	});
}
// src/product/VariantNote.tsx
/** The variant a line holds ("12 pack · green"), under the line's title; nothing without one. */
function VariantNote({ name }) {
	return name ? /* @__PURE__ */ jsx("span", {
		className: "variant-note",
		dir: "auto",
		children: name
	}) : null;
}
// src/cart/CartThumbnail.tsx
/** A cart line's picture; the basket stands in when there is none or it fails to load. */
function CartThumbnail({ src }) {
	const [failedSrc, setFailedSrc] = useState();
	if (!src || failedSrc === src) return /* @__PURE__ */ jsx("span", {
		className: "cart-thumbnail product-image--missing",
		children: /* @__PURE__ */ jsx(BasketIcon, {})
	});
	return /* @__PURE__ */ jsx("img", {
		className: "cart-thumbnail",
		src,
		alt: "",
		width: "64",
		height: "64",
		loading: "lazy",
		decoding: "async",
		onError: () => setFailedSrc(src)
	});
}
// src/cart/CartTotals.tsx
/** Subtotal, shipping fee (and tax, at checkout) and the total they add up to. */
function CartTotals({ currency, subTotal, shippingFee, tax, taxPending = false }) {
	const { t } = useTranslation();
	const money = (amount) => formatPrice(amount, currency);
	const withTax = tax !== void 0 || taxPending;
	const total = shippingFee === void 0 || withTax && tax === void 0 ? void 0 : subTotal + shippingFee + (tax ?? 0);
	const pending = /* @__PURE__ */ jsx("span", {
		className: "muted",
		children: t("checkout.calculating")
	});
	return /* @__PURE__ */ jsxs("dl", {
		className: "totals",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("cart.subtotal") }), /* @__PURE__ */ jsx("dd", { children: money(subTotal) })] }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("cart.shippingFee") }), /* @__PURE__ */ jsx("dd", { children: shippingFee === void 0 ? pending : money(shippingFee) })] }),
			withTax && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("checkout.estimatedTax") }), /* @__PURE__ */ jsx("dd", {
				"aria-live": "polite",
				children: tax === void 0 || taxPending ? pending : money(tax)
			})] }),
			/* @__PURE__ */ jsxs("div", {
				className: "totals__total",
				children: [/* @__PURE__ */ jsx("dt", { children: t("cart.total") }), /* @__PURE__ */ jsx("dd", { children: total === void 0 ? pending : money(total) })]
			})
		]
	});
}
// src/checkout/shipping-methods.ts
function decodeShippingMethods(raw) {
	return list(raw).flatMap((entry) => {
		try {
			const fields = record(entry, "shipping method");
			return [{
				courierId: requiredNumber(fields, "courier_id"),
				courierName: text(fields, "courier_name"),
				minDeliveryTime: requiredNumber(fields, "min_delivery_time"),
				maxDeliveryTime: requiredNumber(fields, "max_delivery_time"),
				totalCharge: requiredNumber(fields, "total_charge")
			}];
		} catch {
			return [];
		}
	});
}
/**
* The courier after the methods load (spec §4): the chosen one if it is still offered, else the
* first; none when nothing is offered.
*/
function chooseCourier(methods, current) {
	return methods.find(({ courierId }) => courierId === current) ?? methods[0];
}
/**
* The delivery days an option promises (spec §9): the courier's minimum plus 2 to its maximum
* plus 7, counting the days to buy and pack the goods.
*/
function deliveryDays(method) {
	return {
		min: method.minDeliveryTime + 2,
		max: method.maxDeliveryTime + 7
	};
}
/**
* An option's text (spec §9): the charge, then the delivery days, then the courier's name;
* `template` puts them in the shopper's language.
*
* @example
* shippingOptionText(ems, formatted, (v) => `${v.charge} · ${v.min}–${v.max} days · ${v.courier}`)
* // 'US$24.00 · 5–14 days · Japan Post EMS'
*/
function shippingOptionText(method, charge, template) {
	return template({
		charge,
		...deliveryDays(method),
		courier: method.courierName
	});
}
// src/cart/use-shipping-fee.ts
var decodeRate = (raw) => requiredNumber(record(raw, "currency"), "rate");
/**
* The shipping fee to show before the shopper has chosen a method: the spec's default of 20
* (US dollars, turned into `currency` with `GET /currency/{code}`); `undefined` while the rate
* loads.
*/
function useDefaultShippingFee(currency) {
	const rate = useResource(currency === "USD" ? null : `/currency/${currency}`, decodeRate);
	if (currency === "USD") return 20;
	return rate.data === void 0 ? void 0 : roundAmount(20 * rate.data, currency);
}
/** The cart's shipping fee: the chosen method's, else the last renewal's, else the default. */
function useShippingFee(currency) {
	const fallback = useDefaultShippingFee(currency);
	return useCart().shippingFee ?? fallback;
}
// src/cart/MiniCart.tsx
/**
* The cart in brief (spec §2): its lines, the totals with a shipping fee line, and the ways on
* to the cart page and checkout. The list scrolls past 400 px.
*/
function MiniCart({ onNavigate }) {
	const { t } = useTranslation();
	const state = useCart();
	const currency = useCurrency();
	const shippingFee = useShippingFee(currency);
	const listId = useId();
	if (state.items.length === 0) return /* @__PURE__ */ jsx("div", {
		className: "mini-cart mini-cart--empty",
		children: state.status === "loading" ? /* @__PURE__ */ jsx("p", {
			role: "status",
			children: t("cart.loading")
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("cart.empty") }), /* @__PURE__ */ jsx(Link, {
			className: "button",
			to: "/collection/all",
			onClick: onNavigate,
			children: t("cart.continueShopping")
		})] })
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "mini-cart",
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: listId,
				className: "visually-hidden",
				children: t("cart.items")
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "mini-cart__list",
				"aria-labelledby": listId,
				children: state.items.map((item) => /* @__PURE__ */ jsxs("li", {
					className: "mini-cart__item",
					children: [
						/* @__PURE__ */ jsx(CartThumbnail, { src: item.img }),
						/* @__PURE__ */ jsxs("div", {
							className: "mini-cart__text",
							children: [
								/* @__PURE__ */ jsx(Link, {
									to: `/product/${item.id}`,
									onClick: onNavigate,
									dir: "auto",
									children: item.title
								}),
								/* @__PURE__ */ jsx(VariantNote, { name: item.variantName }),
								/* @__PURE__ */ jsx("span", {
									className: "mini-cart__price",
									children: `${item.quantity} × ${formatPrice(item.charged, item.currencyCode)}`
								})
							]
						}),
						/* @__PURE__ */ jsxs("button", {
							type: "button",
							className: "icon-button",
							onClick: () => removeFromCart(item),
							children: [/* @__PURE__ */ jsx(CloseIcon, {}), /* @__PURE__ */ jsx("span", {
								className: "visually-hidden",
								children: t("cart.removeItem", { title: item.title })
							})]
						})
					]
				}, `${item.id}-${item.variantId ?? ""}`))
			}),
			/* @__PURE__ */ jsx(CartTotals, {
				currency,
				subTotal: subTotal(state.items, currency),
				shippingFee
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mini-cart__note",
				children: state.mode === "guest" ? t("cart.guestNote") : t("cart.shippingNote")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mini-cart__actions",
				children: [/* @__PURE__ */ jsx(Link, {
					className: "button button--outline",
					to: "/page/account/cart",
					onClick: onNavigate,
					children: t("cart.viewCart")
				}), /* @__PURE__ */ jsx(Link, {
					className: "button",
					to: "/page/account/checkout",
					onClick: onNavigate,
					children: t("cart.checkout")
				})]
			})
		]
	});
}
// src/cart/CartButton.tsx
/** The header's cart button with its count; it opens the cart panel on the side the settings chose. */
function CartButton() {
	const { t } = useTranslation();
	const count = itemCount(useCart().items);
	const { cartSide, direction } = useSettings();
	const [open, setOpen] = useState(false);
	const close = useCallback(() => setOpen(false), []);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("button", {
		type: "button",
		className: "header-action",
		"aria-haspopup": "dialog",
		onClick: () => setOpen(true),
		children: [
			/* @__PURE__ */ jsx(CartIcon, {}),
			/* @__PURE__ */ jsx("span", {
				className: "header-action__label",
				children: t("layout.cart")
			}),
			/* @__PURE__ */ jsx("span", {
				className: "count-badge",
				"aria-hidden": "true",
				children: count
			}),
			/* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: t("layout.cartCount", { count })
			})
		]
	}), /* @__PURE__ */ jsx(Drawer, {
		open,
		onClose: close,
		title: t("cart.drawerTitle"),
		closeLabel: t("cart.close"),
		side: cartDrawerSide(cartSide, direction),
		className: "drawer--cart",
		children: /* @__PURE__ */ jsx(MiniCart, { onNavigate: close })
	})] });
}
// src/icons/SettingsIcon.tsx
function SettingsIcon({ className }) {
	return /* @__PURE__ */ jsxs(Icon, {
		className,
		children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "3"
		}), /* @__PURE__ */ jsx("path", { d: "M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" })]
	});
}
// src/saved-lists/saved-list.ts
/**
* The wishlist's and the compare list's rule: adding a product already there changes nothing;
* otherwise a copy of the catalogue product goes at the end.
*/
function addToList(list, product) {
	return hasProduct(list, product.id) ? list : [...list, product];
}
function removeFromList(list, product) {
	return hasProduct(list, product.id) ? list.filter(({ id }) => id !== product.id) : list;
}
function hasProduct(list, id) {
	return list.some((item) => item.id === id);
}
/** A list saved earlier; entries that no longer read as products are dropped, not fatal. */
function readSavedList(storage, key) {
	const saved = readJson(storage, key);
	if (!Array.isArray(saved)) return [];
	return saved.reduce((list, item) => {
		try {
			return addToList(list, decodeProduct(item, "USD"));
		} catch {
			return list;
		}
	}, []);
}
function writeSavedList(storage, key, list) {
	writeQuietly(storage, key, JSON.stringify(list));
}
// src/saved-lists/saved-list-store.ts
/** A product list kept in storage under `key`, in step with the shop's other open tabs. */
function createSavedList(key, storage) {
	const store = createStore(readSavedList(storage, key), () => []);
	function update(next) {
		if (next === store.get()) return;
		writeSavedList(storage, key, next);
		store.set(next);
	}
	globalThis.addEventListener?.("storage", (event) => {
		if (event.key === key) store.set(readSavedList(storage, key));
	});
	return {
		store,
		add: (product) => update(addToList(store.get(), product)),
		remove: (product) => update(removeFromList(store.get(), product))
	};
}
// src/saved-lists/saved-lists.ts
var storage = browserStorage();
var wishlist = createSavedList("wishlist", storage);
var compareList = createSavedList("compare", storage);
// src/search/SearchForm.tsx
/**
* A GET form to `/s?keyword=…`: it works before the app's script runs, and a search is a URL
* that can be shared.
*/
function SearchForm({ keyword, onKeywordChange, onSubmit, autoFocus = false }) {
	const { t } = useTranslation();
	const id = useId();
	return /* @__PURE__ */ jsxs(Form, {
		method: "get",
		action: "/s",
		role: "search",
		className: "search-form",
		onSubmit,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "visually-hidden",
				children: t("search.label")
			}),
			/* @__PURE__ */ jsx("input", {
				id,
				type: "search",
				name: "keyword",
				defaultValue: onKeywordChange ? void 0 : keyword,
				value: onKeywordChange ? keyword : void 0,
				onChange: onKeywordChange ? (event) => onKeywordChange(event.target.value) : void 0,
				placeholder: t("search.placeholder"),
				autoComplete: "off",
				autoFocus
			}),
			/* @__PURE__ */ jsxs("button", {
				type: "submit",
				className: "button",
				children: [/* @__PURE__ */ jsx(SearchIcon, {}), /* @__PURE__ */ jsx("span", {
					className: "search-form__submit-label",
					children: t("search.submit")
				})]
			})
		]
	});
}
// src/catalog/ProductThumbnail.tsx
/**
* A product's first image, lazy-loaded. The basket stands in when the product has no image or
* it fails to load, so the card keeps its shape.
*/
function ProductThumbnail({ product, className }) {
	const image = product.images[0];
	const [failedSrc, setFailedSrc] = useState();
	if (!image || failedSrc === image.src) return /* @__PURE__ */ jsx("span", {
		className: `${className} product-image--missing`,
		children: /* @__PURE__ */ jsx(BasketIcon, {})
	});
	return /* @__PURE__ */ jsx("img", {
		className,
		src: image.src,
		alt: "",
		loading: "lazy",
		decoding: "async",
		width: "300",
		height: "300",
		onError: () => setFailedSrc(image.src)
	});
}
// src/catalog/use-catalog.ts
function useCategories() {
	return useResource(categoriesPath(useCatalogLocale()), decodeCategories);
}
function useFilterChoices(cid) {
	return useResource(filtersPath(cid, useCatalogLocale()), decodeFilterChoices);
}
function useProductList(request) {
	const locale = useCatalogLocale();
	const decode = useCallback((raw) => decodeProductPage(raw, locale.currency), [locale.currency]);
	return useResource(productsPath(request, locale), decode);
}
/** Nothing is asked while `keyword` is empty: the page says so without a round trip. */
function useSearchResults(keyword, page) {
	const locale = useCatalogLocale();
	const decode = useCallback((raw) => decodeProductPage(raw, locale.currency), [locale.currency]);
	return useResource(keyword === "" ? null : searchPath(keyword, page, locale), decode);
}
function useProductDetail(id) {
	const locale = useCatalogLocale();
	const decode = useCallback((raw) => decodeProductDetail(raw, locale.currency), [locale.currency]);
	return useResource(id === void 0 ? null : productPath(id, locale), decode);
}
// src/search/SearchSuggestions.tsx
/** The overlay's result list (at most 350 px high, then it scrolls). */
function SearchSuggestions({ keyword, onPick }) {
	const { t } = useTranslation();
	const { data, loading } = useSearchResults(keyword.trim().toLowerCase(), 1);
	if (keyword.trim() === "") return /* @__PURE__ */ jsx("p", {
		className: "search-overlay__hint",
		children: t("search.hint")
	});
	if (loading || !data) return /* @__PURE__ */ jsx("p", {
		className: "search-overlay__hint",
		children: t("search.searching")
	});
	if (data.items.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "search-overlay__hint",
		role: "status",
		children: t("search.noResults", { keyword: keyword.trim() })
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", {
			className: "visually-hidden",
			role: "status",
			children: t("catalog.total", { count: data.total })
		}),
		/* @__PURE__ */ jsx("ul", {
			className: "search-results",
			children: data.items.map((product) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: `/product/${product.id}`,
				onClick: onPick,
				children: [
					/* @__PURE__ */ jsx(ProductThumbnail, {
						product,
						className: "search-results__image"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "search-results__title",
						children: product.title
					}),
					/* @__PURE__ */ jsx("span", {
						className: "search-results__price",
						children: formatPrice(product.charged, product.currency)
					})
				]
			}) }, product.id))
		}),
		data.total > data.items.length && /* @__PURE__ */ jsx(Link, {
			className: "search-overlay__all",
			to: `/s?${new URLSearchParams({ keyword: keyword.trim() })}`,
			onClick: onPick,
			children: t("search.seeAll", { count: data.total })
		})
	] });
}
// src/search/use-debounced-value.ts
/** `value` once it has stopped changing for `delayMs`: search as you type, not at every key. */
function useDebouncedValue(value, delayMs) {
	const [settled, setSettled] = useState(value);
	useEffect(() => {
		const timer = setTimeout(() => setSettled(value), delayMs);
		return () => clearTimeout(timer);
	}, [value, delayMs]);
	return settled;
}
// src/search/SearchOverlay.tsx
/** The header's search: results appear while typing; Enter opens the search page. */
function SearchOverlay({ open, onClose }) {
	const { t } = useTranslation();
	const [keyword, setKeyword] = useState("");
	const settled = useDebouncedValue(keyword, 250);
	return /* @__PURE__ */ jsxs(Drawer, {
		open,
		onClose,
		title: t("search.overlayTitle"),
		closeLabel: t("search.close"),
		side: "top",
		children: [/* @__PURE__ */ jsx(SearchForm, {
			keyword,
			onKeywordChange: setKeyword,
			onSubmit: onClose,
			autoFocus: true
		}), /* @__PURE__ */ jsx(SearchSuggestions, {
			keyword: settled,
			onPick: onClose
		})]
	});
}
// src/layout/HeaderActions.tsx
var SettingsPanel = lazy(() => import("./assets/SettingsPanel-D7dDxJBK.js").then(({ SettingsPanel }) => ({ default: SettingsPanel })));
/** Search, the account, the wishlist and compare counters, the cart, and the settings panel. */
function HeaderActions() {
	const { t } = useTranslation();
	const wishlistCount = useStore(wishlist.store).length;
	const compareCount = useStore(compareList.store).length;
	const [searchOpen, setSearchOpen] = useState(false);
	const [settingsOpen, setSettingsOpen] = useState(false);
	const [settingsWanted, setSettingsWanted] = useState(false);
	const closeSearch = useCallback(() => setSearchOpen(false), []);
	const closeSettings = useCallback(() => setSettingsOpen(false), []);
	return /* @__PURE__ */ jsxs("div", {
		className: "header-actions",
		children: [
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "header-action",
				"aria-haspopup": "dialog",
				onClick: () => setSearchOpen(true),
				children: [/* @__PURE__ */ jsx(SearchIcon, {}), /* @__PURE__ */ jsx("span", {
					className: "header-action__label",
					children: t("layout.search")
				})]
			}),
			/* @__PURE__ */ jsx(AccountLink, {}),
			/* @__PURE__ */ jsxs(Link, {
				className: "header-action",
				to: "/page/account/wishlist",
				children: [
					/* @__PURE__ */ jsx(HeartIcon, {}),
					/* @__PURE__ */ jsx("span", {
						className: "header-action__label",
						children: t("layout.wishlist")
					}),
					/* @__PURE__ */ jsx("span", {
						className: "count-badge",
						children: wishlistCount
					})
				]
			}),
			/* @__PURE__ */ jsxs(Link, {
				className: "header-action",
				to: "/page/compare",
				children: [
					/* @__PURE__ */ jsx(CompareIcon, {}),
					/* @__PURE__ */ jsx("span", {
						className: "header-action__label",
						children: t("layout.compare")
					}),
					/* @__PURE__ */ jsx("span", {
						className: "count-badge",
						children: compareCount
					})
				]
			}),
			/* @__PURE__ */ jsx(CartButton, {}),
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "header-action",
				"aria-haspopup": "dialog",
				onClick: () => {
					setSettingsWanted(true);
					setSettingsOpen(true);
				},
				children: [/* @__PURE__ */ jsx(SettingsIcon, {}), /* @__PURE__ */ jsx("span", {
					className: "header-action__label",
					children: t("settings.title")
				})]
			}),
			/* @__PURE__ */ jsx(SearchOverlay, {
				open: searchOpen,
				onClose: closeSearch
			}),
			settingsWanted && /* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: /* @__PURE__ */ jsx(SettingsPanel, {
					open: settingsOpen,
					onClose: closeSettings
				})
			})
		]
	});
}
// src/preference/countries.ts
/**
* The countries the shop ships to, as ISO 3166 codes; names come from `Intl.DisplayNames` in
* the shopper's language. It includes every country the spec asks provinces for.
*/
var countryCodes = [
	"AE",
	"AU",
	"BB",
	"BH",
	"BR",
	"CA",
	"CN",
	"CO",
	"DE",
	"EE",
	"ES",
	"FR",
	"GB",
	"HK",
	"ID",
	"IE",
	"IN",
	"IT",
	"JP",
	"KI",
	"KR",
	"MX",
	"MY",
	"NL",
	"NZ",
	"PF",
	"PG",
	"PH",
	"SA",
	"SE",
	"SG",
	"SV",
	"TH",
	"TW",
	"UA",
	"US",
	"VG",
	"VN"
];
/**
* Country names in `language`, sorted as that language sorts them; a code the shop does not list
* (an older preference) is kept so the selector can still show it.
*
* @example countryOptions('ja', 'US')[0] // { code: 'IE', name: 'アイルランド' }
*/
function countryOptions(language, current) {
	const names = new Intl.DisplayNames([language], {
		type: "region",
		fallback: "code"
	});
	const codes = countryCodes.includes(current) ? countryCodes : [...countryCodes, current];
	const collator = new Intl.Collator(language);
	return codes.map((code) => ({
		code,
		name: names.of(code) ?? code
	})).sort((a, b) => collator.compare(a.name, b.name));
}
// src/preference/CountrySelector.tsx
function CountrySelector() {
	const { t, i18n } = useTranslation();
	const id = useId();
	const { country } = usePreference();
	const options = useServerValue(`countries:${i18n.language}:${country}`, useMemo(() => countryOptions(i18n.language, country), [i18n.language, country]));
	return /* @__PURE__ */ jsxs("div", {
		className: "preference-selector",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: t("layout.country")
		}), /* @__PURE__ */ jsx("select", {
			id,
			dir: "auto",
			value: country,
			onChange: (event) => void changePreference({ country: event.target.value }),
			children: options.map(({ code, name }) => /* @__PURE__ */ jsx("option", {
				value: code,
				children: name
			}, code))
		})]
	});
}
// src/preference/CurrencySelector.tsx
function CurrencySelector() {
	const { t } = useTranslation();
	const id = useId();
	const currency = useCurrency();
	return /* @__PURE__ */ jsxs("div", {
		className: "preference-selector",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: t("layout.currency")
		}), /* @__PURE__ */ jsx("select", {
			id,
			dir: "auto",
			value: currency,
			onChange: (event) => {
				const code = event.target.value;
				if (isCurrencyCode(code)) changePreference({ currency: code });
			},
			children: currencyCodes.map((code) => /* @__PURE__ */ jsx("option", {
				value: code,
				children: `${code} ${currencies[code].symbol}`
			}, code))
		})]
	});
}
// src/icons/GlobeIcon.tsx
function GlobeIcon() {
	return /* @__PURE__ */ jsxs(Icon, { children: [
		/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "9"
		}),
		/* @__PURE__ */ jsx("path", { d: "M3 12h18" }),
		/* @__PURE__ */ jsx("path", { d: "M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" })
	] });
}
// src/layout/LanguageSelector.tsx
function LanguageSelector() {
	const { t, i18n } = useTranslation();
	const id = useId();
	function choose(event) {
		const language = event.target.value;
		if (!isLanguage(language)) return;
		document.cookie = localeCookie(language);
		i18n.changeLanguage(language);
		changePreference({ language });
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "preference-selector",
		children: [
			/* @__PURE__ */ jsx(GlobeIcon, {}),
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				children: t("layout.language")
			}),
			/* @__PURE__ */ jsx("select", {
				id,
				dir: "auto",
				value: i18n.language,
				onChange: choose,
				children: languages.map((language) => /* @__PURE__ */ jsx("option", {
					value: language,
					lang: language,
					children: languageNames[language]
				}, language))
			})
		]
	});
}
// src/layout/TopBar.tsx
/** The strip above the header: what the shop does, and the shopper's currency, country, language. */
function TopBar() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("div", {
		className: "top-bar",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container top-bar__inner",
			children: [/* @__PURE__ */ jsx("p", {
				className: "top-bar__note",
				children: t("layout.topBarNote")
			}), /* @__PURE__ */ jsxs("div", {
				className: "top-bar__selectors",
				children: [
					/* @__PURE__ */ jsx(CurrencySelector, {}),
					/* @__PURE__ */ jsx(CountrySelector, {}),
					/* @__PURE__ */ jsx(LanguageSelector, {})
				]
			})]
		})
	});
}
// src/layout/Header.tsx
function Header() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("header", {
		className: "site-header",
		children: [/* @__PURE__ */ jsx(TopBar, {}), /* @__PURE__ */ jsxs("div", {
			className: "container site-header__inner",
			children: [
				/* @__PURE__ */ jsxs(Link, {
					to: "/",
					className: "site-header__brand",
					children: [/* @__PURE__ */ jsx(BasketIcon, { className: "site-header__logo" }), /* @__PURE__ */ jsx("span", { children: t("shop.name") })]
				}),
				/* @__PURE__ */ jsx("nav", {
					className: "main-nav",
					"aria-label": t("layout.mainNavigation"),
					children: /* @__PURE__ */ jsxs("ul", { children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: "/",
						end: true,
						children: t("layout.home")
					}) }), /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: "/collection/all",
						children: t("layout.shopAll")
					}) })] })
				}),
				/* @__PURE__ */ jsx(HeaderActions, {})
			]
		})]
	});
}
/** The bar's run from empty to (nearly) full while something loads (spec §9). */
var durationMs = 5e3;
/**
* The loading bar's phases as loading starts and stops: `loading` once something has been busy
* for 200 ms, `done` when it stops (or fails, however fast), back to `idle` 500 ms later.
*
* @example
* const bar = loadingBarPhases(setPhase);
* bar.update({ busy: true, failed: false }); // 'loading' in 200 ms, unless it stops before
*/
function loadingBarPhases(onPhase) {
	let phase = "idle";
	let timer;
	const set = (next) => {
		phase = next;
		onPhase(next);
	};
	const later = (ms, next) => {
		clearTimeout(timer);
		timer = setTimeout(() => set(next), ms);
	};
	return {
		update({ busy, failed }) {
			if (busy) {
				if (phase !== "loading") later(200, "loading");
				return;
			}
			clearTimeout(timer);
			if (phase === "loading" || failed) {
				set("done");
				later(500, "idle");
			} else if (phase === "done") later(500, "idle");
		},
		dispose() {
			clearTimeout(timer);
		}
	};
}
// src/layout/LoadingBar.tsx
/** The CSS transition reads the spec's 5 s from here (`chrome.css`). */
var style = { "--loading-bar-duration": `${durationMs}ms` };
/** The thin bar at the top while a page or its data loads; red when something failed. */
function LoadingBar() {
	const { pending, failed } = useStore(activity);
	const navigating = useNavigation().state !== "idle";
	const busy = pending > 0 || navigating;
	const [phase, setPhase] = useState("idle");
	const phases = useRef(void 0);
	useEffect(() => {
		const bar = loadingBarPhases(setPhase);
		phases.current = bar;
		return () => bar.dispose();
	}, []);
	useEffect(() => {
		phases.current?.update({
			busy,
			failed
		});
	}, [busy, failed]);
	return /* @__PURE__ */ jsx("div", {
		className: `loading-bar loading-bar--${phase}${failed ? " loading-bar--failed" : ""}`,
		"data-state": failed ? "failed" : phase,
		style,
		"aria-hidden": "true"
	});
}
// src/icons/ArrowUpIcon.tsx
function ArrowUpIcon({ className }) {
	return /* @__PURE__ */ jsxs(Icon, {
		className,
		children: [/* @__PURE__ */ jsx("path", { d: "M12 19V5" }), /* @__PURE__ */ jsx("path", { d: "m6 11 6-6 6 6" })]
	});
}
// src/layout/ScrollTopButton.tsx
/** Shown once the shopper has scrolled down a screen or so. */
var showAfterPx = 600;
function ScrollTopButton() {
	const { t } = useTranslation();
	const [shown, setShown] = useState(false);
	useEffect(() => {
		const update = () => setShown(window.scrollY > showAfterPx);
		update();
		window.addEventListener("scroll", update, { passive: true });
		return () => window.removeEventListener("scroll", update);
	}, []);
	if (!shown) return null;
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		className: "scroll-top",
		onClick: () => {
			const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
			window.scrollTo({
				top: 0,
				behavior: smooth ? "smooth" : "auto"
			});
			document.querySelector(".skip-link")?.focus({ preventScroll: true });
		},
		children: [/* @__PURE__ */ jsx(ArrowUpIcon, {}), /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("layout.scrollToTop")
		})]
	});
}
// src/layout/Layout.tsx
function Layout() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(ApplySettings, {}),
		/* @__PURE__ */ jsx(CartSync, {}),
		/* @__PURE__ */ jsx(LoginRedirect, {}),
		/* @__PURE__ */ jsx(LoadingBar, {}),
		/* @__PURE__ */ jsx("a", {
			className: "skip-link",
			href: "#main",
			children: t("layout.skipToContent")
		}),
		/* @__PURE__ */ jsx(Header, {}),
		/* @__PURE__ */ jsx("main", {
			id: "main",
			className: "site-main",
			tabIndex: -1,
			children: /* @__PURE__ */ jsx(Outlet, {})
		}),
		/* @__PURE__ */ jsx(Footer, {}),
		/* @__PURE__ */ jsx(ScrollTopButton, {}),
		/* @__PURE__ */ jsx(ErrorToasts, {}),
		/* @__PURE__ */ jsx(NewsletterModal, {}),
		/* @__PURE__ */ jsx(MerchModals, {}),
		/* @__PURE__ */ jsx(ScrollRestoration, {})
	] });
}
// src/pages.ts
/**
* Each page's chunk. The route table loads one the first time its route matches; `boot.ts`
* starts loading the opened page's chunk at once, beside the app, for the pages shoppers land on.
*/
var pages = {
	home: () => import("./assets/HomePage-rO4ZI3h3.js"),
	collection: () => import("./assets/CollectionPage-D-e2Xfq1.js"),
	search: () => import("./assets/SearchPage-G06c104X.js"),
	product: () => import("./assets/ProductPage-BwZaMlis.js"),
	wishlist: () => import("./assets/WishlistPage-DYny9VGC.js"),
	compare: () => import("./assets/ComparePage-CEv38JIM.js"),
	login: () => import("./assets/LoginPage-CeqiECsP.js"),
	register: () => import("./assets/RegisterPage-ud90DFQC.js"),
	forgetPassword: () => import("./assets/ForgetPasswordPage-CTzebK6I.js"),
	resetPassword: () => import("./assets/ResetPasswordPage-BeqX27Md.js"),
	changePassword: () => import("./assets/ChangePasswordPage-D9E2LCKq.js"),
	dashboard: () => import("./assets/DashboardPage-DmqoPsix.js"),
	wallet: () => import("./assets/WalletPage-BmVmLLJR.js"),
	cart: () => import("./assets/CartPage-CSVBzPEi.js"),
	checkout: () => import("./assets/CheckoutPage-IeY6qm0C.js"),
	payPalReturn: () => import("./assets/PayPalReturnPage-Dt5v4ock.js"),
	orderResult: () => import("./assets/OrderResultPage-B7CmcAQj.js"),
	terms: () => import("./assets/TermsPage-DNgNFQex.js"),
	blog: () => import("./assets/BlogPage-zzKKZLZd.js"),
	blogPost: () => import("./assets/BlogPostPage-BRw-9Yw8.js"),
	review: () => import("./assets/ReviewPage-S2MfbrBh.js"),
	faq: () => import("./assets/FaqPage-YILc8e57.js"),
	aboutUs: () => import("./assets/AboutUsPage-BNVEvmg5.js"),
	contact: () => import("./assets/ContactPage-DTi1u8Vd.js"),
	lookbook: () => import("./assets/LookbookPage-Cnd0t9kr.js"),
	sitemap: () => import("./assets/SitemapPage-BBZFjzsf.js"),
	newsletterLink: () => import("./assets/NewsletterLinkPage-C_XFoZGs.js")
};
pages.home, pages.collection, pages.product, pages.search;
// src/routes.tsx
/**
* Each page is its own chunk (`pages.ts`), fetched when its route first matches: the home page's
* first load carries the layout and the home page only. React Router waits for the chunk before
* it renders the route, so there is no fallback to flash.
*/
var page = (load, pick) => async () => ({ Component: pick(await load()) });
var routes = [{
	Component: Layout,
	ErrorBoundary: RouteErrorPage,
	children: [{
		ErrorBoundary: RouteErrorPage,
		children: [
			{
				index: true,
				lazy: page(pages.home, (m) => m.HomePage)
			},
			{
				path: "collection/:cid",
				loader: collectionAlias,
				lazy: page(pages.collection, (m) => m.CollectionPage)
			},
			{
				path: "collection/leftsidebar/:cid",
				loader: leftSidebarAlias
			},
			{
				path: "s",
				lazy: page(pages.search, (m) => m.SearchPage)
			},
			{
				path: "product/:id",
				lazy: page(pages.product, (m) => m.ProductPage)
			},
			{
				path: "product",
				element: /* @__PURE__ */ jsx(Navigate, {
					to: "/collection/all",
					replace: true
				})
			},
			{
				path: "page/account/wishlist",
				lazy: page(pages.wishlist, (m) => m.WishlistPage)
			},
			{
				path: "page/account/login",
				lazy: page(pages.login, (m) => m.LoginPage)
			},
			{
				path: "page/account/login-firebase",
				loader: toLoginPage
			},
			{
				path: "page/account/auth/auth",
				loader: toLoginPage
			},
			{
				path: "page/account/register",
				lazy: page(pages.register, (m) => m.RegisterPage)
			},
			{
				path: "page/account/forget-password",
				lazy: page(pages.forgetPassword, (m) => m.ForgetPasswordPage)
			},
			{
				path: "page/account/reset-password",
				lazy: page(pages.resetPassword, (m) => m.ResetPasswordPage)
			},
			{
				path: "page/account/change-password",
				lazy: page(pages.changePassword, (m) => m.ChangePasswordPage)
			},
			{
				path: "page/account/dashboard",
				lazy: page(pages.dashboard, (m) => m.DashboardPage)
			},
			{
				path: "page/account/wallet",
				lazy: page(pages.wallet, (m) => m.WalletPage)
			},
			{
				path: "page/account/cart",
				lazy: page(pages.cart, (m) => m.CartPage)
			},
			{
				path: "page/account/checkout",
				lazy: page(pages.checkout, (m) => m.CheckoutPage)
			},
			{
				path: "page/account/PayPal",
				lazy: page(pages.payPalReturn, (m) => m.PayPalReturnPage)
			},
			{
				path: "page/order-success",
				lazy: page(pages.orderResult, (m) => m.OrderSuccessPage)
			},
			{
				path: "page/order-failure",
				lazy: page(pages.orderResult, (m) => m.OrderFailurePage)
			},
			{
				path: "page/compare",
				lazy: page(pages.compare, (m) => m.ComparePage)
			},
			{
				path: "page/review",
				lazy: page(pages.review, (m) => m.ReviewPage)
			},
			{
				path: "page/faq",
				lazy: page(pages.faq, (m) => m.FaqPage)
			},
			{
				path: "page/about-us",
				lazy: page(pages.aboutUs, (m) => m.AboutUsPage)
			},
			{
				path: "page/contact",
				lazy: page(pages.contact, (m) => m.ContactPage)
			},
			{
				path: "page/lookbook",
				lazy: page(pages.lookbook, (m) => m.LookbookPage)
			},
			{
				path: "page/sitemap",
				lazy: page(pages.sitemap, (m) => m.SitemapPage)
			},
			{
				path: "page/newsletter/confirm",
				lazy: page(pages.newsletterLink, (m) => m.NewsletterConfirmPage)
			},
			{
				path: "page/newsletter/unsubscribe",
				lazy: page(pages.newsletterLink, (m) => m.NewsletterUnsubscribePage)
			},
			{
				path: "blog",
				lazy: page(pages.blog, (m) => m.BlogPage)
			},
			{
				path: "blog/:slug",
				lazy: page(pages.blogPost, (m) => m.BlogPostPage)
			},
			{
				path: "terms/:document",
				lazy: page(pages.terms, (m) => m.TermsPage)
			},
			{
				path: "ReturnExchange",
				lazy: async () => {
					const { TermsPage } = await pages.terms();
					return { element: /* @__PURE__ */ jsx(TermsPage, { name: "ReturnExchange" }) };
				}
			},
			{
				path: "*",
				Component: NotFoundPage
			}
		]
	}]
}];
// src/entry-server.tsx
var handler = createStaticHandler(routes);
var translators = /* @__PURE__ */ new Map();
/** One i18next per language, made once: renders of different languages never share one. */
function translator(language) {
	let made = translators.get(language);
	if (!made) {
		made = catalogues[language]().then(async (messages) => {
			const instance = createInstance();
			await instance.use(initReactI18next).init({
				lng: language,
				fallbackLng: false,
				supportedLngs: languages,
				load: "currentOnly",
				interpolation: { escapeValue: false },
				resources: { [language]: { translation: messages } },
				initAsync: false
			});
			return instance;
		});
		made.catch(() => translators.delete(language));
		translators.set(language, made);
	}
	return made;
}
/**
* Renders the storefront page at `url` as the browser's first render will: the same routes and
* components, in `language` and `currency`, with `answers` as the API's. Render once, fetch the
* `missing` paths, render again with them.
*/
async function renderFirstView(request) {
	const i18n = await translator(request.language);
	const context = await handler.query(new Request(new URL(request.url, "http://storefront")));
	if (context instanceof Response) return {
		kind: "none",
		reason: `status ${context.status}`
	};
	if (context.errors) return {
		kind: "none",
		reason: "a route failed"
	};
	const router = createStaticRouter(handler.dataRoutes, context);
	const missing = /* @__PURE__ */ new Set();
	let html;
	let computed = {};
	try {
		seedAnswers(request.answers);
		watchMisses((path) => missing.add(path));
		setFirstViewCurrency(request.currency);
		computed = renderFirstViews("server");
		html = renderToString(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(I18nextProvider, {
			i18n,
			children: /* @__PURE__ */ jsx(StaticRouterProvider, {
				router,
				context,
				hydrate: false
			})
		}) }));
	} finally {
		renderFirstViews(false);
		watchMisses(void 0);
		clearAnswers();
	}
	const { head, body } = takeHead(html);
	return {
		kind: "page",
		html: body,
		head,
		missing: [...missing],
		state: {
			language: request.language,
			currency: request.currency,
			answers: request.answers,
			computed,
			router: {
				loaderData: context.loaderData,
				actionData: context.actionData,
				errors: context.errors
			}
		}
	};
}
/**
* React renders a page's `<title>` and `<meta>` where the page does; in the browser it moves them
* into `<head>`, and hydration looks for them there. The server does the same.
*/
function takeHead(html) {
	const hoisted = /<title>[^<]*<\/title>|<meta [^>]*\/>/g;
	return {
		head: (html.match(hoisted) ?? []).join(""),
		body: html.replace(hoisted, "")
	};
}
export { NewsletterForm as A, resetPassword as B, contentLinks as C, defaultSettings as D, cartSides as E, announceAdded as F, StatusMessage as G, signOut as H, openQuickView as I, layoutShape as J, collectionLayouts as K, changePassword as L, markDismissed as M, offerKeys as N, isHexColor as O, offerMemory as P, withNext as Q, register as R, findTermsDocument as S, useSettings as T, useSession as U, signIn as V, NotFoundPage as W, loginPath as X, parseCollectionLayout as Y, safeNextPath as Z, CartThumbnail as _, useProductList as a, Modal as b, SearchForm as c, hasProduct as d, detectLanguage, useShippingFee as f, CartTotals as g, shippingOptionText as h, useProductDetail as i, followNewsletterLink as j, settingsFile as k, compareList as l, languages, decodeShippingMethods as m, useCategories as n, useSearchResults as o, chooseCourier as p, defaultCollectionLayout as q, useFilterChoices as r, renderFirstView, ProductThumbnail as s, countryOptions as t, wishlist as u, VariantNote as v, updateSettings as w, CartIcon as x, Drawer as y, requestPasswordReset as z };

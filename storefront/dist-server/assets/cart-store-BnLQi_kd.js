import { t as queryString } from "./query-string-CwfdRIer.js";
import { a as optionalText, c as text, d as showError, g as shopApi, i as optionalNumber, m as track, n as list, o as record, s as requiredNumber, t as isRecord } from "./decode-Cq8skW8-.js";
import { r as isUnauthorized, t as fetchShared } from "./use-resource-eiGXM7FF.js";
import { c as productPath, r as decodeProduct } from "./product.decode-D_3RNbdC.js";
import { t as defaultLanguage } from "./languages-BpLRNh2M.js";
import { n as readJson, r as writeQuietly, t as browserStorage } from "./key-value-storage-CsrvWb7t.js";
import { i as useStore, t as createStore } from "./store-C_-O5DCv.js";
import { d as isCurrencyCode, s as currencies } from "./preference-storage-B-zlVlpp.js";
// src/cart/cart.decode.ts
function currencyOf(fields, fallback) {
	const code = fields.currencyCode ?? fields.currency;
	return isCurrencyCode(code) ? code : fallback;
}
/** Entries that do not read as `T` are dropped: one odd line must not hide the whole cart. */
function each(value, decode) {
	return list(value).flatMap((raw) => {
		try {
			return [decode(raw)];
		} catch {
			return [];
		}
	});
}
function decodeCartItem(raw, fallback = "USD") {
	const fields = record(raw, "cart item");
	const quantity = requiredNumber(fields, "quantity");
	return {
		id: requiredNumber(fields, "id"),
		variantId: optionalNumber(fields, "variantId"),
		variantName: optionalText(fields, "variantName"),
		title: text(fields, "title"),
		img: text(fields, "img"),
		charged: requiredNumber(fields, "charged"),
		quantity,
		stock: optionalNumber(fields, "stock") ?? optionalNumber(fields, "availableQty") ?? quantity,
		currencyCode: currencyOf(fields, fallback),
		availableQty: optionalNumber(fields, "availableQty"),
		originalTitle: optionalText(fields, "originalTitle")
	};
}
function decodePriceChange(raw, fallback) {
	const fields = record(raw, "price change");
	return {
		currencyCode: currencyOf(fields, fallback),
		title: text(fields, "title"),
		variantName: optionalText(fields, "variantName"),
		oldPrice: requiredNumber(fields, "oldPrice"),
		newPrice: requiredNumber(fields, "newPrice")
	};
}
function decodeSoldOutItem(raw) {
	const fields = record(raw, "sold-out item");
	return {
		title: text(fields, "title"),
		availableQty: requiredNumber(fields, "availableQty"),
		cartQty: requiredNumber(fields, "cartQty")
	};
}
/** `GET /cart` (and any cart write that answers with the cart). */
function decodeServerCart(raw, currency) {
	const fields = record(raw, "cart");
	if (!Array.isArray(fields.items)) throw new Error("cart has no items list");
	const currencyCode = isCurrencyCode(fields.currencyCode) ? fields.currencyCode : currency;
	return {
		items: each(fields.items, (item) => decodeCartItem(item, currencyCode)),
		priceChanges: each(fields.priceChanges, (item) => decodePriceChange(item, currencyCode)),
		soldOutItems: each(fields.soldOutItems, decodeSoldOutItem),
		subTotal: optionalNumber(fields, "subTotal"),
		currencyCode
	};
}
/** Whether a write's answer is the cart itself (the contract leaves it open). */
function isCartAnswer(raw) {
	return isRecord(raw) && Array.isArray(raw.items);
}
function decodeRenewedItem(raw, fallback) {
	const fields = record(raw, "renewed item");
	return {
		id: requiredNumber(fields, "id"),
		title: text(fields, "title"),
		img: text(fields, "img"),
		charged: requiredNumber(fields, "charged"),
		variants: each(fields.variants, (variant) => {
			const price = record(variant, "variant price");
			return {
				variantId: requiredNumber(price, "variantId"),
				charged: requiredNumber(price, "charged")
			};
		}),
		availableQty: requiredNumber(fields, "availableQty"),
		currencyCode: currencyOf(fields, fallback)
	};
}
/** `POST /cart-renewed`. */
function decodeRenewal(raw, currency) {
	const fields = record(raw, "cart renewal");
	return {
		shippingFee: optionalNumber(fields, "shippingFee"),
		items: each(fields.items, (item) => decodeRenewedItem(item, currency))
	};
}
/** The guest cart saved in this browser; lines that no longer read are dropped. */
function decodeGuestCart(raw) {
	return each(raw, (item) => decodeCartItem(item)).filter((item) => Number.isInteger(item.quantity) && item.quantity >= 1);
}
// src/cart/cart-renewal.ts
/**
* The cart compared with the server's fresh copies (spec §4 "Cart refresh"): a changed charged
* price is a price-change notice; otherwise fewer available than in the cart is a sold-out
* notice, and the line goes when none is left. Title, image and price then come from the fresh
* copy. A line the answer does not mention stays as it was.
*/
function renewItems(items, renewed) {
	const fresh = new Map(renewed.map((item) => [item.id, item]));
	const priceChanges = [];
	const soldOutItems = [];
	const kept = [];
	for (const item of items) {
		const copy = fresh.get(item.id);
		if (!copy) {
			kept.push(item);
			continue;
		}
		const charged = copy.variants?.find((variant) => variant.variantId === item.variantId)?.charged ?? copy.charged;
		if (charged !== item.charged) priceChanges.push({
			currencyCode: copy.currencyCode,
			title: copy.title || item.title,
			...item.variantName && { variantName: item.variantName },
			oldPrice: item.charged,
			newPrice: charged
		});
		else if (copy.availableQty < item.quantity) {
			soldOutItems.push({
				title: copy.title || item.title,
				availableQty: copy.availableQty,
				cartQty: item.quantity
			});
			if (copy.availableQty <= 0) continue;
		}
		kept.push({
			...item,
			title: copy.title || item.title,
			img: copy.img || item.img,
			charged,
			currencyCode: copy.currencyCode,
			availableQty: copy.availableQty
		});
	}
	return {
		items: kept,
		priceChanges,
		soldOutItems
	};
}
/** The `idIn` of `POST /cart-renewed`: each product once, in cart order. */
function renewalIds(items) {
	return [...new Set(items.map(({ id }) => id))];
}
// src/cart/cart-rules.ts
function sameLine(a, b) {
	return a.id === b.id && (a.variantId ?? null) === (b.variantId ?? null);
}
/** The most of a product a line may hold: its stock, and never more than the server takes. */
function lineLimit(stock) {
	return Math.min(stock, 999);
}
/**
* Whether a line may be set to `quantity`: a whole number, not 0, not above the stock (spec §4,
* §5) nor the server's limit. Anything else leaves the line as it was.
*/
function canSetQuantity(quantity, stock) {
	return Number.isInteger(quantity) && quantity >= 1 && quantity <= lineLimit(stock);
}
/** A quantity as asked for: missing (or not a positive whole number) means 1. */
function wantedQuantity(quantity) {
	return quantity !== void 0 && Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
}
/**
* Adds to the cart (spec §4): a line already there grows by the quantity, and takes the fresh
* copy's title, price and stock; otherwise the item goes at the end. A missing quantity is 1.
* Neither ever goes above the stock, which the cart may not exceed (spec §5).
*
* @example addItem([{ ...kitkat, quantity: 2 }], { ...kitkat, quantity: 3 })[0].quantity // 5
*/
function addItem(items, item) {
	const adding = wantedQuantity(item.quantity);
	const existing = items.find((line) => sameLine(line, item));
	if (!existing) {
		if (item.stock < 1) return items;
		return [...items, {
			...item,
			quantity: Math.min(adding, lineLimit(item.stock))
		}];
	}
	const quantity = Math.max(existing.quantity, Math.min(existing.quantity + adding, lineLimit(item.stock)));
	return items.map((line) => line === existing ? {
		...existing,
		...item,
		quantity
	} : line);
}
/** Sets a line's quantity if {@link canSetQuantity} allows it; otherwise returns `items`. */
function setQuantity(items, key, quantity) {
	const line = items.find((item) => sameLine(item, key));
	if (!line || line.quantity === quantity || !canSetQuantity(quantity, line.stock)) return items;
	return items.map((item) => item === line ? {
		...line,
		quantity
	} : item);
}
function removeItem(items, key) {
	return items.some((item) => sameLine(item, key)) ? items.filter((item) => !sameLine(item, key)) : items;
}
/** The lines as the API takes them (`POST /cart/merge`, `POST /orders`). */
function lineRequests(items) {
	return items.map(({ id, variantId, quantity }) => variantId === void 0 ? {
		id,
		quantity
	} : {
		id,
		variantId,
		quantity
	});
}
/** How many things are in the cart: the header badge. */
function itemCount(items) {
	return items.reduce((count, item) => count + item.quantity, 0);
}
/** An amount rounded to the currency's decimals (none for won and yen). */
function roundAmount(amount, currency) {
	const scale = 10 ** currencies[currency].decimals;
	return Math.round(amount * scale) / scale;
}
/** The sum of the lines, in `currency` (every line is in it: the cart loads in one currency). */
function subTotal(items, currency) {
	const scale = 10 ** currencies[currency].decimals;
	return items.reduce((sum, item) => sum + Math.round(item.charged * scale) * item.quantity, 0) / scale;
}
// src/cart/guest-cart-storage.ts
/** The localStorage key of a guest's cart (spec §9: the cart is a persisted part of the store). */
var guestCartKey = "cart";
function readGuestCart(storage) {
	return decodeGuestCart(readJson(storage, guestCartKey));
}
function writeGuestCart(storage, items) {
	if (items.length === 0) storage.removeItem(guestCartKey);
	else writeQuietly(storage, guestCartKey, JSON.stringify(items));
}
// src/cart/cart-store.ts
var storage = browserStorage();
var emptyCart = {
	mode: "guest",
	status: "ready",
	items: [],
	lang: defaultLanguage,
	currency: "USD",
	priceChanges: [],
	soldOutItems: []
};
var cart = createStore({
	...emptyCart,
	items: readGuestCart(storage)
}, () => emptyCart);
function useCart() {
	return useStore(cart);
}
function update(change) {
	cart.set({
		...cart.get(),
		...change
	});
}
globalThis.addEventListener?.("storage", (event) => {
	if (event.key === "cart" && cart.get().mode === "guest") update({ items: readGuestCart(storage) });
});
/** The user whose server cart is shown; a new one gets the guest cart merged in first. */
var adoptedUser;
/**
* Server writes go one after another, so the server applies them in the order the shopper made
* them; a write starts at once unless another is under way (reads never hold one up).
*/
var writes = Promise.resolve();
var pendingWrites = 0;
/** Counts the cart answers asked for: one older than the last shown is dropped. */
var answers = 0;
/** Every cart answer is in the shopper's language and currency. */
function cartPath(path, query = {}) {
	const { lang, currency } = cart.get();
	return `${path}${queryString({
		...query,
		lang,
		currency
	})}`;
}
/** Whether the server cart is still shown in the locale an answer was asked in. */
function stillShown(lang, currency) {
	const state = cart.get();
	return state.mode === "server" && state.lang === lang && state.currency === currency;
}
/**
* Shows `GET /cart`, unless a newer answer or a write came meanwhile. The server keeps the
* notices it recorded; when it sends none, `found` (this page's own comparison) stands.
*/
async function fetchServerCart(found) {
	answers += 1;
	const asked = answers;
	const { lang, currency } = cart.get();
	const answer = decodeServerCart(await track(shopApi.request(cartPath("/cart"))), currency);
	if (asked !== answers || pendingWrites > 0 || !stillShown(lang, currency)) return;
	update({
		status: "ready",
		items: answer.items,
		priceChanges: answer.priceChanges.length ? answer.priceChanges : found?.priceChanges ?? [],
		soldOutItems: answer.soldOutItems.length ? answer.soldOutItems : found?.soldOutItems ?? []
	});
}
function refreshCart() {
	return fetchServerCart().catch((error) => {
		if (isUnauthorized(error)) return;
		showError(error);
		update({ status: "error" });
	});
}
/**
* Sends a server change after the ones before it; once the last one is done the cart is the
* server's again (its answer when it is the cart, else a fresh `GET /cart`). On failure the
* shopper sees why, and the cart is reloaded to undo what was shown too early.
*/
function enqueue(send) {
	pendingWrites += 1;
	const { lang, currency } = cart.get();
	const run = writes.then(async () => {
		let answer;
		try {
			answer = await track(send());
		} catch (error) {
			if (!isUnauthorized(error)) showError(error);
			answer = void 0;
		}
		pendingWrites -= 1;
		if (pendingWrites > 0) return;
		if (isCartAnswer(answer) && stillShown(lang, currency)) {
			answers += 1;
			update({
				status: "ready",
				items: decodeServerCart(answer, currency).items
			});
			return;
		}
		if (cart.get().mode === "server") await refreshCart();
	});
	writes = run;
	return run;
}
function changeItems(next) {
	const { items, mode } = cart.get();
	if (next === items) return false;
	update({ items: next });
	if (mode === "guest") writeGuestCart(storage, next);
	return true;
}
/**
* Follows who is shopping and in which language and currency: a guest sees the cart kept in this
* browser; a customer who just signed in has it merged into their server cart (`POST
* /cart/merge`), which is then shown in `locale`.
*/
function syncCart(session, { lang, currency }) {
	if (session.status === "unknown") return;
	if (session.status === "guest") {
		adoptedUser = void 0;
		if (cart.get().mode === "guest") return;
		cart.set({
			mode: "guest",
			status: "ready",
			items: readGuestCart(storage),
			lang,
			currency,
			priceChanges: [],
			soldOutItems: []
		});
		return;
	}
	const userId = session.user.id;
	const state = cart.get();
	if (adoptedUser === userId && state.lang === lang && state.currency === currency) return;
	const merging = adoptedUser !== userId;
	adoptedUser = userId;
	cart.set({
		...state,
		mode: "server",
		status: "loading",
		lang,
		currency,
		...merging ? {
			items: [],
			priceChanges: [],
			soldOutItems: []
		} : {},
		shippingFee: void 0
	});
	enqueue(async () => {
		const guest = readGuestCart(storage);
		if (!merging || guest.length === 0) return void 0;
		const answer = await shopApi.request(cartPath("/cart/merge"), {
			method: "POST",
			body: { items: lineRequests(guest) }
		});
		writeGuestCart(storage, []);
		return answer;
	});
}
/** Adds a product (spec §4); only a signed-in customer's additions go to the server. */
function addToCart(item) {
	const before = cart.get().items;
	const added = changeItems(addItem(before, item));
	if (!added || cart.get().mode === "guest") return added;
	const { id, variantId } = item;
	const quantityOf = (items) => items.find((line) => sameLine(line, item))?.quantity ?? 0;
	const quantity = quantityOf(cart.get().items) - quantityOf(before);
	enqueue(() => shopApi.request(cartPath("/cart"), {
		method: "POST",
		body: variantId === void 0 ? {
			id,
			quantity
		} : {
			id,
			variantId,
			quantity
		},
		keepalive: true
	}));
	return true;
}
/** Sets a line's quantity; refused (false) for 0 or more than the stock, as the spec says. */
function changeQuantity(key, quantity) {
	if (!changeItems(setQuantity(cart.get().items, key, quantity))) return false;
	if (cart.get().mode === "server") enqueue(() => shopApi.request(cartPath(`/cart/items/${key.id}`), {
		method: "PUT",
		body: key.variantId === void 0 ? { quantity } : {
			quantity,
			variantId: key.variantId
		},
		keepalive: true
	}));
	return true;
}
function removeFromCart(key) {
	if (!changeItems(removeItem(cart.get().items, key))) return;
	if (cart.get().mode === "server") enqueue(() => shopApi.request(cartPath(`/cart/items/${key.id}`, { variantId: key.variantId }), {
		method: "DELETE",
		keepalive: true
	}));
}
/** Empties items, notices and the recipient (spec §4 "Clearing the cart"). */
function clearCart() {
	changeItems([]);
	update({
		priceChanges: [],
		soldOutItems: [],
		recipient: void 0
	});
	if (cart.get().mode === "guest") return Promise.resolve();
	return enqueue(() => shopApi.request("/cart", { method: "DELETE" }));
}
function saveRecipient(recipient) {
	update({ recipient });
}
/** The shipping method chosen at checkout, whose charge becomes the cart's shipping fee. */
function chooseShipping(courierId, shippingFee) {
	update({
		courierId,
		shippingFee
	});
}
/**
* Compares the cart with today's prices and stock (`POST /cart-renewed`): the server records the
* notices and drops lines with nothing left; the cart page and checkout show them.
*/
async function renewCart() {
	const state = cart.get();
	if (state.mode !== "server" || state.items.length === 0) return;
	const path = cartPath("/cart-renewed");
	try {
		const answer = shopApi.request(path, {
			method: "POST",
			body: { idIn: renewalIds(state.items) }
		});
		const renewal = decodeRenewal(await track(answer), state.currency);
		const renewed = renewItems(cart.get().items, renewal.items);
		update({
			items: renewed.items,
			priceChanges: renewed.priceChanges,
			soldOutItems: renewed.soldOutItems,
			...renewal.shippingFee !== void 0 && cart.get().courierId === void 0 ? { shippingFee: renewal.shippingFee } : {}
		});
		await fetchServerCart(renewed);
	} catch (error) {
		if (!isUnauthorized(error)) showError(error);
	}
}
/**
* Puts lines back into the server cart (`POST /cart/merge`), e.g. those of an order whose payment
* was cancelled: the cart was emptied when the order was placed. The server keeps to the stock.
*/
function restoreToCart(lines) {
	if (cart.get().mode !== "server" || lines.length === 0) return Promise.resolve();
	update({ status: "loading" });
	return enqueue(() => shopApi.request(cartPath("/cart/merge"), {
		method: "POST",
		body: { items: lines }
	}));
}
/** Reloads the server cart, e.g. after an order took its items. */
function reloadCart() {
	if (cart.get().mode !== "server") return Promise.resolve();
	return pendingWrites > 0 ? writes.then(() => void 0) : refreshCart();
}
/**
* A guest's cart in the shopper's language and currency: each line takes the catalogue's current
* title, price and stock (the server does this for a customer's cart).
*/
async function repriceGuestCart(locale) {
	const { items, mode } = cart.get();
	if (mode !== "guest" || items.length === 0) return;
	const ids = [...new Set(items.map(({ id }) => id))];
	const products = await Promise.all(ids.map((id) => fetchShared(productPath(id, locale)).then((raw) => decodeProduct(raw, locale.currency), () => void 0)));
	const state = cart.get();
	if (state.mode !== "guest") return;
	const byId = new Map(products.flatMap((product) => product ? [[product.id, product]] : []));
	const next = state.items.map((item) => {
		const product = byId.get(item.id);
		if (!product) return item;
		return {
			...item,
			title: product.title,
			charged: product.charged,
			currencyCode: product.currency,
			stock: product.stock,
			img: product.images[0]?.src ?? item.img
		};
	});
	update({
		items: next,
		lang: locale.lang,
		currency: locale.currency
	});
	writeGuestCart(storage, next);
}
export { roundAmount as _, clearCart as a, renewCart as c, saveRecipient as d, syncCart as f, lineRequests as g, itemCount as h, chooseShipping as i, repriceGuestCart as l, canSetQuantity as m, cart as n, reloadCart as o, useCart as p, changeQuantity as r, removeFromCart as s, addToCart as t, restoreToCart as u, sameLine as v, subTotal as y };

import { a as optionalText, c as text, i as optionalNumber, o as record, t as isRecord } from "./decode-Cq8skW8-.js";
import { n as readJson, r as writeQuietly } from "./key-value-storage-CsrvWb7t.js";
// ../core/src/money/currencies.ts
/** The currencies the shop shows prices in. Prices are kept in US cents and converted. */
var currencyCodes = [
	"USD",
	"KRW",
	"CNY",
	"JPY"
];
/** The spec's currency table; it gives no CNY and JPY rates, so these are configured here. */
var currencies = {
	USD: {
		code: "USD",
		symbol: "US$",
		decimals: 2,
		symbolPosition: "left",
		rate: 1
	},
	KRW: {
		code: "KRW",
		symbol: "원",
		decimals: 0,
		symbolPosition: "right",
		rate: 1150
	},
	CNY: {
		code: "CNY",
		symbol: "元",
		decimals: 2,
		symbolPosition: "right",
		rate: 7.2
	},
	JPY: {
		code: "JPY",
		symbol: "円",
		decimals: 0,
		symbolPosition: "right",
		rate: 155
	}
};
function isCurrencyCode(code) {
	return typeof code === "string" && currencyCodes.includes(code);
}
/**
* US cents in another currency's major units, rounded half up to that currency's decimals.
*
* @example
* fromUsdCents(1299, 'KRW') // 14939
* fromUsdCents(1299, 'USD') // 12.99
*/
function fromUsdCents(cents, code) {
	const { rate, decimals } = currencies[code];
	const scale = 10 ** decimals;
	return Math.round(cents / 100 * rate * scale) / scale;
}
/** Major units of a currency in US cents (for filters given in the shopper's currency). */
function toUsdCents(amount, code) {
	return Math.round(amount / currencies[code].rate * 100);
}
/** Major units (12.99) as integer minor units (1299; KRW and JPY have no minor unit). */
function toMinorUnits(amount, code) {
	return Math.round(amount * 10 ** currencies[code].decimals);
}
function fromMinorUnits(minor, code) {
	return minor / 10 ** currencies[code].decimals;
}
// ../core/src/orders/admin-order-columns.ts
/**
* The back office's orders list, column by column: the server sorts by the sortable ones, the
* list shows them and the CSV export writes them, in this order. Each is a field of the order
* record `GET /api/admin/orders` answers.
*/
var adminOrderColumns = [
	{
		field: "orderNumber",
		sortable: true
	},
	{
		field: "code",
		sortable: false
	},
	{
		field: "createdAt",
		sortable: true
	},
	{
		field: "status",
		sortable: true
	},
	{
		field: "country",
		sortable: true
	},
	{
		field: "trackingNumber",
		sortable: true
	},
	{
		field: "courierStatus",
		sortable: true
	},
	{
		field: "weightGrams",
		sortable: true
	},
	{
		field: "shippingFee",
		sortable: true
	},
	{
		field: "revenue",
		sortable: true
	},
	{
		field: "salePrice",
		sortable: true
	},
	{
		field: "profit",
		sortable: true
	},
	{
		field: "platform",
		sortable: true
	},
	{
		field: "siteId",
		sortable: false
	},
	{
		field: "affiliateId",
		sortable: false
	},
	{
		field: "paymentStatus",
		sortable: true
	},
	{
		field: "customerEmail",
		sortable: false
	},
	{
		field: "carrierName",
		sortable: false
	}
];
adminOrderColumns.map((column) => column.field);
adminOrderColumns.filter((column) => column.sortable).map((column) => column.field);
// src/preference/preference.ts
/** The spec's defaults, shown until the server answers. */
var defaultPreference = {
	currency: "USD",
	country: "US",
	province: "NY",
	city: "NY",
	zip: "0",
	language: "en-US"
};
function code(value) {
	if (typeof value === "string") return value;
	return isRecord(value) ? optionalText(value, "code") : void 0;
}
/** The preference object of `GET /get-preference` (and of `POST /set-preference`'s `data`). */
function decodePreference(raw) {
	const fields = record(raw, "preference");
	const currency = code(fields.currency);
	return {
		token: optionalText(fields, "token") ?? optionalText(fields, "preferenceToken"),
		currency: isCurrencyCode(currency) ? currency : defaultPreference.currency,
		country: code(fields.country)?.toUpperCase() ?? defaultPreference.country,
		province: text(fields, "province", defaultPreference.province),
		city: text(fields, "city", defaultPreference.city),
		zip: text(fields, "zip", defaultPreference.zip),
		language: code(fields.language) ?? defaultPreference.language,
		affiliateId: optionalText(fields, "affiliateId"),
		siteId: optionalNumber(fields, "siteId"),
		siteName: optionalText(fields, "siteName")
	};
}
/** `POST /set-preference` answers `{ data: preference }`. */
function decodeSetPreferenceAnswer(raw) {
	const fields = record(raw, "set-preference answer");
	return decodePreference(fields.data ?? fields);
}
// src/preference/preference-storage.ts
var keys = {
	token: "preferenceToken",
	affiliateId: "affiliateId",
	preference: "preference"
};
/** The token the server gave; it is sent back as the `Preference` header. */
function readPreferenceToken(storage) {
	return storage.getItem(keys.token) || void 0;
}
/** What the server takes: 1 to 64 ASCII letters, digits, _ and -. */
var affiliateIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
/** The affiliate of the last `?aid=` link, unless it is older than {@link affiliateLifetimeMs}. */
function readAffiliateId(storage, now = Date.now()) {
	const saved = readJson(storage, keys.affiliateId);
	if (typeof saved !== "object" || saved === null) return void 0;
	const { id, until } = saved;
	if (typeof id !== "string" || !affiliateIdPattern.test(id)) return void 0;
	return typeof until === "number" && until > now ? id : void 0;
}
/**
* The last preference the server sent, so a returning shopper sees prices in their currency
* from the first request instead of after a round trip.
*/
function readCachedPreference(storage) {
	const saved = readJson(storage, keys.preference);
	if (saved === void 0) return void 0;
	try {
		return decodePreference(saved);
	} catch {
		return;
	}
}
function savePreference(storage, preference) {
	writeQuietly(storage, keys.preference, JSON.stringify(preference));
	if (preference.token) writeQuietly(storage, keys.token, preference.token);
}
export { decodeSetPreferenceAnswer as a, currencyCodes as c, isCurrencyCode as d, toMinorUnits as f, savePreference as i, fromMinorUnits as l, readCachedPreference as n, defaultPreference as o, toUsdCents as p, readPreferenceToken as r, currencies as s, readAffiliateId as t, fromUsdCents as u };

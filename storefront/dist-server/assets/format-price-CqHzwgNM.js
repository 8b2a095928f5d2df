import { s as currencies } from "./preference-storage-B-zlVlpp.js";
// src/money/format-price.ts
var formatters = /* @__PURE__ */ new Map();
function numberFormat(decimals) {
	let format = formatters.get(decimals);
	if (!format) {
		format = new Intl.NumberFormat("en-US", {
			minimumFractionDigits: decimals,
			maximumFractionDigits: decimals
		});
		formatters.set(decimals, format);
	}
	return format;
}
/**
* An amount in a currency's major units, with its symbol on the side the currency puts it and
* rounded to its decimals.
*
* @example
* formatPrice(12.99, 'USD') // 'US$12.99'
* formatPrice(14939, 'KRW') // '14,939원'
*/
function formatPrice(amount, currency) {
	const { symbol, decimals, symbolPosition } = currencies[currency];
	const digits = numberFormat(decimals).format(Math.abs(amount));
	const sign = amount < 0 && digits.replace(/[0.,]/g, "") !== "" ? "-" : "";
	return symbolPosition === "left" ? `${sign}${symbol}${digits}` : `${sign}${digits}${symbol}`;
}
export { formatPrice as t };

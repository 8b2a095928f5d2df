import { a as optionalText, c as text, g as shopApi, i as optionalNumber, m as track, n as list, o as record, s as requiredNumber, t as isRecord } from "./decode-Cq8skW8-.js";
import { d as isCurrencyCode, t as readAffiliateId } from "./preference-storage-B-zlVlpp.js";
import { t as browserStorage } from "./key-value-storage-CsrvWb7t.js";
// src/orders/order.decode.ts
function decodeLine(raw) {
	if (!isRecord(raw)) return [];
	const id = optionalNumber(raw, "id") ?? optionalNumber(raw, "productId");
	if (id === void 0) return [];
	return [{
		id,
		variantId: optionalNumber(raw, "variantId"),
		variantName: optionalText(raw, "variantName"),
		title: text(raw, "title"),
		quantity: optionalNumber(raw, "quantity") ?? 1,
		charged: optionalNumber(raw, "charged") ?? optionalNumber(raw, "unitPrice")
	}];
}
function decodeCarrier(raw) {
	if (!isRecord(raw)) return void 0;
	const id = optionalNumber(raw, "id");
	if (id === void 0) return void 0;
	return {
		id,
		name: text(raw, "name"),
		trackingUrl: optionalText(raw, "trackingUrl")
	};
}
function decodeEvent(raw) {
	if (!isRecord(raw)) return [];
	const type = text(raw, "type");
	return type ? [{
		type,
		occurredAt: text(raw, "occurredAt"),
		to: optionalText(raw, "to"),
		courierStatus: optionalText(raw, "courierStatus"),
		location: optionalText(raw, "location")
	}] : [];
}
function decodeProgress(fields, what) {
	const orderNumber = text(fields, "orderNumber");
	if (!orderNumber) throw new Error(`${what} has no number`);
	const method = fields.paymentMethod;
	const refund = fields.refundStatus;
	return {
		orderNumber,
		status: text(fields, "status", "Processing"),
		paymentStatus: text(fields, "paymentStatus", "Not paid yet"),
		paymentMethod: method === "paypal" || method === "wallet" ? method : void 0,
		inProgress: fields.inProgress === true,
		note: optionalText(fields, "note"),
		refundStatus: refund === "started" || refund === "done" ? refund : void 0,
		approvalUrl: optionalText(fields, "approvalUrl")
	};
}
function decodeOrder(raw) {
	const fields = record(raw, "order");
	return {
		...decodeProgress(fields, "order"),
		total: requiredNumber(fields, "total"),
		subTotal: optionalNumber(fields, "subTotal"),
		shippingFee: optionalNumber(fields, "shippingFee"),
		tax: optionalNumber(fields, "tax"),
		currency: isCurrencyCode(fields.currency) ? fields.currency : "USD",
		createdAt: optionalText(fields, "createdAt"),
		items: list(fields.items).flatMap(decodeLine),
		trackingNumber: optionalText(fields, "trackingNumber"),
		carrier: decodeCarrier(fields.carrier),
		courierStatus: optionalText(fields, "courierStatus"),
		timeline: list(fields.timeline).flatMap(decodeEvent)
	};
}
function decodeOrdersPage(raw) {
	const orders = decodeOrders(raw);
	const total = isRecord(raw) && typeof raw.total === "number" ? raw.total : orders.length;
	return {
		orders,
		total: Math.max(total, orders.length)
	};
}
/** `GET /orders`: the orders that read; a broken one is left out rather than hiding the rest. */
function decodeOrders(raw) {
	return (isRecord(raw) && Array.isArray(raw.items) ? raw.items : list(raw)).flatMap((entry) => {
		try {
			return [decodeOrder(entry)];
		} catch {
			return [];
		}
	});
}
function decodePlacedOrder(raw) {
	const fields = record(raw, "placed order");
	return {
		...decodeProgress(fields, "the placed order"),
		total: optionalNumber(fields, "total"),
		currency: isCurrencyCode(fields.currency) ? fields.currency : void 0
	};
}
/** The `items` of a 409 `insufficient_stock`: the lines the stock could not cover. */
function decodeShortLines(body) {
	if (!isRecord(body)) return [];
	return list(body.items).flatMap((raw) => {
		if (!isRecord(raw)) return [];
		try {
			const productId = requiredNumber(raw, "productId");
			const requested = requiredNumber(raw, "requested");
			const available = requiredNumber(raw, "available");
			return [{
				productId,
				title: text(raw, "title") || `#${productId}`,
				requested,
				available
			}];
		} catch {
			return [];
		}
	});
}
// src/orders/orders-api.ts
var orderPath = (orderNumber) => `/orders/${encodeURIComponent(orderNumber)}`;
var ordersPath = (page) => `/orders?page=${page}`;
/** A page of the customer's orders, newest first (20 a page). */
async function fetchOrders(page = 1) {
	return decodeOrdersPage(await track(shopApi.request(ordersPath(page))));
}
async function fetchOrder(orderNumber) {
	return decodeOrder(await track(shopApi.request(orderPath(orderNumber))));
}
/**
* The order again while a page waits for a step under way: no loading bar, which would flash at
* every question.
*/
async function pollOrder(orderNumber) {
	return decodeOrder(await shopApi.request(orderPath(orderNumber)));
}
/** The first page again while an order on it has a step under way, as quietly as {@link pollOrder}. */
async function pollOrders() {
	return decodeOrdersPage(await shopApi.request(ordersPath(1)));
}
async function cancelOrder(orderNumber) {
	return decodeOrder(await track(shopApi.request(`${orderPath(orderNumber)}/cancel`, { method: "POST" })));
}
/** After PayPal approval: the server captures the payment and answers with the paid order. */
async function capturePayPal(orderNumber, token) {
	return decodeOrder(await track(shopApi.request(`${orderPath(orderNumber)}/paypal/capture`, {
		method: "POST",
		body: { token }
	})));
}
async function cancelPayPal(orderNumber) {
	await track(shopApi.request(`${orderPath(orderNumber)}/paypal/cancel`, { method: "POST" }));
}
async function placeOrder(request, idempotencyKey) {
	return decodePlacedOrder(await track(shopApi.request("/orders", {
		method: "POST",
		body: {
			...request,
			affiliateId: readAffiliateId(browserStorage())
		},
		headers: { "Idempotency-Key": idempotencyKey }
	})));
}
export { fetchOrders as a, pollOrders as c, fetchOrder as i, decodeShortLines as l, cancelPayPal as n, placeOrder as o, capturePayPal as r, pollOrder as s, cancelOrder as t };

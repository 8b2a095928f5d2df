import { _ as ApiError } from "./decode-Cq8skW8-.js";
// src/orders/paypal-return.ts
/** The shop's numbers are "100" and 14 digits; the server is the judge, this only rejects junk. */
var orderNumberPattern = /^[\w-]{1,64}$/;
/**
* `?token=<paypal order id>&orderNumber=...` after approval, with `&cancelled=1` after the
* shopper turned back at PayPal. Anything else (no token, no or a malformed order number) is
* invalid.
*
* @example readPayPalReturn('?token=5O1&orderNumber=10012345678901234')
* // { action: 'capture', orderNumber: '10012345678901234', token: '5O1' }
*/
function readPayPalReturn(search) {
	const query = new URLSearchParams(search);
	const orderNumber = query.get("orderNumber") ?? query.get("order") ?? "";
	if (!orderNumberPattern.test(orderNumber)) return { action: "invalid" };
	const cancelled = query.get("cancelled");
	if (cancelled !== null && cancelled !== "0" && cancelled !== "false") return {
		action: "cancel",
		orderNumber
	};
	const token = query.get("token") ?? "";
	return token ? {
		action: "capture",
		orderNumber,
		token
	} : { action: "invalid" };
}
/** The order-success or order-failure page for an order. */
function orderResultPath(result, orderNumber) {
	return `/page/order-${result}?order=${encodeURIComponent(orderNumber)}`;
}
/**
* A refused capture as the return page handles it: 402 `payment_declined` or `payment_mismatch`
* leave the order "Not paid yet" with its PayPal link; 409 `order_cancelled` ends it.
*
* @example captureRefusal(new ApiError(402, 'payment_mismatch', '…')) // { kind: 'declined', reason: 'mismatch' }
*/
function captureRefusal(error) {
	if (!(error instanceof ApiError)) return { kind: "failed" };
	if (error.status === 401) return { kind: "signed-out" };
	if (error.code === "payment_declined") return {
		kind: "declined",
		reason: "declined"
	};
	if (error.code === "payment_mismatch") return {
		kind: "declined",
		reason: "mismatch"
	};
	if (error.code === "order_cancelled") return { kind: "cancelled" };
	return { kind: "failed" };
}
export { orderResultPath as n, readPayPalReturn as r, captureRefusal as t };

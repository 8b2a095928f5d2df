import "./preference-storage-B-zlVlpp.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// ../core/src/orders/order.events.ts
/** The spec's order statuses. */
var orderStatuses = [
	"Processing",
	"Purchasing",
	"Arrived at our warehouse",
	"Shipping domestically",
	"Shipped internationally",
	"Has an issue",
	"Cancelled"
];
var paymentStatuses = [
	"paid",
	"Not paid yet",
	"Paid temporarily"
];
// ../core/src/shipping/courier-status.ts
/** Where a parcel is, as a carrier's scans say: the order's courier status. */
var courierStatuses = [
	"Accepted",
	"In transit",
	"Customs",
	"Out for delivery",
	"Delivered",
	"Exception"
];
// src/orders/order-display.ts
var statusKeys = {
	Processing: "processing",
	Purchasing: "purchasing",
	"Arrived at our warehouse": "arrived",
	"Shipping domestically": "shippingDomestically",
	"Shipped internationally": "shippedInternationally",
	"Has an issue": "hasIssue",
	Cancelled: "cancelled"
};
var paymentKeys = {
	paid: "paid",
	"Not paid yet": "notPaid",
	"Paid temporarily": "paidTemporarily"
};
/** The spec writes the older spellings too ("In warehouse", "canceled"). */
var statusAliases = {
	"in warehouse": "Arrived at our warehouse",
	canceled: "Cancelled"
};
function normalStatus(status) {
	const lower = status.trim().toLowerCase();
	return orderStatuses.find((known) => known.toLowerCase() === lower) ?? statusAliases[lower];
}
/** The translation key of an order status; `undefined` for one the storefront does not know. */
function statusKey(status) {
	const known = normalStatus(status);
	return known && statusKeys[known];
}
function paymentKey(paymentStatus) {
	const lower = paymentStatus.trim().toLowerCase();
	const known = paymentStatuses.find((status) => status.toLowerCase() === lower);
	return known && paymentKeys[known];
}
/** The customer may cancel only while the order is Processing (the server checks too). */
function canCancel(order) {
	return normalStatus(order.status) === "Processing";
}
/**
* The carrier's tracking page for the order, when it has a tracking number and the carrier a
* page. The server may send the page's address ready, or as a template with `{tracking}`.
*
* @example trackingHref({ trackingNumber: 'EJ1', carrier: { id: 1, name: 'EMS',
*   trackingUrl: 'https://track.example/?n={tracking}' } }) // 'https://track.example/?n=EJ1'
*/
function trackingHref(order) {
	const url = order.carrier?.trackingUrl;
	if (!order.trackingNumber || !url || !/^https?:\/\//i.test(url)) return void 0;
	return url.includes("{tracking}") ? url.replaceAll("{tracking}", encodeURIComponent(order.trackingNumber)) : url;
}
var courierKeys = {
	Accepted: "accepted",
	"In transit": "inTransit",
	Customs: "customs",
	"Out for delivery": "outForDelivery",
	Delivered: "delivered",
	Exception: "exception"
};
/** The translation key of a courier status; `undefined` for one the storefront does not know. */
function courierKey(courierStatus) {
	const known = courierStatuses.find((status) => status === courierStatus);
	return known && courierKeys[known];
}
var eventKeys = {
	OrderPlaced: "placed",
	OrderStockReserved: "stockReserved",
	OrderRejected: "rejected",
	OrderPaymentStarted: "paymentStarted",
	OrderPaid: "paid",
	OrderPaymentDeclined: "paymentDeclined",
	OrderCancelled: "cancelled",
	OrderRefundStarted: "refundStarted",
	OrderRefunded: "refunded",
	OrderPaymentFailed: "paymentFailed",
	OrderStatusChanged: "statusChanged",
	OrderShipped: "shipped",
	TrackingNumberAdded: "trackingAdded"
};
/** A timeline event's translation key, or its type spelled out ("OrderPacked" -> "Order packed"). */
function timelineLabel(type) {
	const key = eventKeys[type];
	if (key) return { key };
	const words = type.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
	return { text: words.charAt(0).toUpperCase() + words.slice(1) };
}
/** The server's notes (its own English words) that the storefront says in the shopper's language. */
var noteKeys = {
	"Cancelled by the customer": "cancelledByYou",
	"Payment cancelled at PayPal": "cancelledAtPayPal",
	"Payment not received in time": "paymentExpired",
	"Deposit balance is not enough": "depositNotEnough",
	"Please check the following items are out of stock now or in not enough stock.": "outOfStock",
	"PayPal is not answering just now. Please try again.": "paypalUnavailable",
	"PayPal has not approved this payment.": "paymentNotApproved"
};
/**
* A note's translation key, or `undefined` for one the storefront does not know (shown as sent).
*
* @example noteKey('Payment not received in time') // 'paymentExpired'
* @example noteKey('PayPal took 9.99 USD instead of 12.99 USD; it is given back.') // 'paymentMismatch'
*/
function noteKey(note) {
	const known = noteKeys[note.trim()];
	if (known) return known;
	if (/^PayPal declined\b/.test(note)) return "paymentDeclined";
	if (/^PayPal took\b/.test(note)) return "paymentMismatch";
}
/**
* What the shopper reads about a cancelled order's money: on its way back, or back, to the
* wallet or to PayPal.
*/
function refundKey(order) {
	if (!order.refundStatus) return void 0;
	const to = order.paymentMethod === "wallet" ? "Wallet" : "PayPal";
	return order.refundStatus === "done" ? `done${to}` : `started${to}`;
}
// src/orders/OrderStatusText.tsx
/** An order status in the shopper's language; one the storefront does not know is shown as sent. */
function OrderStatusText({ status }) {
	const { t } = useTranslation();
	const key = statusKey(status);
	return /* @__PURE__ */ jsx("span", {
		className: `order-status order-status--${key ?? "other"}`,
		children: key ? t(`orders.status.${key}`) : status
	});
}
function PaymentStatusText({ paymentStatus }) {
	const { t } = useTranslation();
	const key = paymentKey(paymentStatus);
	return /* @__PURE__ */ jsx("span", {
		className: `payment-status payment-status--${key ?? "other"}`,
		children: key ? t(`orders.payment.${key}`) : paymentStatus
	});
}
/** The server's note on an order (why it was cancelled, what PayPal said), in the shopper's language. */
function OrderNoteText({ note }) {
	const { t } = useTranslation();
	const key = noteKey(note);
	return /* @__PURE__ */ jsx("span", {
		dir: "auto",
		children: key ? t(`orders.notes.${key}`) : note
	});
}
/** Where a cancelled order's money is: on its way back or back, to the wallet or to PayPal. */
function RefundText({ order }) {
	const { t } = useTranslation();
	const key = refundKey(order);
	if (!key) return null;
	return /* @__PURE__ */ jsxs("span", {
		className: `refund-status refund-status--${order.refundStatus}`,
		children: [order.refundStatus === "started" && /* @__PURE__ */ jsx("span", {
			className: "spinner spinner--small",
			"aria-hidden": "true"
		}), t(`orders.refund.${key}`)]
	});
}
/** "Under way…" with a spinner, while a step of the order is still running. */
function InProgressText() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("span", {
		className: "in-progress",
		children: [/* @__PURE__ */ jsx("span", {
			className: "spinner spinner--small",
			"aria-hidden": "true"
		}), t("orders.inProgress")]
	});
}
/** Where the parcel is, in the shopper's language; nothing before it shipped. */
function CourierStatusText({ courierStatus }) {
	const { t } = useTranslation();
	if (!courierStatus) return null;
	const key = courierKey(courierStatus);
	return /* @__PURE__ */ jsx("span", {
		className: `courier-status courier-status--${key ?? "other"}`,
		children: key ? t(`orders.courier.${key}`) : courierStatus
	});
}
export { PaymentStatusText as a, courierKey as c, timelineLabel as d, trackingHref as f, OrderStatusText as i, paymentKey as l, InProgressText as n, RefundText as o, OrderNoteText as r, canCancel as s, CourierStatusText as t, statusKey as u };

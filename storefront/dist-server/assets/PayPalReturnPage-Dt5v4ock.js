import { t as RequireLogin } from "./RequireLogin-D5G79Lyb.js";
import { t as useFresh } from "./use-fresh-b_VC9nOb.js";
import { d as showError } from "./decode-Cq8skW8-.js";
import { i as fetchOrder, n as cancelPayPal, r as capturePayPal } from "./orders-api-DnFXmsjZ.js";
import { n as orderResultPath, r as readPayPalReturn, t as captureRefusal } from "./paypal-return-CAKZlXIH.js";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/orders/PayPalReturnPage.tsx
/** What came of a return, by order and action. */
var settled = /* @__PURE__ */ new Map();
/**
* Captures or cancels once per return, even when React runs the effect twice or the shopper
* reloads mid-way (a second capture of the same order is the server's to refuse or repeat).
*/
function settle(paypal) {
	const key = `${paypal.action}:${paypal.orderNumber}`;
	let outcome = settled.get(key);
	if (!outcome) {
		outcome = (paypal.action === "capture" ? capturePayPal(paypal.orderNumber, paypal.token).then(() => ({ kind: "paid" })) : cancelPayPal(paypal.orderNumber).then(() => ({ kind: "cancelled" }))).catch((error) => {
			settled.delete(key);
			const refusal = captureRefusal(error);
			if (refusal.kind === "failed") showError(error);
			return refusal;
		});
		settled.set(key, outcome);
	}
	return outcome;
}
/** `/page/account/PayPal`: where PayPal sends the browser back. */
function PayPalReturnPage() {
	return /* @__PURE__ */ jsx(RequireLogin, { children: /* @__PURE__ */ jsx(PayPalReturnStatus, {}) });
}
function PayPalReturnStatus() {
	const { t } = useTranslation();
	const location = useLocation();
	const navigate = useNavigate();
	const paypal = readPayPalReturn(location.search);
	const [declined, setDeclined] = useState();
	useEffect(() => {
		const parsed = readPayPalReturn(location.search);
		if (parsed.action === "invalid") return;
		let current = true;
		setDeclined(void 0);
		settle(parsed).then((outcome) => {
			if (!current) return;
			if (outcome.kind === "signed-out") return;
			if (outcome.kind === "declined") {
				setDeclined(outcome.reason);
				return;
			}
			const state = { justPlaced: true };
			const result = outcome.kind === "paid" ? "success" : "failure";
			navigate(orderResultPath(result, parsed.orderNumber), {
				replace: true,
				state
			});
		});
		return () => {
			current = false;
		};
	}, [location.search, navigate]);
	return /* @__PURE__ */ jsxs("div", {
		className: "container result-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${t("orders.paypalTitle")} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: t("orders.paypalTitle")
			}),
			paypal.action === "invalid" ? /* @__PURE__ */ jsxs("div", {
				className: "notice notice--warning",
				children: [/* @__PURE__ */ jsx("p", { children: t("orders.paypalInvalid") }), /* @__PURE__ */ jsx(Link, {
					to: "/page/account/dashboard",
					children: t("orders.viewOrders")
				})]
			}) : declined ? /* @__PURE__ */ jsx(PayAgain, {
				orderNumber: paypal.orderNumber,
				reason: declined
			}) : /* @__PURE__ */ jsxs("p", {
				className: "page-status",
				role: "status",
				children: [/* @__PURE__ */ jsx("span", {
					className: "spinner",
					"aria-hidden": "true"
				}), paypal.action === "capture" ? t("orders.paypalCapturing") : t("orders.paypalCancelling")]
			})
		]
	});
}
/**
* PayPal refused the money: the order is still "Not paid yet" and its PayPal link still works,
* so the shopper may approve again there (with another card or account).
*/
function PayAgain({ orderNumber, reason }) {
	const { t } = useTranslation();
	const load = useCallback((number) => fetchOrder(number), []);
	const order = useFresh(orderNumber, load);
	const approvalUrl = order.data?.approvalUrl;
	return /* @__PURE__ */ jsxs("div", {
		className: "notice notice--warning",
		role: "alert",
		children: [
			/* @__PURE__ */ jsx("p", { children: reason === "declined" ? t("orders.paymentDeclined") : t("orders.paymentMismatch") }),
			order.data && !approvalUrl && /* @__PURE__ */ jsx("p", { children: t("orders.orderCancelledNoPay") }),
			/* @__PURE__ */ jsxs("div", {
				className: "result-page__actions",
				children: [approvalUrl && /* @__PURE__ */ jsx("a", {
					className: "button",
					href: approvalUrl,
					children: t("orders.backToPayPal")
				}), /* @__PURE__ */ jsx(Link, {
					className: "button button--outline",
					to: `/page/account/dashboard?order=${encodeURIComponent(orderNumber)}`,
					children: t("orders.detailTitle", { number: orderNumber })
				})]
			})
		]
	});
}
export { PayPalReturnPage };

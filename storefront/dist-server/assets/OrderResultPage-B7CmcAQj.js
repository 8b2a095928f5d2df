import { t as RequireLogin } from "./RequireLogin-D5G79Lyb.js";
import { t as useFresh } from "./use-fresh-b_VC9nOb.js";
import { o as reloadCart, u as restoreToCart } from "./cart-store-BnLQi_kd.js";
import { t as formatPrice } from "./format-price-CqHzwgNM.js";
import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { a as PaymentStatusText, i as OrderStatusText, l as paymentKey, u as statusKey } from "./OrderStatusText-CKlntGJ7.js";
import { i as fetchOrder } from "./orders-api-DnFXmsjZ.js";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/orders/OrderResultPage.tsx
function isJustPlaced(state) {
	return typeof state === "object" && state !== null && "justPlaced" in state;
}
/** Orders whose lines went back into the cart in this visit: never twice. */
var restored = /* @__PURE__ */ new Set();
/**
* After a cancelled payment the order is cancelled, and the cart (emptied when the order was
* placed) gets its lines back for another try.
*/
async function restoreCancelledOrder(order) {
	if (statusKey(order.status) !== "cancelled" || restored.has(order.orderNumber)) return false;
	restored.add(order.orderNumber);
	await restoreToCart(order.items.map(({ id, variantId, quantity }) => variantId === void 0 ? {
		id,
		quantity
	} : {
		id,
		variantId,
		quantity
	}));
	return true;
}
/** `/page/order-success?order=` */
function OrderSuccessPage() {
	return /* @__PURE__ */ jsx(RequireLogin, { children: /* @__PURE__ */ jsx(OrderResult, { result: "success" }) });
}
/** `/page/order-failure?order=` */
function OrderFailurePage() {
	return /* @__PURE__ */ jsx(RequireLogin, { children: /* @__PURE__ */ jsx(OrderResult, { result: "failure" }) });
}
function OrderResult({ result }) {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const location = useLocation();
	const navigate = useNavigate();
	const orderNumber = params.get("order");
	const load = useCallback((number) => fetchOrder(number), []);
	const order = useFresh(orderNumber, load);
	const [justPlaced] = useState(() => isJustPlaced(location.state));
	const [itemsBack, setItemsBack] = useState(false);
	useEffect(() => {
		if (!isJustPlaced(location.state)) return;
		navigate(`${location.pathname}${location.search}`, {
			replace: true,
			state: null
		});
	}, [
		navigate,
		location.state,
		location.pathname,
		location.search
	]);
	useEffect(() => {
		if (justPlaced && result === "success") reloadCart();
	}, [justPlaced, result]);
	useEffect(() => {
		if (!justPlaced || result !== "failure" || !order.data) return;
		restoreCancelledOrder(order.data).then((done) => {
			if (done) setItemsBack(true);
		});
	}, [
		justPlaced,
		result,
		order.data
	]);
	const success = result === "success";
	const title = success ? t("orders.successTitle") : t("orders.failureTitle");
	return /* @__PURE__ */ jsxs("div", {
		className: `container result-page result-page--${result}`,
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: title
			}),
			orderNumber && /* @__PURE__ */ jsx("p", {
				className: "result-page__lead",
				children: success ? t("orders.successText", { number: orderNumber }) : t("orders.failureText", { number: orderNumber })
			}),
			itemsBack && /* @__PURE__ */ jsx("p", {
				className: "form-alert form-alert--success",
				children: t("orders.failureRestored")
			}),
			/* @__PURE__ */ jsx("p", { children: success ? t("orders.successNext") : t("orders.failureNext") }),
			order.data && /* @__PURE__ */ jsxs("dl", {
				className: "order-facts",
				children: [
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.statusLabel") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(OrderStatusText, { status: order.data.status }) })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.paymentLabel") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(PaymentStatusText, { paymentStatus: order.data.paymentStatus }) })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.total") }), /* @__PURE__ */ jsx("dd", { children: formatPrice(order.data.total, order.data.currency) })] })
				]
			}),
			order.data && paymentKey(order.data.paymentStatus) === "paidTemporarily" && /* @__PURE__ */ jsx(FormAlert, {
				kind: "info",
				children: t("orders.paidTemporarilyNote")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "result-page__actions",
				children: [success ? /* @__PURE__ */ jsx(Link, {
					className: "button",
					to: "/page/account/dashboard",
					children: t("orders.viewOrders")
				}) : /* @__PURE__ */ jsx(Link, {
					className: "button",
					to: "/page/account/cart",
					children: t("orders.backToCart")
				}), /* @__PURE__ */ jsx(Link, {
					className: "button button--outline",
					to: success ? "/collection/all" : "/page/account/dashboard",
					children: success ? t("cart.continueShopping") : t("orders.viewOrders")
				})]
			})
		]
	});
}
export { OrderFailurePage, OrderSuccessPage };

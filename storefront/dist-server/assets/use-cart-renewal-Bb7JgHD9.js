import { c as renewCart, p as useCart } from "./cart-store-BnLQi_kd.js";
import { t as formatPrice } from "./format-price-CqHzwgNM.js";
import { n as titleWithVariant } from "./product-price-BkZjh6T8.js";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/cart/CartNotices.tsx
/** The spec's two checkout warnings, each with the lines it is about. */
function CartNotices({ priceChanges, soldOutItems }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment, { children: [priceChanges.length > 0 && /* @__PURE__ */ jsxs("div", {
		className: "notice notice--warning cart-notice",
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", { children: t("cart.priceChangesTitle") }), /* @__PURE__ */ jsx("ul", { children: priceChanges.map((change) => /* @__PURE__ */ jsx("li", {
			dir: "auto",
			children: t("cart.priceChange", {
				title: titleWithVariant(change.title, change.variantName),
				oldPrice: formatPrice(change.oldPrice, change.currencyCode),
				newPrice: formatPrice(change.newPrice, change.currencyCode)
			})
		}, `${change.title}-${change.oldPrice}-${change.newPrice}`)) })]
	}), soldOutItems.length > 0 && /* @__PURE__ */ jsxs("div", {
		className: "notice notice--warning cart-notice",
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", { children: t("cart.soldOutTitle") }), /* @__PURE__ */ jsx("ul", { children: soldOutItems.map((item) => /* @__PURE__ */ jsx("li", {
			dir: "auto",
			children: item.availableQty > 0 ? t("cart.soldOutLine", {
				title: item.title,
				available: item.availableQty,
				wanted: item.cartQty
			}) : t("cart.soldOutGone", { title: item.title })
		}, `${item.title}-${item.availableQty}-${item.cartQty}`)) })]
	})] });
}
// src/cart/use-cart-renewal.ts
/**
* Renews the cart against today's prices and stock once it has loaded (the cart page and the
* checkout do, spec §4), again after a currency change. True while that is under way.
*/
function useCartRenewal() {
	const { mode, status, currency, items } = useCart();
	const ready = mode === "server" && status === "ready" && items.length > 0;
	const renewedFor = useRef(void 0);
	const [checking, setChecking] = useState(false);
	useEffect(() => {
		if (!ready || renewedFor.current === currency) return;
		renewedFor.current = currency;
		setChecking(true);
		renewCart().finally(() => setChecking(false));
	}, [ready, currency]);
	return checking;
}
export { CartNotices as n, useCartRenewal as t };

import { t as formatPrice } from "./format-price-CqHzwgNM.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/money/PriceTag.tsx
/** The charged price, and the list price struck through when there is a discount. */
function PriceTag({ charged, price, currency, className = "" }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("p", {
		className: `price-tag ${className}`,
		children: [
			/* @__PURE__ */ jsxs("span", {
				className: "visually-hidden",
				children: [t("catalog.price"), " "]
			}),
			/* @__PURE__ */ jsx("strong", {
				className: "price-tag__charged",
				children: formatPrice(charged, currency)
			}),
			price > charged && /* @__PURE__ */ jsxs("del", {
				className: "price-tag__original",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "visually-hidden",
					children: [t("catalog.originalPrice"), " "]
				}), formatPrice(price, currency)]
			})
		]
	});
}
export { PriceTag as t };

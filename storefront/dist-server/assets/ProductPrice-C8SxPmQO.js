import { t as formatPrice } from "./format-price-CqHzwgNM.js";
import { t as PriceTag } from "./PriceTag-CEyJ61IO.js";
import { r as unitPriceOf, t as lowestOfRange } from "./product-price-BkZjh6T8.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/money/ProductPrice.tsx
/**
* A product's price wherever a product is shown: the picked variant's price on the product page
* (it follows the picker), "from" the cheapest variant in a product box whose variants are
* priced apart, otherwise the charged price with the list price struck through on sale.
*/
function ProductPrice({ product, variant, className = "" }) {
	const { t } = useTranslation();
	const lowest = variant ? void 0 : lowestOfRange(product);
	if (lowest !== void 0) return /* @__PURE__ */ jsxs("p", {
		className: `price-tag ${className}`,
		children: [/* @__PURE__ */ jsxs("span", {
			className: "visually-hidden",
			children: [t("catalog.price"), " "]
		}), /* @__PURE__ */ jsx("strong", {
			className: "price-tag__charged",
			children: t("prices.from", { price: formatPrice(lowest, product.currency) })
		})]
	});
	const { charged, price } = unitPriceOf(product, variant);
	return /* @__PURE__ */ jsx(PriceTag, {
		charged,
		price,
		currency: product.currency,
		className
	});
}
export { ProductPrice as t };

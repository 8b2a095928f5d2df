import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
/** Stock above 0 is in stock; 0 is sold out (spec §3). */
function stockLevel(stock) {
	if (stock <= 0) return { kind: "sold-out" };
	if (stock <= 10) return {
		kind: "low",
		left: stock
	};
	return { kind: "in-stock" };
}
// src/product/StockIndicator.tsx
/** "In stock", "Only 3 left" or "Sold out", with a bar that empties as stock runs low. */
function StockIndicator({ stock }) {
	const { t } = useTranslation();
	const level = stockLevel(stock);
	const text = level.kind === "sold-out" ? t("catalog.soldOut") : level.kind === "low" ? t("product.onlyLeft", { count: level.left }) : t("product.inStock");
	const fill = Math.min(1, stock / 20);
	return /* @__PURE__ */ jsxs("div", {
		className: `stock-indicator stock-indicator--${level.kind}`,
		children: [/* @__PURE__ */ jsx("p", { children: text }), /* @__PURE__ */ jsx("div", {
			className: "stock-indicator__bar",
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsx("span", { style: { inlineSize: `${fill * 100}%` } })
		})]
	});
}
export { StockIndicator as t };

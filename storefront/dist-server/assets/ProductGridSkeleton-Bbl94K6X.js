import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/catalog/ProductGridSkeleton.tsx
/** Grey cards in place of the products while the first answer is on its way. */
function ProductGridSkeleton({ count = 4 }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "product-grid product-grid--grid",
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("p", {
			className: "visually-hidden",
			role: "status",
			children: t("catalog.loading")
		}), Array.from({ length: count }, (_, index) => /* @__PURE__ */ jsxs("div", {
			className: "product-card skeleton",
			"aria-hidden": "true",
			children: [
				/* @__PURE__ */ jsx("div", { className: "skeleton__image" }),
				/* @__PURE__ */ jsx("div", { className: "skeleton__line" }),
				/* @__PURE__ */ jsx("div", { className: "skeleton__line skeleton__line--short" })
			]
		}, index))]
	});
}
export { ProductGridSkeleton as t };

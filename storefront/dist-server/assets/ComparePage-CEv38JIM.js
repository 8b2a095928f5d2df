import { l as compareList, s as ProductThumbnail } from "../entry-server.js";
import { n as isColor } from "./product-Bn5aXtsD.js";
import { t as ProductPrice } from "./ProductPrice-C8SxPmQO.js";
import { t as StockIndicator } from "./StockIndicator-CBJruHWX.js";
import { i as sizesOf, n as colorsOf } from "./variant-selection-BtyFwo2e.js";
import { i as useStore } from "./store-C_-O5DCv.js";
import { n as EmptyList, t as useFreshCopies } from "./use-fresh-copies-MjTvouC-.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/saved-lists/ComparePage.tsx
/** `/page/compare`: the saved products side by side, one column each. */
function ComparePage() {
	const { t } = useTranslation();
	const saved = useStore(compareList.store);
	const products = useFreshCopies(saved);
	const colorName = (value) => isColor(value) ? t(`colors.${value}`) : value;
	const rows = [
		{
			label: t("catalog.price"),
			cell: (product) => /* @__PURE__ */ jsx(ProductPrice, { product })
		},
		{
			label: t("saved.availability"),
			cell: (product) => /* @__PURE__ */ jsx(StockIndicator, { stock: product.stock })
		},
		{
			label: t("catalog.brand"),
			cell: (product) => product.brand
		},
		{
			label: t("product.category"),
			cell: (product) => product.categoryTitle ?? product.category
		},
		{
			label: t("catalog.size"),
			cell: (product) => sizesOf(product).join(", ")
		},
		{
			label: t("catalog.color"),
			cell: (product) => colorsOf(product).map(colorName).join(", ")
		},
		{
			label: t("catalog.tags"),
			cell: (product) => product.tags.join(", ")
		}
	];
	return /* @__PURE__ */ jsxs("div", {
		className: "container saved-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${t("saved.compareTitle")} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: t("saved.compareTitle")
			}),
			products.length === 0 ? /* @__PURE__ */ jsx(EmptyList, { message: t("saved.compareEmpty") }) : /* @__PURE__ */ jsx("section", {
				className: "compare-table",
				"aria-label": t("saved.compareTitle"),
				tabIndex: 0,
				children: /* @__PURE__ */ jsxs("table", { children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("td", {}), products.map((product) => /* @__PURE__ */ jsxs("th", {
					scope: "col",
					children: [/* @__PURE__ */ jsx(ProductThumbnail, {
						product,
						className: "compare-table__image"
					}), /* @__PURE__ */ jsx(Link, {
						to: `/product/${product.id}`,
						children: product.title
					})]
				}, product.id))] }) }), /* @__PURE__ */ jsxs("tbody", { children: [rows.map(({ label, cell }) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "row",
					children: label
				}), products.map((product) => /* @__PURE__ */ jsx("td", { children: cell(product) }, product.id))] }, label)), /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("td", {}), products.map((product) => /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button button--outline",
					"aria-label": t("saved.removeFromCompare", { title: product.title }),
					onClick: () => compareList.remove(product),
					children: t("saved.remove")
				}) }, product.id))] })] })] })
			})
		]
	});
}
export { ComparePage };

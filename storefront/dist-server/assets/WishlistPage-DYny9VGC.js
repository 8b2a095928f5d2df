import { s as ProductThumbnail, u as wishlist } from "../entry-server.js";
import { t as ProductPrice } from "./ProductPrice-C8SxPmQO.js";
import { t as StockIndicator } from "./StockIndicator-CBJruHWX.js";
import { i as useStore } from "./store-C_-O5DCv.js";
import { n as EmptyList, t as useFreshCopies } from "./use-fresh-copies-MjTvouC-.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/saved-lists/WishlistPage.tsx
/** `/page/account/wishlist`: kept in this browser, so it needs no login. */
function WishlistPage() {
	const { t } = useTranslation();
	const saved = useStore(wishlist.store);
	const products = useFreshCopies(saved);
	return /* @__PURE__ */ jsxs("div", {
		className: "container saved-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${t("saved.wishlistTitle")} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: t("saved.wishlistTitle")
			}),
			products.length === 0 ? /* @__PURE__ */ jsx(EmptyList, { message: t("saved.wishlistEmpty") }) : /* @__PURE__ */ jsx("ul", {
				className: "saved-list",
				children: products.map((product) => /* @__PURE__ */ jsxs("li", {
					className: "saved-list__item",
					children: [
						/* @__PURE__ */ jsx(Link, {
							to: `/product/${product.id}`,
							tabIndex: -1,
							"aria-hidden": "true",
							children: /* @__PURE__ */ jsx(ProductThumbnail, {
								product,
								className: "saved-list__image"
							})
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "saved-list__text",
							children: [
								/* @__PURE__ */ jsx("h2", { children: /* @__PURE__ */ jsx(Link, {
									to: `/product/${product.id}`,
									children: product.title
								}) }),
								/* @__PURE__ */ jsx(ProductPrice, { product }),
								/* @__PURE__ */ jsx(StockIndicator, { stock: product.stock })
							]
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "button button--outline",
							"aria-label": t("saved.removeFromWishlist", { title: product.title }),
							onClick: () => wishlist.remove(product),
							children: t("saved.remove")
						})
					]
				}, product.id))
			})
		]
	});
}
export { WishlistPage };

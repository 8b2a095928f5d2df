import { n as HeartIcon, r as CompareIcon, t as SearchIcon } from "./SearchIcon-G3pjMbIU.js";
import { I as openQuickView, d as hasProduct, l as compareList, s as ProductThumbnail, u as wishlist } from "../entry-server.js";
import { t as ProductPrice } from "./ProductPrice-C8SxPmQO.js";
import { i as ratingOf } from "./reviews-BYCc0UHo.js";
import { t as Stars } from "./Stars-A9MODZWH.js";
import { i as useStore } from "./store-C_-O5DCv.js";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/merch/QuickViewButton.tsx
/** On a product box: opens the quick view of its product. */
function QuickViewButton({ product }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		className: "icon-button quick-view-button",
		"aria-haspopup": "dialog",
		onClick: () => openQuickView(product.id),
		children: [/* @__PURE__ */ jsx(SearchIcon, {}), /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: t("quickView.open", { title: product.title })
		})]
	});
}
// src/reviews/CardStars.tsx
/** A product box's stars; nothing for a product nobody has reviewed yet. */
function CardStars({ productId }) {
	const [summary, setSummary] = useState();
	useEffect(() => {
		let current = true;
		ratingOf(productId).then((found) => current && setSummary(found));
		return () => {
			current = false;
		};
	}, [productId]);
	if (!summary || summary.count === 0) return null;
	return /* @__PURE__ */ jsx(Stars, {
		rating: summary.average,
		count: summary.count
	});
}
// src/saved-lists/CardSaveButtons.tsx
/** The product card's icon buttons; a filled icon shows the product is already in the list. */
function CardSaveButtons({ product }) {
	const { t } = useTranslation();
	const inWishlist = hasProduct(useStore(wishlist.store), product.id);
	const inCompare = hasProduct(useStore(compareList.store), product.id);
	return /* @__PURE__ */ jsxs("div", {
		className: "card-save-buttons",
		children: [/* @__PURE__ */ jsxs("button", {
			type: "button",
			className: `icon-button${inWishlist ? " is-saved" : ""}`,
			onClick: () => wishlist.add(product),
			title: t("product.addToWishlist"),
			children: [/* @__PURE__ */ jsx(HeartIcon, {}), /* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: t("product.addProductToWishlist", { title: product.title })
			})]
		}), /* @__PURE__ */ jsxs("button", {
			type: "button",
			className: `icon-button${inCompare ? " is-saved" : ""}`,
			onClick: () => compareList.add(product),
			title: t("product.addToCompare"),
			children: [/* @__PURE__ */ jsx(CompareIcon, {}), /* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: t("product.addProductToCompare", { title: product.title })
			})]
		})]
	});
}
// src/catalog/ProductBadges.tsx
function ProductBadges({ product }) {
	const { t } = useTranslation();
	const discount = Number(product.discount);
	return /* @__PURE__ */ jsxs("ul", {
		className: "product-badges",
		children: [
			product.stock <= 0 && /* @__PURE__ */ jsx("li", {
				className: "badge badge--sold-out",
				children: t("catalog.soldOut")
			}),
			product.new && /* @__PURE__ */ jsx("li", {
				className: "badge badge--new",
				children: t("catalog.new")
			}),
			product.sale && discount > 0 && /* @__PURE__ */ jsx("li", {
				className: "badge badge--sale",
				children: t("catalog.discount", { discount })
			})
		]
	});
}
// src/catalog/ProductCard.tsx
function ProductCard({ product, view = "grid" }) {
	const href = `/product/${product.id}`;
	return /* @__PURE__ */ jsxs("article", {
		className: `product-card product-card--${view}`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "product-card__media",
			children: [
				/* @__PURE__ */ jsx(Link, {
					to: href,
					tabIndex: -1,
					"aria-hidden": "true",
					children: /* @__PURE__ */ jsx(ProductThumbnail, {
						product,
						className: "product-card__image"
					})
				}),
				/* @__PURE__ */ jsx(ProductBadges, { product }),
				/* @__PURE__ */ jsx(QuickViewButton, { product })
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "product-card__body",
			children: [
				product.brand && /* @__PURE__ */ jsx("p", {
					className: "product-card__brand",
					children: product.brand
				}),
				/* @__PURE__ */ jsx("h3", {
					className: "product-card__title",
					dir: "auto",
					children: /* @__PURE__ */ jsx(Link, {
						to: href,
						children: product.title
					})
				}),
				view === "list" && product.description && /* @__PURE__ */ jsx("p", {
					className: "product-card__description",
					children: product.description
				}),
				/* @__PURE__ */ jsx(CardStars, { productId: product.id }),
				/* @__PURE__ */ jsx(ProductPrice, { product }),
				/* @__PURE__ */ jsx(CardSaveButtons, { product })
			]
		})]
	});
}
// src/catalog/ProductGrid.tsx
function ProductGrid({ products, view = "grid", busy = false, metro = false }) {
	const classes = ["product-grid", `product-grid--${view}`];
	if (metro && view === "grid") classes.push("product-grid--metro");
	if (busy) classes.push("is-busy");
	return /* @__PURE__ */ jsx("ul", {
		className: classes.join(" "),
		"aria-busy": busy,
		children: products.map((product) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ProductCard, {
			product,
			view
		}) }, product.id))
	});
}
export { ProductBadges as n, ProductGrid as t };

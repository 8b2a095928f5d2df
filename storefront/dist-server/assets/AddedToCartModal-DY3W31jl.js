import { t as ProductGrid } from "./ProductGrid-FeeL0Nqh.js";
import { b as Modal, i as useProductDetail } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/merch/AddedToCartModal.tsx
/** How many related products the confirmation suggests. */
var suggestions = 4;
/** The confirmation after "Add to cart", with products that go with the one added. */
function AddedToCartModal({ product, onClose }) {
	const { t } = useTranslation();
	const related = useProductDetail(product.id).data?.related.slice(0, suggestions) ?? [];
	return /* @__PURE__ */ jsxs(Modal, {
		open: true,
		onClose,
		title: t("addedToCart.title"),
		closeLabel: t("modal.close"),
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "added-to-cart__message",
				dir: "auto",
				children: t("product.addedToCart", { title: product.title })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "added-to-cart__actions",
				children: [
					/* @__PURE__ */ jsx(Link, {
						className: "button",
						to: "/page/account/cart",
						onClick: onClose,
						children: t("product.viewCart")
					}),
					/* @__PURE__ */ jsx(Link, {
						className: "button button--outline",
						to: "/page/account/checkout",
						onClick: onClose,
						children: t("addedToCart.checkout")
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button button--outline",
						onClick: onClose,
						children: t("addedToCart.continue")
					})
				]
			}),
			related.length > 0 && /* @__PURE__ */ jsxs("section", {
				className: "added-to-cart__related",
				"aria-labelledby": "added-to-cart-related",
				children: [/* @__PURE__ */ jsx("h3", {
					id: "added-to-cart-related",
					children: t("addedToCart.related")
				}), /* @__PURE__ */ jsx(ProductGrid, { products: related })]
			})
		]
	});
}
export { AddedToCartModal as default };
